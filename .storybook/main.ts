import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import type { PropItem } from 'react-docgen-typescript';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// Storybook's default filter keeps a prop only when it is declared outside node_modules,
// which drops everything a component takes from react-aria (isDisabled, onPress,
// autoFocus, aria-label…) although those are public, documented props. The part of
// node_modules worth leaving out is @types/react: its HTML and DOM attributes (hundreds
// on a component that extends HTMLAttributes) and key/ref say nothing about a component.
// react-docgen-typescript gives file names relative to the working directory.
const REACT_TYPES = /(^|[\\/])node_modules[\\/]@types[\\/]react[\\/]/;

/** Keeps a prop unless every declaration of it is in @types/react (one redeclared with our own JSDoc stays). */
function docsPropFilter(prop: PropItem): boolean {
  const declarations = prop.declarations ?? (prop.parent ? [prop.parent] : []);
  return declarations.length === 0 || declarations.some(({ fileName }) => !REACT_TYPES.test(fileName));
}

const config: StorybookConfig = {
  stories: ['../design-system/src/**/*.mdx', '../design-system/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // This object replaces Storybook's defaults as a whole, so its options are restated.
    reactDocgenTypescriptOptions: {
      // The docgen plugin reads ./tsconfig.json by default, and documents only the files
      // that tsconfig includes: the root one holds .storybook alone, so every component was
      // skipped ("not included in the active TypeScript project") and the Docs tables only
      // listed what the stories set. The design system's own tsconfig includes its sources.
      tsconfigPath: fromHere('../design-system/tsconfig.json'),
      include: [fromHere('../design-system/src/**/*.tsx')],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      propFilter: docsPropFilter,
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
    }),
};

export default config;
