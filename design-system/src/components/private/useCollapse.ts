import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useDisclosure, type DisclosureAria } from 'react-aria';
import { useDisclosureState, type DisclosureState } from 'react-stately';
import { media } from '../../theme/tokens';
import { collapseDuration } from './collapseDuration';

// React warns about layout effects in server rendering, where there is nothing to measure.
const useClientLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect;

export interface CollapseAria extends DisclosureAria {
  state: DisclosureState;
}

/**
 * A disclosure whose panel animates its height. react-aria runs the transition
 * (`height: var(--disclosure-panel-height)` in the panel's CSS) and leaves the panel
 * at `auto` or `hidden="until-found"` once it ends; this hook only times it to the
 * content's height, or makes it instant when the user prefers reduced motion.
 */
export function useCollapse(defaultExpanded: boolean, panelRef: RefObject<HTMLElement | null>): CollapseAria {
  const state = useDisclosureState({ defaultExpanded });
  const previous = useRef(state.isExpanded);

  // Declared before useDisclosure so that it runs first: the duration has to be in
  // place before react-aria changes the height and the transition starts.
  useClientLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel || previous.current === state.isExpanded) return;
    previous.current = state.isExpanded;
    // A panel about to open is still hidden, and hidden content measures 0.
    panel.removeAttribute('hidden');
    const reduceMotion = window.matchMedia?.(media.reducedMotion).matches === true;
    panel.style.transitionDuration = reduceMotion ? '0s' : `${collapseDuration(panel.scrollHeight)}ms`;
  }, [panelRef, state.isExpanded]);

  const { buttonProps, panelProps } = useDisclosure({}, state, panelRef);
  return { state, buttonProps, panelProps };
}
