import { useEffect, useState } from 'react';

/**
 * The root of the observer: from far above the page down to a line 30% down the
 * viewport. A heading intersects it exactly when it is above the line, so every
 * crossing of the line is reported, jumps (anchor links, scroll restoration) included.
 */
const ROOT_MARGIN = '1000000px 0px -70% 0px';

/**
 * The id of the section in view: the last of the given headings (in document order)
 * whose top is above a line near the top of the viewport, watched by an
 * IntersectionObserver, so no scroll listener is needed. `undefined` before the
 * first heading, when disabled, or where IntersectionObserver does not exist.
 */
export function useActiveHeading(ids: readonly string[], isEnabled = true): string | undefined {
  const [activeId, setActiveId] = useState<string>();
  // Callers pass a fresh array on each render; observe again only when the ids change.
  const idsKey = ids.join('\n');

  useEffect(() => {
    if (!isEnabled || typeof IntersectionObserver === 'undefined') return;
    const headings = idsKey
      .split('\n')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0) return;

    const isAbove = new Map<Element, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        // Entries only cover the headings that crossed the line; the others keep their last answer.
        for (const entry of entries) isAbove.set(entry.target, entry.isIntersecting);
        let current: string | undefined;
        for (const heading of headings) if (isAbove.get(heading)) current = heading.id;
        setActiveId(current);
      },
      // The document, not the implicit top-level viewport, so it also works in an iframe.
      { root: document, rootMargin: ROOT_MARGIN },
    );
    headings.forEach((heading) => observer.observe(heading));
    return () => observer.disconnect();
  }, [idsKey, isEnabled]);

  return isEnabled ? activeId : undefined;
}
