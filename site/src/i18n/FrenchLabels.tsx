import type { ReactNode } from 'react';
import { DesignSystemProvider, type PartialDesignSystemLabels } from '@foyer/design-system';
import { usePageLanguage } from './usePageLanguage';

/**
 * The package's French sets of the components inside, on French pages only. Parts of
 * the site whose code loads on demand (the footer, the forms, a picture's fallback, the
 * lists with pagination) bring their components' French strings with them, so those
 * strings stay out of every page's first JavaScript (src/i18n/designSystemLabels.ts).
 */
export function FrenchLabels({
  labels,
  children,
}: {
  labels: PartialDesignSystemLabels;
  children: ReactNode;
}) {
  return usePageLanguage() === 'fr' ? (
    <DesignSystemProvider labels={labels}>{children}</DesignSystemProvider>
  ) : (
    children
  );
}
