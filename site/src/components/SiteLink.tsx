import { forwardRef, type ComponentType, type RefAttributes } from 'react';
import { Link as GatsbyLink, type GatsbyLinkProps } from 'gatsby';
import type { LinkComponentProps } from '@foyer/design-system';

// Gatsby 5's Link forwards its ref to the anchor, but its types still describe a class component.
const ForwardingGatsbyLink = GatsbyLink as unknown as ComponentType<
  Omit<GatsbyLinkProps<unknown>, 'ref'> & RefAttributes<HTMLAnchorElement>
>;

/**
 * Adapts Gatsby's Link to the design system's `LinkComponent` contract. Addresses
 * arrive already localized (see i18n/routing), so Gatsby's own Link is used, not
 * the i18n plugin's, which would prefix them a second time.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function SiteLink(
  { href, children, ...anchorProps },
  ref,
) {
  return (
    <ForwardingGatsbyLink to={href} ref={ref} {...anchorProps}>
      {children}
    </ForwardingGatsbyLink>
  );
});
