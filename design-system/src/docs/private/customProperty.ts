/**
 * The custom property behind a contract reference: `var(--foyer-color-primary)`
 * gives `--foyer-color-primary`. Reading it from `vars` keeps the pages right
 * whatever naming the contract uses.
 */
export function customPropertyOf(reference: string): string {
  const name = /^var\(\s*(--[^\s,)]+)/.exec(reference)?.[1];
  if (!name) throw new Error(`Not a custom property reference: ${reference}`);
  return name;
}

/** `1.25rem` is 20 px at the browser's default root size; other units have no fixed size. */
export function remToPixels(value: string): number | undefined {
  const match = /^(\d*\.?\d+)rem$/.exec(value.trim());
  return match ? Number(match[1]) * 16 : undefined;
}
