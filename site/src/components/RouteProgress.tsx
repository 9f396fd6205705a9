import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@foyer/design-system';
import { useRouteLoading } from '../navigation/routeProgress';

// Only needed once the visitor follows a link: it loads when the browser is idle
// after the first page, or at the first slow route change (it then has 200 ms).
const progressBar = lazyComponent(() => import(/* webpackChunkName: "progress-bar" */ './RouteProgressBar'));

/** The top bar shown while the next page takes more than 200 ms to load. */
export function RouteProgress() {
  const { t } = useTranslation('common');
  const isLoading = useRouteLoading();
  const ProgressBar = progressBar.useComponent(isLoading);
  return ProgressBar ? <ProgressBar isLoading={isLoading} label={t('routeLoading')} /> : null;
}
