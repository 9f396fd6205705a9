import {
  localeDataWithTypography,
  typesetFrenchExtension,
  typesetFrenchSettings,
  typesetInFrenchContentExtension,
} from './frenchTypographyInData';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('French typography in the data layer', () => {
  it('typesets the strings of a French locale file and leaves English ones as written', () => {
    const data = JSON.stringify({ nav: { language: 'Langue :' }, search: { save: 'Ajouter « {{query}} »' } });
    expect(JSON.parse(localeDataWithTypography({ language: 'fr', data }))).toEqual({
      nav: { language: `Langue${NBSP}:` },
      search: { save: `Ajouter «${NBSP}{{query}}${NBSP}»` },
    });
    const english = JSON.stringify({ nav: { language: 'Language:' }, odd: 'Why ?' });
    expect(localeDataWithTypography({ language: 'en', data: english })).toBe(english);
  });

  it('typesets a field that always holds French text', () => {
    const { resolve } = typesetFrenchExtension.extend();
    const context = { nodeModel: { findRootNodeAncestor: () => null } };
    expect(resolve({ fr: 'Caméras : flux' }, {}, context, { fieldName: 'fr' })).toBe(`Caméras${NBSP}: flux`);
  });

  it('typesets front matter only when its Mdx node is French', () => {
    const { resolve } = typesetInFrenchContentExtension.extend();
    const frontmatter = { title: 'Pourquoi ?', sidebarPosition: 3 };
    const inLanguage = (language: string) => ({
      nodeModel: {
        findRootNodeAncestor: (object: unknown, isWanted?: (node: never) => boolean) => {
          const mdx = { internal: { type: 'Mdx' }, fields: { language } };
          return object === frontmatter && isWanted?.(mdx as never) ? mdx : null;
        },
      },
    });
    expect(resolve(frontmatter, {}, inLanguage('fr'), { fieldName: 'title' })).toBe(`Pourquoi${NNBSP}?`);
    expect(resolve(frontmatter, {}, inLanguage('en'), { fieldName: 'title' })).toBe('Pourquoi ?');
    expect(resolve(frontmatter, {}, inLanguage('fr'), { fieldName: 'sidebarPosition' })).toBe(3);
    expect(resolve(frontmatter, {}, inLanguage('fr'), { fieldName: 'metaTitle' })).toBeUndefined();
  });
});

describe('French build settings', () => {
  it('typesets the French announcement and nothing else', () => {
    const environment = {
      GATSBY_ANNOUNCEMENT_FR: 'Foyer 5 est sorti : à vous !',
      GATSBY_ANNOUNCEMENT_EN: 'Foyer 5 : out',
    };
    typesetFrenchSettings(environment);
    expect(environment).toEqual({
      GATSBY_ANNOUNCEMENT_FR: `Foyer 5 est sorti${NBSP}: à vous${NNBSP}!`,
      GATSBY_ANNOUNCEMENT_EN: 'Foyer 5 : out',
    });
  });
});
