import { useSyncExternalStore } from 'react';
import { globalHistory } from '@gatsbyjs/reach-router';

const subscribe = (onChange: () => void) => globalHistory.listen(onChange);
const pathname = () => globalHistory.location.pathname;

/** The address's path, for what sits above Gatsby's router (wrapRootElement). */
export function useHistoryPathname(): string {
  return useSyncExternalStore(subscribe, pathname, pathname);
}
