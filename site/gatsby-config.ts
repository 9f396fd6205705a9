import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { IMAGE_BREAKPOINTS } from './src/config/images';
import { site } from './src/config/site';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/i18n/languages';

const source = (name: string, folder: string) => ({
  resolve: 'gatsby-source-filesystem',
  options: { name, path: path.join(__dirname, folder) },
});

const config: GatsbyConfig = {
  siteMetadata: { title: site.name, siteUrl: site.url },
  trailingSlash: 'always',
  // Query result types (Queries.*), written on every build and committed, so the type
  // checker sees them before any build; CI fails when a query changed without them.
  graphqlTypegen: {
    typesOutputPath: 'src/__generated__/gatsby-types.d.ts',
    generateOnBuild: true,
    // Besides the page and static queries under src: the build code's own queries.
    documentSearchPaths: [
      './gatsby/pages/contentQuery.ts',
      './src/blog/writeFeeds.ts',
      './src/search/writeSearchRecords.ts',
      './gatsby/publishBuiltSite.ts',
    ],
  },
  jsxRuntime: 'automatic',
  plugins: [
    {
      // The pages of src/pages are created by the site, once per language with their
      // language context (site/gatsby/pages/sitePages.ts), not by Gatsby and then rewritten
      // by the i18n plugin, which made every warm build re-run their queries.
      resolve: 'gatsby-plugin-page-creator',
      options: { path: path.join(__dirname, 'src/pages'), ignore: ['**/*'] },
    },
    'gatsby-plugin-vanilla-extract',
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        defaults: {
          formats: ['auto', 'webp'],
          placeholder: 'dominantColor',
          quality: 72,
          breakpoints: IMAGE_BREAKPOINTS,
        },
      },
    },
    'gatsby-transformer-sharp',
    source('docs', 'content/docs'),
    source('blog', 'content/blog'),
    source('pages', 'content/pages'),
    source('images', 'content/images'),
    source('locale', 'locales'),
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        // The plugin makes the Mdx nodes. Bodies and their headings are compiled once, by
        // compileMdxTree (the `bodyTree` and `headings` fields), not by the plugin.
      },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        siteUrl: site.url,
        trailingSlash: 'always',
        // The language stays the one in the address: no browser-language redirect.
        redirect: false,
        generateDefaultLanguagePage: false,
        i18nextOptions: {
          interpolation: { escapeValue: false },
          keySeparator: '.',
          nsSeparator: false,
          returnNull: false,
        },
        // Docs, posts, long-form and form pages are created per language by the site itself
        // (site/gatsby/pages/localizedPage.ts): the plugin only localizes src/pages.
      },
    },
  ],
};

export default config;
