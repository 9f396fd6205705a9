import { darkTheme, lightTheme, themeVariables, type ThemeTokens } from '../../theme';

export type TokenGroup = keyof ThemeTokens;
export type SlotOf<Group extends TokenGroup> = keyof ThemeTokens[Group] & string;

export interface TokenSlot<Slot extends string = string> {
  slot: Slot;
  customProperty: string;
  light: string;
  dark: string;
}

/**
 * Every slot of one contract group, in the contract's order, read from the
 * theme objects themselves so the pages can never disagree with the themes.
 */
export function tokenSlots<Group extends TokenGroup>(group: Group): TokenSlot<SlotOf<Group>>[] {
  // Every group is one level deep: slot name to string.
  const properties = themeVariables[group] as Record<SlotOf<Group>, string>;
  const light = lightTheme[group] as Record<SlotOf<Group>, string>;
  const dark = darkTheme[group] as Record<SlotOf<Group>, string>;
  return (Object.keys(properties) as SlotOf<Group>[]).map((slot) => ({
    slot,
    customProperty: properties[slot],
    light: light[slot],
    dark: dark[slot],
  }));
}
