/**
 * A query result the schema allows to be null but this page cannot be built without
 * (the node its context names, a blog post's date): a clear build error naming it,
 * rather than a crash further in.
 */
export function required<Value>(value: Value | null | undefined, what: string): Value {
  if (value === null || value === undefined) throw new Error(`No ${what} in the page query`);
  return value;
}
