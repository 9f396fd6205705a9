import { useEffect, useRef, type ReactNode } from 'react';
import { navigate, prefetchPathname } from 'gatsby';

/** A press the browser would turn into a plain visit of the same tab. */
function opensInPlace(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !anchor.target &&
    !anchor.hasAttribute('download')
  );
}

/** The site path an anchor leads to, if it is one of this site's pages. */
function sitePath(target: EventTarget | null): { anchor: HTMLAnchorElement; path: string } | undefined {
  const anchor = target instanceof Element ? target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  if (!anchor || !href?.startsWith('/') || href.startsWith('//')) return undefined;
  return { anchor, path: href };
}

/**
 * Routes the plain links inside it through Gatsby: a same-tab click navigates on the
 * client and pointing at a link prefetches its page; anything else (new tab, download,
 * another site) is the browser's. One listener for a long list like the docs sidebar,
 * whose links render as bare anchors: a link component per entry was most of the
 * sidebar's server render, on every doc page, and of its hydration.
 */
export function RoutedLinks({ children }: { children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      const link = sitePath(event.target);
      if (!link || event.defaultPrevented || !opensInPlace(event, link.anchor)) return;
      event.preventDefault();
      void navigate(link.path);
    };
    const onPointAt = (event: MouseEvent) => {
      const link = sitePath(event.target);
      if (link) prefetchPathname(link.path);
    };
    element.addEventListener('click', onClick);
    element.addEventListener('mouseover', onPointAt);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('mouseover', onPointAt);
    };
  }, []);
  return <div ref={container}>{children}</div>;
}
