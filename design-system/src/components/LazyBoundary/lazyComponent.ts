import { useEffect, useState, type ComponentType } from 'react';

/**
 * Keeps a component that only matters once opened (a menu, a dialog) out of the
 * page's first JavaScript. It is fetched when first needed, on intent (hover,
 * focus), or when the browser is idle after the page's `load` event, so opening
 * is instant in practice without weighing on the first load.
 */
export function lazyComponent<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let pending: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;

  const preload = (): Promise<ComponentType<Props>> => {
    pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined; // let a later attempt try the network again
        throw error;
      },
    );
    return pending;
  };

  function preloadWhenIdle(): () => void {
    let cancelled = false;
    const idle = () => {
      const run = () => {
        if (!cancelled) preload().catch(() => undefined);
      };
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
      else setTimeout(run, 1500);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', idle);
    };
  }

  /** The component once loaded; starts loading when `needed` becomes true. */
  function useComponent(needed: boolean): ComponentType<Props> | undefined {
    const [component, setComponent] = useState<ComponentType<Props> | undefined>(() => loaded);
    useEffect(() => preloadWhenIdle(), []);
    useEffect(() => {
      if (!needed || component) return undefined;
      let active = true;
      preload().then(
        (ready) => {
          if (active) setComponent(() => ready);
        },
        (error: unknown) => console.warn('A part of the page could not be loaded; try again.', error),
      );
      return () => {
        active = false;
      };
    }, [needed, component]);
    return component;
  }

  return { preload, useComponent };
}
