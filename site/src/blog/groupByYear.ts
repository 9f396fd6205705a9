/** Posts under year headings, newest year first, keeping the posts' own order within a year. */
export function groupByYear<Post extends { date: string }>(posts: Post[]): { year: string; posts: Post[] }[] {
  const groups = new Map<string, Post[]>();
  const sorted = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  for (const post of sorted) {
    const year = post.date.slice(0, 4);
    groups.set(year, [...(groups.get(year) ?? []), post]);
  }
  return [...groups].map(([year, yearPosts]) => ({ year, posts: yearPosts }));
}
