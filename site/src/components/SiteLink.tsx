import { Link as GatsbyLink } from 'gatsby';
import type { LinkComponentProps } from '@foyer/design-system';

/**
 * Adapts Gatsby's Link to the design system's `LinkComponent` contract. Addresses
 * arrive already localized (see i18n/routing), so Gatsby's own Link is used, not
 * the i18n plugin's, which would prefix them a second time.
 */
export function SiteLink({ href, children, ...anchorProps }: LinkComponentProps) {
  // Gatsby's Link types omit a few anchor attributes; the ones we pass are valid on <a>.
  const { ref: _ref, ...rest } = anchorProps as typeof anchorProps & { ref?: unknown };
  return (
    <GatsbyLink to={href} {...rest}>
      {children}
    </GatsbyLink>
  );
}
