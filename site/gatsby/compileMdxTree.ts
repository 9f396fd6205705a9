import { evaluate } from '@mdx-js/mdx';
import type { TocHeading } from '@foyer/design-system';
import { MDX_COMPONENT_NAMES, type MdxTreeNode, type MdxTreeProps } from '../src/mdx/mdxTree';
import { mdxRemarkPlugins } from './mdxRemarkPlugins';
import { remarkCollectHeadings } from './remarkCollectHeadings';

/**
 * MDX's own compiler runs the body with a JSX runtime that builds data instead of
 * React elements, so the result follows MDX's rules exactly (which text it keeps,
 * how GFM tables are aligned) while no per-file module reaches the browser.
 */
const FRAGMENT = Symbol('fragment');

interface Built {
  type: string | typeof FRAGMENT;
  props: MdxTreeProps;
  children: Child[];
}
type Child = Built | string | number | boolean | null | undefined | Child[];

function build(type: unknown, { children, ...props }: { children?: Child } & MdxTreeProps): Built {
  if (typeof type !== 'string' && type !== FRAGMENT) {
    throw new Error(`MDX bodies may only use HTML elements and named components, got ${String(type)}`);
  }
  return { type, props, children: [children] };
}

function flatten(child: Child, into: MdxTreeNode[]): MdxTreeNode[] {
  if (Array.isArray(child)) {
    child.forEach((item) => flatten(item, into));
  } else if (typeof child === 'string' || typeof child === 'number') {
    into.push(String(child));
  } else if (child && typeof child === 'object') {
    const children = flatten(child.children, []);
    if (child.type === FRAGMENT) {
      into.push(...children);
    } else {
      const props = Object.entries(child.props).filter(([, value]) => value !== undefined);
      into.push([child.type, props.length > 0 ? Object.fromEntries(props) : null, ...children]);
    }
  }
  return into;
}

// Each component stands for itself by name; the browser maps names to React components.
const componentsByName = Object.fromEntries(MDX_COMPONENT_NAMES.map((name) => [name, name]));
type BuildingContent = (props: { components: Record<string, string> }) => Child;

/** What one compile of an MDX body gives a page: its tree and its table of contents. */
export interface CompiledMdx {
  tree: MdxTreeNode[];
  headings: TocHeading[];
}

/** `filePath` is the MDX file's path, from which plugins learn its language (remarkFrenchTypography). */
export async function compileMdxTree(body: string, filePath?: string): Promise<CompiledMdx> {
  const headings: TocHeading[] = [];
  const { default: Content } = await evaluate({ value: body, path: filePath }, {
    Fragment: FRAGMENT,
    jsx: build,
    jsxs: build,
    development: false,
    remarkPlugins: [...mdxRemarkPlugins, [remarkCollectHeadings, { into: headings }]],
  } as unknown as Parameters<typeof evaluate>[1]);
  return {
    tree: flatten((Content as unknown as BuildingContent)({ components: componentsByName }), []),
    headings,
  };
}
