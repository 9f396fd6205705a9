import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { isExternalHref } from '../private/isExternalHref';
import * as styles from './Link.css';

/** What a routing link (Gatsby's Link, Next's Link, a plain `<a>`) must accept. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

export type LinkComponentType = ComponentType<LinkComponentProps>;

export type LinkVariant = keyof typeof styles.variant;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  /** Renders internal links, so the host site's router handles them. Defaults to `<a>`. */
  LinkComponent?: LinkComponentType;
  /** Forces the external treatment; absolute http(s) addresses get it anyway. */
  isExternal?: boolean;
  /** Read to screen readers after an external link's text, e.g. "(opens in a new tab)". */
  externalLabel?: string;
  variant?: LinkVariant;
}

function ExternalIcon() {
  return (
    <svg className={styles.externalIcon} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path
        d="M7 1h4v4M11 1 5.5 6.5M9.5 7.5V11H1V2.5h3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
    </svg>
  );
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
  externalLabel,
  variant = 'inline',
  className,
  rel,
  ...anchorProps
}: LinkProps) {
  const classes = [styles.base, styles.variant[variant], className].filter(Boolean).join(' ');

  if (isExternal ?? isExternalHref(href)) {
    const relValues = new Set(['noopener', 'noreferrer', ...(rel ? rel.split(/\s+/) : [])]);
    return (
      <a {...anchorProps} href={href} className={classes} target="_blank" rel={[...relValues].join(' ')}>
        {children}
        <ExternalIcon />
        {externalLabel ? <VisuallyHidden elementType="span">{` ${externalLabel}`}</VisuallyHidden> : null}
      </a>
    );
  }

  const Component: LinkComponentType | 'a' = LinkComponent ?? 'a';
  return (
    <Component {...anchorProps} href={href} className={classes} rel={rel}>
      {children}
    </Component>
  );
}
