/** The entries of an object whose value is not `undefined`: what an override really sets. */
export function definedOnly<T extends object>(values: T | undefined): Partial<T> {
  const defined: Partial<T> = {};
  for (const key in values) if (values[key] !== undefined) defined[key] = values[key];
  return defined;
}
