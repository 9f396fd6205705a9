import { isFrenchContentFile, remarkFrenchTypography } from './remarkFrenchTypography';

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const FRENCH_DOC = '/repo/site/content/docs/fr/installation/docker.mdx';
const ENGLISH_DOC = '/repo/site/content/docs/en/installation/docker.mdx';

const text = (value: string) => ({ type: 'text', value });

/** A small doc as remark-mdx parses it (after remarkCodeBlocks): prose, code, links, components. */
function sampleTree() {
  return {
    type: 'root',
    children: [
      { type: 'heading', depth: 2, children: [text('Pourquoi Docker ?')] },
      {
        type: 'paragraph',
        children: [
          text('Lancez '),
          { type: 'inlineCode', value: 'docker run ; echo ok ?' },
          text(' : voir '),
          {
            type: 'link',
            url: 'https://foyer.example:8080/?q=a !b',
            title: 'Doc : Docker',
            children: [text('le guide')],
          },
          text(' !'),
        ],
      },
      { type: 'code', lang: 'bash', value: 'echo "Attention : ceci ?"' },
      { type: 'html', value: '<span title="a : b">x</span>' },
      { type: 'image', url: '/a b.png', alt: 'Schéma : réseau' },
      {
        type: 'mdxJsxFlowElement',
        name: 'Admonition',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'type', value: 'warning' },
          { type: 'mdxJsxAttribute', name: 'title', value: 'Attention !' },
        ],
        children: [{ type: 'paragraph', children: [text('Coupez le courant : « toujours ».')] }],
      },
      {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'code', value: 'a ; b ?' },
          { type: 'mdxJsxAttribute', name: 'title', value: 'Nœud function : la douche coule ?' },
        ],
        children: [],
      },
      {
        type: 'paragraph',
        children: [
          { type: 'mdxJsxTextElement', name: 'kbd', attributes: [], children: [text('Ctrl + :')] },
          text(' 3 000 €'),
        ],
      },
    ],
  };
}

describe('remarkFrenchTypography', () => {
  it('knows a French content file by its folder', () => {
    expect(isFrenchContentFile(FRENCH_DOC)).toBe(true);
    expect(isFrenchContentFile('C:\\site\\content\\blog\\fr\\post.mdx')).toBe(true);
    expect(isFrenchContentFile('/repo/site/content/pages/fr/plus/privacy.mdx')).toBe(true);
    expect(isFrenchContentFile(ENGLISH_DOC)).toBe(false);
    expect(isFrenchContentFile('/repo/site/content/docs/en/fr/x.mdx')).toBe(false);
    expect(isFrenchContentFile(undefined)).toBe(false);
  });

  it('typesets the prose of a French file: text, image descriptions, titles and tab labels', () => {
    const tree = sampleTree();
    remarkFrenchTypography()(tree, { path: FRENCH_DOC });
    const [heading, paragraph, , , image, admonition, codeBlock, last] = tree.children;
    expect(heading).toMatchObject({ children: [text(`Pourquoi Docker${NNBSP}?`)] });
    expect(paragraph?.children?.[2]).toEqual(text(`${NBSP}: voir `));
    expect(paragraph?.children?.[4]).toEqual(text(`${NNBSP}!`));
    expect(image).toMatchObject({ alt: `Schéma${NBSP}: réseau` });
    expect(admonition?.attributes?.[1]).toMatchObject({ value: `Attention${NNBSP}!` });
    expect(codeBlock?.attributes?.[1]).toMatchObject({
      value: `Nœud function${NBSP}: la douche coule${NNBSP}?`,
    });
    expect(admonition?.children?.[0]).toMatchObject({
      children: [text(`Coupez le courant${NBSP}: «${NBSP}toujours${NBSP}».`)],
    });
    expect(last?.children?.[1]).toEqual(text(` 3${NNBSP}000${NBSP}€`));
  });

  it('leaves code, raw HTML, link addresses and other attributes exactly as written', () => {
    const tree = sampleTree();
    const before = sampleTree();
    remarkFrenchTypography()(tree, { path: FRENCH_DOC });
    const [, paragraph, code, html, image, admonition, codeBlock, last] = tree.children;
    const [, paragraphBefore, codeBefore, htmlBefore, , admonitionBefore, codeBlockBefore, lastBefore] =
      before.children;
    expect(paragraph?.children?.[1]).toEqual(paragraphBefore?.children?.[1]);
    expect(paragraph?.children?.[3]).toEqual(paragraphBefore?.children?.[3]);
    expect(code).toEqual(codeBefore);
    expect(html).toEqual(htmlBefore);
    expect(image).toMatchObject({ url: '/a b.png' });
    expect(admonition?.attributes?.[0]).toEqual(admonitionBefore?.attributes?.[0]);
    expect(codeBlock?.attributes?.[0]).toEqual(codeBlockBefore?.attributes?.[0]);
    expect(last?.children?.[0]).toEqual(lastBefore?.children?.[0]);
  });

  it('leaves English files alone', () => {
    const tree = sampleTree();
    remarkFrenchTypography()(tree, { path: ENGLISH_DOC });
    expect(tree).toEqual(sampleTree());
  });
});
