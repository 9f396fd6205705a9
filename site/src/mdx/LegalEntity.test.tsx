/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MdxBody } from './MdxBody';
import type { MdxTreeNode } from './mdxTree';

// What compileMdxTree makes of "Immatriculée sous <LegalEntity field="registration" />."
const tree: MdxTreeNode[] = [
  ['p', null, 'Immatriculée sous ', ['LegalEntity', { field: 'registration' }], '.'],
];

async function renderIn(language: 'en' | 'fr') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ lng: language, resources: {}, nsSeparator: false });
  return render(
    <I18nextProvider i18n={instance}>
      <MdxBody tree={tree} />
    </I18nextProvider>,
  );
}

describe('<LegalEntity> in MDX', () => {
  it.each([
    ['fr', '[à compléter par l’exploitant\u00a0: registre et numéro d’immatriculation]'],
    ['en', '[to be completed by the operator: trade register and registration number]'],
  ] as const)('marks a fact the operator has not given yet (%s)', async (language, placeholder) => {
    await renderIn(language);
    // The French colon's no-break space must survive, so whitespace is compared as it is.
    const mark = await screen.findByText(placeholder, {
      normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
    });
    expect(mark.tagName).toBe('MARK');
    expect(mark.closest('p')?.textContent).toBe(`Immatriculée sous ${placeholder}.`);
  });
});
