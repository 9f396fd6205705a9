import type { TocHeading } from '@foyer/design-system';
import { remarkCollectHeadings } from './remarkCollectHeadings';
import { remarkFrenchTypography } from './remarkFrenchTypography';
import { remarkHeadingIds, type MdastNode } from './remarkHeadingIds';

const FRENCH_DOC = '/repo/site/content/docs/fr/installation/docker.mdx';
const text = (value: string) => ({ type: 'text', value });
const heading = (depth: number, ...children: MdastNode[]): MdastNode => ({
  type: 'heading',
  depth,
  children,
});

/** A doc as remark-mdx parses it: headings of every level, one inside a component (an Admonition). */
function sampleTree(): MdastNode {
  return {
    type: 'root',
    children: [
      heading(1, text('Docker')),
      heading(2, text('Pourquoi Docker ?')),
      { type: 'paragraph', children: [text('Lancez le conteneur.')] },
      heading(3, text('Lancer '), { type: 'inlineCode', value: 'foyer' }),
      heading(4, text('Détail')),
      {
        type: 'mdxJsxFlowElement',
        children: [heading(2, text('Mettre à jour'))],
      },
      heading(2, text('Mettre à jour')),
    ],
  };
}

/** The remark chain of a page body, in its order, with the collector last (see compileMdxTree). */
function collectHeadings(filePath: string): TocHeading[] {
  const tree = sampleTree();
  const headings: TocHeading[] = [];
  remarkHeadingIds()(tree);
  remarkFrenchTypography()(tree, { path: filePath });
  remarkCollectHeadings({ into: headings })(tree);
  return headings;
}

it('lists the h2 and h3 of a body, in order, with the ids their headings carry', () => {
  expect(collectHeadings('/repo/site/content/docs/en/installation/docker.mdx')).toEqual([
    { id: 'pourquoi-docker-', value: 'Pourquoi Docker ?', depth: 2 },
    { id: 'lancer-foyer', value: 'Lancer foyer', depth: 3 },
    { id: 'mettre-à-jour', value: 'Mettre à jour', depth: 2 },
    { id: 'mettre-à-jour-1', value: 'Mettre à jour', depth: 2 },
  ]);
});

it('gives French headings their typography while keeping the ids slugged from the text as written', () => {
  expect(collectHeadings(FRENCH_DOC)[0]).toEqual({
    id: 'pourquoi-docker-',
    value: 'Pourquoi Docker\u202f?',
    depth: 2,
  });
});
