/** Replaces every leaf of a nested object type with `Leaf`, keeping its shape. */
export type MapLeafNodes<Obj, Leaf> = {
  [Key in keyof Obj]: Obj[Key] extends object ? MapLeafNodes<Obj[Key], Leaf> : Leaf;
};
