import { createElement, type ElementType, type ReactNode } from 'react';
import { mdxComponents } from './MdxComponents';
import type { MdxTreeNode, QueriedMdxTree } from './mdxTree';
import { prose } from './prose.css';

const elementTypes: Record<string, ElementType> = mdxComponents;

function render(node: MdxTreeNode): ReactNode {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  return createElement(elementTypes[type] ?? type, props, ...children.map(render));
}

/** The body of an MDX page (doc, post, long-form page), compiled at build time: prose styles and the site's MDX components. */
export function MdxBody({ tree }: { tree: QueriedMdxTree }) {
  // Compiled by compileMdxTree; the query's JSON type cannot say more (QueriedMdxTree).
  const nodes = tree as MdxTreeNode[];
  // Children as arguments, like MDX's own output: a fixed list needs no keys.
  return createElement('div', { className: prose }, ...nodes.map(render));
}
