/** The posts either side of `currentPath` in a newest-first list: the newer one and the older one. */
export function postNeighbours<Post extends { path: string }>(
  newestFirst: Post[],
  currentPath: string,
): { newer?: Post; older?: Post } {
  const index = newestFirst.findIndex((post) => post.path === currentPath);
  if (index < 0) return {};
  return { newer: newestFirst[index - 1], older: newestFirst[index + 1] };
}
