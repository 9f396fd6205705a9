import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@foyer/design-system';
import { useRouteLoading } from '../navigation/routeProgress';

/** The top bar shown while the next page takes more than 200 ms to load. */
export function RouteProgress() {
  const { t } = useTranslation('common');
  return <ProgressBar isLoading={useRouteLoading()} label={t('routeLoading')} />;
}
