import { lazyComponent } from '@foyer/design-system';
import { useRouteProgressPhase } from '../navigation/routeProgress';

// Only needed once the visitor follows a link: it loads when the browser is idle after
// the first page, or as a route change starts, 200 ms before the bar may have to show.
const progressBar = lazyComponent(() => import(/* webpackChunkName: "progress-bar" */ './RouteProgressBar'));

/** The top bar shown while the next page takes more than 200 ms to load. */
export function RouteProgress() {
  const phase = useRouteProgressPhase();
  const ProgressBar = progressBar.useComponent(phase !== 'idle');
  return ProgressBar ? <ProgressBar isLoading={phase === 'slow'} /> : null;
}
