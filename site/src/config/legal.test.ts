import fs from 'node:fs';
import path from 'node:path';
import {
  LEGAL_FIELDS,
  isLegalField,
  legalEntity,
  legalText,
  type LegalField,
  type LegalValue,
} from './legal';

const contentRoot = path.resolve(__dirname, '../../content');

/** Every MDX file of the site's content, with its text. */
function contentFiles(): { file: string; text: string }[] {
  return fs
    .readdirSync(contentRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({ file, text: fs.readFileSync(path.join(contentRoot, file), 'utf8') }));
}

describe('the legal facts of the operator', () => {
  it('are left for the operator to give, not invented', () => {
    for (const field of LEGAL_FIELDS) expect(legalEntity[field]).toBeNull();
  });

  it.each([
    ['en', 'registration', '[to be completed by the operator: trade register and registration number]'],
    ['fr', 'registration', '[à compléter par l’exploitant\u00a0: registre et numéro d’immatriculation]'],
    ['en', 'mediatorName', '[to be completed by the operator: consumer mediator’s name]'],
    ['fr', 'companyName', '[à compléter par l’exploitant\u00a0: dénomination sociale]'],
  ] as const)('a missing fact reads as a placeholder in %s (%s)', (language, field, expected) => {
    expect(legalText(field, language)).toEqual({ text: expected, isPlaceholder: true });
  });

  it('prints the operator’s value once given, in the page’s language when it has one per language', () => {
    const entity: Record<LegalField, LegalValue> = {
      ...legalEntity,
      companyName: 'Maisonnette',
      legalForm: { en: 'simplified joint-stock company', fr: 'société par actions simplifiée' },
    };
    expect(legalText('companyName', 'fr', entity)).toEqual({ text: 'Maisonnette', isPlaceholder: false });
    expect(legalText('legalForm', 'fr', entity).text).toBe('société par actions simplifiée');
    expect(legalText('legalForm', 'en', entity).text).toBe('simplified joint-stock company');
  });
});

describe('legal facts in the content', () => {
  it('no page shows a made-up registry number or address as if it were real', () => {
    const offenders = contentFiles()
      .filter(({ text }) => /000 000 000|RCS [A-Z]|de l[’']Exemple/.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('the Plus terms and privacy policy name the operator from config/legal.ts, in both languages', () => {
    for (const language of ['en', 'fr']) {
      for (const page of ['terms', 'privacy']) {
        const text = fs.readFileSync(
          path.join(contentRoot, 'pages', language, 'plus', `${page}.mdx`),
          'utf8',
        );
        expect(text).toContain('<LegalEntity field="companyName" />');
      }
    }
  });

  it('every <LegalEntity> in the content names a field that exists', () => {
    const fields = contentFiles().flatMap(({ text }) =>
      [...text.matchAll(/<LegalEntity\s+field="([^"]*)"/g)].map((match) => match[1]),
    );
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter((field) => !isLegalField(field))).toEqual([]);
  });
});
