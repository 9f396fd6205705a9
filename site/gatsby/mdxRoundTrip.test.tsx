/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import frenchCommon from '../locales/fr/common.json';
import { plusOffer } from '../src/config/offers';
import { formatPrice } from '../src/i18n/formatPrice';
import { MdxBody } from '../src/mdx/MdxBody';
import { buildRecords } from '../src/search/records';
import { compileInNode } from './testing/compileInNode';

// A French doc with what docs use: repeated and numbered headings, a note, tabs, facts,
// code, a table.
const source = `L’abonnement coûte <Price of="monthly" /> par mois, après <TrialDays /> jours d’essai.

## Avant de commencer

Vérifiez la version : Foyer doit être à jour !

<Admonition type="warning">

Sauvegardez le dossier \`/config\` avant toute mise à jour.

</Admonition>

## Installer

<Tabs>
<TabItem value="docker" label="Docker">

Relancez le conteneur avec la nouvelle image.

\`\`\`bash
docker compose pull && docker compose up -d
\`\`\`

</TabItem>
</Tabs>

### 1. Vérifier

| Port | Usage |
| ---- | ----- |
| 8080 | Interface web |

## Installer

Une seconde section du même nom.
`;

const [outcome] = compileInNode([{ body: source, filePath: '/site/content/docs/fr/maj.mdx' }]);
const compiled = outcome?.compiled ?? { tree: [], headings: [] };
const records = buildRecords({
  tree: compiled.tree,
  path: '/fr/docs/maj/',
  title: 'Mettre à jour',
  category: 'Installation',
  language: 'fr',
  versionTag: 'docs-current',
});

async function renderPage() {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'fr',
    resources: { fr: { common: frenchCommon } },
    nsSeparator: false,
  });
  const page = render(
    <I18nextProvider i18n={instance}>
      <MdxBody tree={compiled.tree} />
    </I18nextProvider>,
  );
  // The offer values load on their own (a lazy part of the MDX components).
  const price = formatPrice(plusOffer.monthlyPrice, plusOffer.currency, 'fr');
  await waitFor(() => expect(page.container.textContent).toContain(price));
  return page;
}

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[ \t\n\r]+/g, ' ').trim();

describe('an MDX doc, from source to page, table of contents and search records', () => {
  it('compiles', () => {
    expect(outcome?.error).toBeUndefined();
  });

  it('lists in the table of contents the h2 and h3 the page renders, with their ids', async () => {
    const { container } = await renderPage();
    const rendered = [...container.querySelectorAll('h2, h3')].map((heading) => ({
      id: heading.id,
      depth: Number(heading.tagName[1]),
    }));
    expect(compiled.headings.map(({ id, depth }) => ({ id, depth }))).toEqual(rendered);
    expect(compiled.headings.map((heading) => heading.id)).toEqual([
      'avant-de-commencer',
      'installer',
      '1-vérifier',
      'installer-1',
    ]);
    for (const heading of compiled.headings) {
      expect(document.getElementById(heading.id)).toHaveTextContent(heading.value);
    }
  });

  it('gives every search record an address the page has, and the text of its section', async () => {
    const { container } = await renderPage();
    const sections = records.filter((record) => record.type !== 'content');
    expect(sections).toHaveLength(1 + compiled.headings.length);
    const recordsByAnchor = new Map(sections.map((record) => [record.url.split('#')[1] ?? '', record]));
    for (const [anchor, record] of recordsByAnchor) {
      if (anchor) expect(container.querySelector(`[id="${anchor}"]`)).not.toBeNull();
      expect(record.content ?? '').not.toContain('docker compose pull');
    }
    // The code block is a record of its own, at the section it sits in, as written.
    const code = records.filter((record) => record.type === 'content');
    expect(code.map((record) => [record.url, record.content])).toEqual([
      ['/fr/docs/maj/#installer', 'docker compose pull && docker compose up -d'],
    ]);
    expect(container.querySelector('[id="installer"]')).not.toBeNull();
    // Each paragraph and cell the doc wrote is in the record of the section above it
    // (a note's title is the component's label, not the doc's text).
    let section = '';
    let checked = 0;
    for (const element of container.querySelectorAll('h2, h3, p, td')) {
      if (element.matches('h2, h3')) {
        section = element.id;
        continue;
      }
      if (element.closest('pre') || element.matches('aside > p[id]')) continue;
      expect(spaced(recordsByAnchor.get(section)?.content)).toContain(spaced(element.textContent));
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('keeps French typography and the facts in the records, as on the page', () => {
    expect(records[0]?.content).toBe(
      `L’abonnement coûte ${formatPrice(plusOffer.monthlyPrice, plusOffer.currency, 'fr')} par mois, après ${plusOffer.trialDays} jours d’essai.`,
    );
    expect(records[1]?.content).toContain('Vérifiez la version\u00a0: Foyer doit être à jour\u202f!');
    expect(records[4]?.hierarchy).toMatchObject({ lvl2: 'Installer', lvl3: '1. Vérifier' });
  });
});
