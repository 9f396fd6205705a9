import { frenchTypography } from '../src/i18n/frenchTypography';

/**
 * French typographic spacing (see src/i18n/frenchTypography.ts) for the French docs,
 * posts and pages, applied to the Markdown tree at build time so the page data, the
 * server HTML and the hydrated page all hold the same text.
 *
 * Only prose changes: text nodes, image descriptions and the text attributes of the
 * site's MDX components. Code blocks, inline code, raw HTML, expressions, link
 * addresses and every other attribute keep their exact characters. It runs after the
 * heading ids are set, so anchors stay what they were.
 */
interface MdastNode {
  type: string;
  name?: string | null;
  value?: unknown;
  alt?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdastNode[];
}

/** Attributes of MDX components that a reader sees or hears as text (a code block's title is its caption). */
const TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  Admonition: ['title'],
  CodeBlock: ['title'],
  Tabs: ['label'],
  TabItem: ['label'],
};

/** Elements whose content is code, written as JSX in MDX. */
const CODE_ELEMENTS = new Set(['code', 'kbd', 'pre', 'samp']);

/** content/<collection>/fr/…: the language is the first folder of a collection (see contentPaths.ts). */
const FRENCH_CONTENT_FILE = /(^|[\\/])content[\\/](docs|blog|pages)[\\/]fr[\\/]/;

export function isFrenchContentFile(filePath: string | undefined): boolean {
  return filePath !== undefined && FRENCH_CONTENT_FILE.test(filePath);
}

function isJsxElement(node: MdastNode): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

export function typesetFrenchTree(node: MdastNode): void {
  if (node.type === 'text' && typeof node.value === 'string') {
    node.value = frenchTypography(node.value);
    return;
  }
  if (node.type === 'image' && node.alt) {
    node.alt = frenchTypography(node.alt);
  }
  if (isJsxElement(node)) {
    if (node.name && CODE_ELEMENTS.has(node.name)) return;
    const textAttributes = (node.name && TEXT_ATTRIBUTES[node.name]) || [];
    for (const attribute of node.attributes ?? []) {
      if (
        attribute.type === 'mdxJsxAttribute' &&
        attribute.name &&
        textAttributes.includes(attribute.name) &&
        typeof attribute.value === 'string'
      ) {
        attribute.value = frenchTypography(attribute.value);
      }
    }
  }
  node.children?.forEach(typesetFrenchTree);
}

/** A remark plugin: typesets the tree of a file under content/<collection>/fr/, leaves others alone. */
export function remarkFrenchTypography() {
  return (tree: MdastNode, file: { path?: string }) => {
    if (isFrenchContentFile(file.path)) typesetFrenchTree(tree);
  };
}
