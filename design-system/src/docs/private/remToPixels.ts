/** `1.25rem` is 20 px at the browser's default root size; other units have no fixed size. */
export function remToPixels(value: string): number | undefined {
  const match = /^(\d*\.?\d+)rem$/.exec(value.trim());
  return match ? Number(match[1]) * 16 : undefined;
}
