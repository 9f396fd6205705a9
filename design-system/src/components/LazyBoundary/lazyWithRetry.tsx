import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';

/** How many times the nearest LazyBoundary has retried; 0 outside any boundary. */
export const RetryAttemptContext = createContext(0);

interface Attempt<Props> {
  attempt: number;
  failed: boolean;
  Component: LazyExoticComponent<ComponentType<Props>>;
}

/**
 * `React.lazy` that can load again. React caches a rejected lazy for good, so a chunk
 * that failed once (flaky network, new deploy) would stay broken until the page is
 * reloaded. Here, once a load has failed and the enclosing `LazyBoundary` retries,
 * a fresh lazy component is made, which calls `load` again.
 */
export function lazyWithRetry<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const create = (attempt: number): Attempt<Props> => {
    const entry: Attempt<Props> = {
      attempt,
      failed: false,
      Component: lazy(() =>
        load().catch((error: unknown) => {
          entry.failed = true;
          throw error;
        }),
      ),
    };
    return entry;
  };
  let current = create(0);

  function LazyWithRetry(props: Props) {
    const attempt = useContext(RetryAttemptContext);
    // Only a new attempt replaces a failed lazy: replacing it as soon as it fails would
    // make React, which renders again when the load settles, retry in a loop without
    // ever showing the error.
    if (current.failed && current.attempt !== attempt) current = create(attempt);
    // A lazy component takes the props of what it loads; TypeScript cannot see that through a generic.
    const Component = current.Component as unknown as ComponentType<Props>;
    return <Component {...props} />;
  }
  return LazyWithRetry;
}
