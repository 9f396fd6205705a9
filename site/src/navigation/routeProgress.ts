import { useSyncExternalStore } from 'react';

/** The spec's delay: quick route changes never flash a bar. */
export const ROUTE_PROGRESS_DELAY_MS = 200;

/** No route change; one under way; one that has taken more than 200 ms (the bar shows). */
export type RouteProgressPhase = 'idle' | 'pending' | 'slow';

let phase: RouteProgressPhase = 'idle';
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setPhase(next: RouteProgressPhase): void {
  if (phase === next) return;
  phase = next;
  listeners.forEach((listener) => listener());
}

/**
 * A route change began. Gatsby's own `onRouteUpdateDelayed` waits a fixed second,
 * so the bar keeps its own timer and appears only past the spec's 200 ms.
 */
export function startRouteProgress(): void {
  if (timer !== undefined) return;
  setPhase('pending');
  timer = setTimeout(() => {
    timer = undefined;
    setPhase('slow');
  }, ROUTE_PROGRESS_DELAY_MS);
}

/** The new route is shown (or the change was abandoned). */
export function finishRouteProgress(): void {
  clearTimeout(timer);
  timer = undefined;
  setPhase('idle');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the current route change stands. */
export function useRouteProgressPhase(): RouteProgressPhase {
  return useSyncExternalStore(
    subscribe,
    () => phase,
    () => 'idle',
  );
}
