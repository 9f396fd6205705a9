/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import frenchCommon from '../../locales/fr/common.json';
import { MdxBody } from './MdxBody';
import type { MdxTreeNode } from './mdxTree';

// What compileMdxTree makes of a short doc: a heading, a paragraph with a link, a note and a table.
const tree: MdxTreeNode[] = [
  ['h2', { id: 'brancher-le-pont' }, 'Brancher le pont'],
  '\n',
  ['p', null, 'Lisez ', ['a', { href: 'https://forum.foyer.example/' }, 'le forum'], ' avant.'],
  // A Markdown link with a title: [le guide Docker](/fr/docs/installation/docker/ "Installer avec Docker").
  [
    'p',
    null,
    ['a', { href: '/fr/docs/installation/docker/', title: 'Installer avec Docker' }, 'le guide Docker'],
  ],
  ['Admonition', { type: 'warning' }, ['p', null, 'Coupez le courant.']],
  ['table', null, ['tbody', null, ['tr', null, ['td', { style: { textAlign: 'right' } }, '42']]]],
];

async function renderBody() {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'fr',
    resources: { fr: { common: frenchCommon } },
    nsSeparator: false,
  });
  return render(
    <I18nextProvider i18n={instance}>
      <MdxBody tree={tree} />
    </I18nextProvider>,
  );
}

describe('MdxBody', () => {
  it("renders a compiled body through the site's MDX components", async () => {
    await renderBody();
    const heading = screen.getByRole('heading', { level: 2, name: /Brancher le pont/ });
    expect(heading).toHaveAttribute('id', 'brancher-le-pont');
    expect(within(heading).getByRole('link', { name: frenchCommon.mdx.headingLink })).toHaveAttribute(
      'href',
      '#brancher-le-pont',
    );
    expect(screen.getByText(frenchCommon.mdx.admonition.warning)).toBeInTheDocument();
    expect(screen.getByText('Coupez le courant.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /le forum/ })).toHaveAttribute(
      'href',
      'https://forum.foyer.example/',
    );
    expect(screen.getByRole('cell', { name: '42' })).toHaveStyle({ textAlign: 'right' });
  });

  it("keeps a link's own attributes, such as a Markdown link's title", async () => {
    await renderBody();
    expect(screen.getByRole('link', { name: /le guide Docker/ })).toHaveAttribute(
      'title',
      'Installer avec Docker',
    );
  });
});
