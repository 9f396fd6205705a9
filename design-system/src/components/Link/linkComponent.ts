import type { AnchorHTMLAttributes, ComponentType, ReactNode, RefAttributes } from 'react';

// Apart from Link.tsx: the provider's context needs these types, and Link reads the context.

/** What a routing link (Gatsby's Link, Next's Link, a plain `<a>`) must accept. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Address the router navigates to, a path of the host site. */
  href: string;
  /** The link's content, passed through. */
  children?: ReactNode;
}

/** Must forward its ref to the anchor: menus focus their link items through it. */
export type LinkComponentType = ComponentType<LinkComponentProps & RefAttributes<HTMLAnchorElement>>;
