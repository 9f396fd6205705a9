import { useEffect, useRef, useState } from 'react';
import type { SearchModalHit } from './types';

export interface ActiveHit {
  /** The hit Enter opens and the input points at; the first one of new results. */
  activeHit: SearchModalHit | undefined;
  /** Moves to the next (1) or previous (-1) hit, wrapping; false when there is none. */
  move: (step: 1 | -1) => boolean;
  /** Makes a hit active (the pointer moved over it). */
  choose: (hit: SearchModalHit) => void;
}

/**
 * The hit chosen by the keys or the pointer, for the results it was chosen in: new
 * results (another `resultsKey`) make their first hit active. A hit reached with the
 * keys is scrolled into view.
 */
export function useActiveHit(
  hits: SearchModalHit[],
  resultsKey: string,
  optionIds: Map<string, string>,
): ActiveHit {
  const [chosen, setChosen] = useState<{ resultsKey: string; hitId: string } | null>(null);
  const chosenIndex =
    chosen && chosen.resultsKey === resultsKey ? hits.findIndex((hit) => hit.id === chosen.hitId) : -1;
  const activeIndex = chosenIndex >= 0 ? chosenIndex : hits.length > 0 ? 0 : -1;
  const activeHit: SearchModalHit | undefined = hits[activeIndex];

  const scrollToActive = useRef(false);
  useEffect(() => {
    if (!scrollToActive.current || !activeHit) return;
    scrollToActive.current = false;
    const option = document.getElementById(optionIds.get(activeHit.id) ?? '');
    // scrollIntoView is missing in some environments (jsdom).
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeHit, optionIds]);

  const move = (step: 1 | -1): boolean => {
    const count = hits.length;
    const next = activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count;
    const hit = hits[next];
    if (!hit) return false; // no results: let the caret move
    scrollToActive.current = true;
    setChosen({ resultsKey, hitId: hit.id });
    return true;
  };

  const choose = (hit: SearchModalHit) => setChosen({ resultsKey, hitId: hit.id });

  return { activeHit, move, choose };
}
