import type { LinkComponentType } from '../components/Link/linkComponent';
import { useDesignSystem } from './designSystemContext';

/** The link component to render internal links with: the component's own, else the provider's, else `<a>`. */
export function useLinkComponent(own?: LinkComponentType | 'a'): LinkComponentType | 'a' {
  const { LinkComponent } = useDesignSystem();
  return own ?? LinkComponent ?? 'a';
}

/** The path of the page shown: the component's own, else the provider's, else none. */
export function useCurrentPath(own?: string): string {
  const { currentPath } = useDesignSystem();
  return own ?? currentPath ?? '';
}
