import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { IMAGE_BREAKPOINTS } from './src/config/images';
import { site } from './src/config/site';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/i18n/languages';
import { languageFromPath, longFormPagePaths } from './src/i18n/languageFromPath';

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
      './gatsby-node.ts',
      './src/blog/writeFeeds.ts',
      './src/search/writeSearchRecords.ts',
      './src/build/publishBuiltSite.ts',
    ],
  },
  jsxRuntime: 'automatic',
  plugins: [
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
        // Docs, blog and long-form pages are created once per language by gatsby-node:
        // their language is the one in their address.
        pages: [
          languageFromPath('/docs/:slug*/'),
          languageFromPath('/blog/:slug*/'),
          languageFromPath('/forms/:slug/'),
          languageFromPath('/newsletter/:slug/'),
          ...longFormPagePaths(path.join(__dirname, 'content/pages')).map(languageFromPath),
        ],
      },
    },
  ],
};

export default config;
