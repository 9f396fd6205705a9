import { useTranslation } from 'react-i18next';
import { LazyBoundary, lazyWithRetry } from '@foyer/design-system';

// Named, so the chunk is recognisable in the build (and in the browser test that breaks it).
const loadDialog = () => import(/* webpackChunkName: "search-dialog" */ './SearchDialog');

/** Starts downloading the search before it is opened (the button was hovered or focused). */
export function preloadSearch(): void {
  void loadDialog().catch(() => undefined);
}

const SearchDialog = lazyWithRetry(loadDialog);

export interface SearchLauncherProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The search dialog, downloaded the first time it opens (React.lazy in the design
 * system's LazyBoundary: a spinner after 200 ms, Retry if the chunk fails).
 */
export function SearchLauncher({ isOpen, onClose }: SearchLauncherProps) {
  const { t } = useTranslation('common');
  return (
    <LazyBoundary
      labels={{
        loading: t('search.lazyLoading'),
        retry: t('search.lazyRetry'),
        errorTitle: t('search.lazyError'),
      }}
    >
      <SearchDialog isOpen={isOpen} onClose={onClose} />
    </LazyBoundary>
  );
}
