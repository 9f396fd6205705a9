import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { ExternalIcon } from '../private/ExternalIcon';
import { isExternalHref } from '../private/isExternalHref';
import { isRoutableHref } from '../private/isRoutableHref';
import { useLabels } from '../../labels/useLabels';
import { linkLabelsEn as englishLabels } from './Link.labels';
import { useLinkComponent } from '../../provider/useLinkComponent';
import * as styles from './Link.css';
import type { LinkComponentType } from './linkComponent';

export type { LinkComponentProps, LinkComponentType } from './linkComponent';

/** Text links (`inline`, `standalone`, `quiet`) or calls to action shaped like buttons. */
export type LinkVariant = keyof typeof styles.variant | keyof typeof styles.actionVariant;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes: a path of the site is routed, an absolute http(s) address opens in a new tab. */
  href: string;
  /** The link's visible content. */
  children: ReactNode;
  /**
   * Renders internal links, so the host site's router handles them; `'a'` forces a plain
   * anchor (a feed, a file: not a page of the router).
   * @default the provider's LinkComponent, else <a>
   */
  LinkComponent?: LinkComponentType | 'a';
  /** Forces the external treatment; absolute http(s) addresses get it anyway. */
  isExternal?: boolean;
  /** Read to screen readers after an external link's text; the `link.opensInNewTab` label by default. */
  opensInNewTabLabel?: string;
  /**
   * The former name of `opensInNewTabLabel`.
   * @deprecated Since 0.2: use `opensInNewTabLabel`, which wins when both are set.
   */
  externalLabel?: string;
  /**
   * `inline` (underlined, in running text), `standalone`, `quiet`, or the button-shaped
   * `primaryAction` / `secondaryAction`.
   * @default inline
   */
  variant?: LinkVariant;
}

/**
 * A link that routes internal addresses through `LinkComponent` and opens external
 * ones in a new tab, safely (`noopener noreferrer`) and announced as such.
 */
export function Link({
  href,
  children,
  LinkComponent,
  isExternal,
  opensInNewTabLabel,
  externalLabel,
  variant = 'inline',
  className,
  rel,
  ...anchorProps
}: LinkProps) {
  const RoutedLink = useLinkComponent(LinkComponent);
  const { opensInNewTab } = useLabels('link', englishLabels, {
    opensInNewTab: opensInNewTabLabel ?? externalLabel,
  });
  const variantClass =
    variant in styles.actionVariant
      ? styles.actionVariant[variant as keyof typeof styles.actionVariant]
      : styles.variant[variant as keyof typeof styles.variant];
  const classes = [styles.base, variantClass, className].filter(Boolean).join(' ');

  if (isExternal ?? isExternalHref(href)) {
    const relValues = new Set(['noopener', 'noreferrer', ...(rel ? rel.split(/\s+/) : [])]);
    return (
      <a {...anchorProps} href={href} className={classes} target="_blank" rel={[...relValues].join(' ')}>
        {children}
        <ExternalIcon className={styles.externalIcon} />
        {opensInNewTab ? <VisuallyHidden elementType="span">{` ${opensInNewTab}`}</VisuallyHidden> : null}
      </a>
    );
  }

  const Component = isRoutableHref(href) ? RoutedLink : 'a';
  return (
    <Component {...anchorProps} href={href} className={classes} rel={rel}>
      {children}
    </Component>
  );
}

export type { LinkLabels } from './Link.labels';
