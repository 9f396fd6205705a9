/**
 * Gives every Markdown heading an `id`, so headings can be linked and the table
 * of contents (remarkCollectHeadings) points at them. github-slugger 2 is ESM-only
 * and cannot be required from the Gatsby config, so its rule is reproduced here:
 * lower case, drop punctuation and symbols, spaces to hyphens, and -1, -2… for
 * repeats.
 */
export interface MdastNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown>; id?: string };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

export function createSlugger() {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base = slugify(text);
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) {
      count += 1;
      slug = `${base}-${count}`;
    }
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}

export function nodeText(node: MdastNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(nodeText).join('');
}

function visitHeadings(node: MdastNode, onHeading: (heading: MdastNode) => void): void {
  if (node.type === 'heading') onHeading(node);
  node.children?.forEach((child) => visitHeadings(child, onHeading));
}

export function remarkHeadingIds() {
  return (tree: MdastNode) => {
    const slug = createSlugger();
    visitHeadings(tree, (heading) => {
      const id = slug(nodeText(heading));
      heading.data = { ...heading.data, id, hProperties: { ...heading.data?.hProperties, id } };
    });
  };
}
