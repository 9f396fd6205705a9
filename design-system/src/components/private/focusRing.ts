import { vars } from '../../theme/contract.css';

/**
 * The keyboard focus ring, drawn outside the element. Components draw it themselves
 * rather than rely on the opt-in global stylesheet, so a host page without it still
 * shows where focus is.
 */
export const focusVisibleRing = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
