import optimizeLocales from '@react-aria/optimize-locales-plugin';
import type { GatsbyNode } from 'gatsby';
import { designSystemSourceAliases } from '../designSystemSource';
import { sitePath } from '../sitePaths';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage }) => {
  actions.setWebpackConfig({
    resolve: {
      // The few i18next features the site uses, instead of i18next and react-i18next
      // (17 KB gzip on every page); gatsby-plugin-react-i18next imports them too.
      alias: {
        // The workspace's design system is compiled from its TypeScript source.
        ...designSystemSourceAliases(),
        i18next$: sitePath('src/i18n/lite/i18next.ts'),
        'react-i18next$': sitePath('src/i18n/lite/react-i18next.tsx'),
        // Only its browser-language redirect uses it, and the site turns that off.
        'browser-lang$': sitePath('src/i18n/lite/browserLang.ts'),
        outdent$: sitePath('src/i18n/lite/outdent.ts'),
        // Partytown is used by Gatsby only under `gatsby develop`, gatsby-script by no page (see the stubs).
        ...(stage === 'build-javascript'
          ? {
              '@builder.io/partytown/integration$': sitePath('gatsby/partytownIntegrationStub.ts'),
              'gatsby-script$': sitePath('gatsby/gatsbyScriptStub.ts'),
            }
          : {}),
      },
    },
    // Only the English and French strings of react-aria ship.
    plugins: [optimizeLocales.webpack({ locales: ['en-US', 'fr-FR'] })],
  });
};
