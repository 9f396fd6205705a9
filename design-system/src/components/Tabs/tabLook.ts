import { vars } from '../../theme/contract.css';

/**
 * How a tab shows that it is selected or not. Tabs.css.ts styles `[data-selected]` with
 * these, and `tabChoicesScript` applies the same declarations before React runs, so the
 * stored choice looks exactly the same before and after hydration. The selected tab
 * stands out without colour: an underline and a bold weight.
 */
export const selectedTabLook = {
  color: vars.color.heading,
  fontWeight: vars.fontWeight.bold,
  borderBottomColor: vars.color.primary,
} as const;

export const unselectedTabLook = {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottomColor: 'transparent',
} as const;

/** `{ fontWeight: 'x' }` as the CSS declarations `font-weight:x`. */
export function declarations(look: Readonly<Record<string, string>>): string {
  return Object.entries(look)
    .map(
      ([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`,
    )
    .join(';');
}
