import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Link, type LinkComponentType } from '../Link';
import { isExternalHref } from '../private/isExternalHref';
import * as styles from './Footer.css';
import { useLabels } from '../../labels/useLabels';
import { footerLabelsEn as englishLabels } from './Footer.labels';

export interface FooterLink {
  /** Visible text of the link. */
  label: string;
  /** Internal addresses start with `/`, external ones with `https://`. */
  href: string;
}

export interface FooterColumn {
  /** Heading of the column, e.g. "Docs" / "Documentation". */
  title: string;
  /** The column's links, in display order. */
  items: FooterLink[];
}

export interface SocialLink {
  /** Accessible name of the icon-only link, e.g. "Foyer on Mastodon". */
  label: string;
  /** Address of the profile or feed; external ones open in a new tab. */
  href: string;
  /** The icon drawn for the link (decorative: the label names the link). */
  icon: ReactNode;
}

export interface FooterSocial {
  /** Heading of the social column, e.g. "Follow us". */
  title: string;
  /** The icon links, in display order. */
  links: SocialLink[];
}

export interface FooterProps {
  /** The link columns, in display order. */
  columns: FooterColumn[];
  /** A column of icon links to social profiles and feeds; none by default. */
  social?: FooterSocial;
  /** The last line, e.g. "© 2025 Foyer contributors". */
  copyright: string;
  /** Renders internal text links, so the host site's router handles them. */
  LinkComponent?: LinkComponentType;
  /** Read after external links; the `footer.opensInNewTab` label by default. */
  opensInNewTabLabel?: string;
  /**
   * The former name of `opensInNewTabLabel`.
   * @deprecated Since 0.2: use `opensInNewTabLabel`, which wins when both are set.
   */
  externalLinkLabel?: string;
  /**
   * Where the social column goes among the link columns (0 = first).
   * @default last
   */
  socialColumnIndex?: number;
  /** Accessible name of the footer landmark, when the page needs to tell it apart. */
  label?: string;
  /** Extra class on the footer, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

/*
 * Social links point at feeds and profiles, not at routes of the site, so even an
 * internal one (a feed) is a plain anchor: a router link would try to load it as a page.
 */
function SocialIconLink({ link, opensInNewTabLabel }: { link: SocialLink; opensInNewTabLabel?: string }) {
  const isExternal = isExternalHref(link.href);
  const name = isExternal && opensInNewTabLabel ? `${link.label} ${opensInNewTabLabel}` : link.label;
  return (
    <a
      href={link.href}
      className={styles.socialLink}
      title={link.label}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.icon}
      <VisuallyHidden elementType="span">{name}</VisuallyHidden>
    </a>
  );
}

/** The site footer: columns of links, optional social links, and the copyright line. */
export function Footer({
  columns,
  social,
  copyright,
  LinkComponent,
  opensInNewTabLabel,
  externalLinkLabel,
  socialColumnIndex,
  label,
  className,
}: FooterProps) {
  const { opensInNewTab } = useLabels('footer', englishLabels, {
    opensInNewTab: opensInNewTabLabel ?? externalLinkLabel,
  });
  const renderColumn = (column: FooterColumn) => (
    <div key={column.title}>
      <h2 className={styles.heading}>{column.title}</h2>
      <ul className={styles.list}>
        {column.items.map((item) => (
          <li key={`${item.href} ${item.label}`}>
            <Link
              href={item.href}
              LinkComponent={LinkComponent}
              opensInNewTabLabel={opensInNewTab}
              variant="quiet"
              className={styles.link}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
  const splitAt = socialColumnIndex ?? columns.length;
  return (
    <footer className={[styles.footer, className].filter(Boolean).join(' ')} aria-label={label}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {columns.slice(0, splitAt).map(renderColumn)}
          {social ? (
            <div>
              <h2 className={styles.heading}>{social.title}</h2>
              <ul className={styles.socialList}>
                {social.links.map((link) => (
                  <li key={link.href}>
                    <SocialIconLink link={link} opensInNewTabLabel={opensInNewTab} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {columns.slice(splitAt).map(renderColumn)}
        </div>
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}

export type { FooterLabels } from './Footer.labels';
