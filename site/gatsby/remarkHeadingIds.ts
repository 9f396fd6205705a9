// ESM-only; Node 20.19+ loads it through require(esm) from the CommonJS-compiled Gatsby config.
import GithubSlugger from 'github-slugger';

/**
 * Gives every Markdown heading an `id`, slugged the way GitHub does (github-slugger),
 * so headings can be linked and the table of contents (remarkCollectHeadings) and
 * the search records (search/records.ts) point at them.
 */
export interface MdastNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown>; id?: string };
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
    // One slugger per document: a repeated heading gets -1, -2…
    const slugger = new GithubSlugger();
    visitHeadings(tree, (heading) => {
      const id = slugger.slug(nodeText(heading));
      heading.data = { ...heading.data, id, hProperties: { ...heading.data?.hProperties, id } };
    });
  };
}
