import { forwardRef, useSyncExternalStore, type MouseEvent } from 'react';
import type { LinkComponentProps } from '@foyer/design-system';

/**
 * A router in a few lines, to show what the design system needs from one: a link
 * component, a `navigate` function and the current path. A real app would use
 * React Router or its framework's; the provider takes theirs the same way.
 */

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  window.addEventListener('hashchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
    window.removeEventListener('hashchange', listener);
  };
}

function sameOriginUrl(href: string): URL | undefined {
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin ? url : undefined;
}

/** Moves to `href` without reloading the page; other sites get a normal page load. */
export function navigate(href: string): void {
  const url = sameOriginUrl(href);
  if (!url) {
    window.location.assign(href);
    return;
  }
  window.history.pushState(null, '', `${url.pathname}${url.search}${url.hash}`);
  notify();
}

/** The path shown, updated on every navigation and on the browser's back and forward. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** The hash shown: a search hit or a table-of-contents entry can point into a page. */
export function useHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash);
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The link component the design system renders internal links with. It forwards its
 * ref (menus focus their items through it) and leaves to the browser whatever is not
 * a plain left click on a link to another page of this app: new tabs, downloads,
 * other sites, and anchors within the page.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, onClick, target, children, ...anchorProps },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
    const url = sameOriginUrl(href);
    if (!url || anchorProps.download !== undefined) return;
    if (url.pathname === window.location.pathname && url.hash) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a {...anchorProps} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
});
