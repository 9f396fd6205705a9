import { useSyncExternalStore } from 'react';

/** The spec's delay: quick route changes never flash a bar. */
export const ROUTE_PROGRESS_DELAY_MS = 200;

let isLoading = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setLoading(value: boolean): void {
  if (isLoading === value) return;
  isLoading = value;
  listeners.forEach((listener) => listener());
}

/**
 * A route change began. Gatsby's own `onRouteUpdateDelayed` waits a fixed second,
 * so the bar keeps its own timer and appears only past the spec's 200 ms.
 */
export function startRouteProgress(): void {
  if (timer !== undefined) return;
  timer = setTimeout(() => {
    timer = undefined;
    setLoading(true);
  }, ROUTE_PROGRESS_DELAY_MS);
}

/** The new route is shown (or the change was abandoned). */
export function finishRouteProgress(): void {
  clearTimeout(timer);
  timer = undefined;
  setLoading(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a route change has been loading for more than 200 ms. */
export function useRouteLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isLoading,
    () => false,
  );
}
