import { Suspense, type ComponentType } from 'react';
import { lazyWithRetry } from '@foyer/design-system';

/**
 * An MDX component that only a few pages use, loaded with them alone. It sits inside a
 * sentence, so it waits without a spinner: the server HTML keeps its text meanwhile.
 */
export function lazyInline<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const Part = lazyWithRetry<Props>(load);
  return function LazyInline(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
