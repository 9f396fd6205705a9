import { forwardRef, type MouseEvent } from 'react';
import { navigate, prefetchPathname } from 'gatsby';
import type { LinkComponentProps } from '@foyer/design-system';

/** A press the browser would turn into a plain visit of the same tab. */
function opensInPlace(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.currentTarget.target
  );
}

/**
 * A plain anchor routed by Gatsby: a same-tab click navigates on the client, a
 * hover prefetches the page, anything else (new tab, download) is the browser's.
 * For long link lists like the docs sidebar, where Gatsby's Link costs most of
 * the server render and adds an IntersectionObserver per link on hydration; it
 * leaves out only Link's prefetch of every link scrolled into view.
 */
export const RoutedAnchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RoutedAnchor(
  { href, onClick, onMouseEnter, children, ...anchorProps },
  ref,
) {
  return (
    <a
      {...anchorProps}
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !opensInPlace(event)) return;
        event.preventDefault();
        void navigate(href);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetchPathname(href);
      }}
    >
      {children}
    </a>
  );
});
