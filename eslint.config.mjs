import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'site/public/**',
      'site/.cache/**',
      'storybook-static/**',
      'design-system/dist/**',
      'design-system/examples/*/dist/**',
      'site/.nginx/**',
      // Written by Gatsby's GraphQL typegen on every build.
      'site/src/__generated__/**',
      'design-system/vr/output/**',
      'forms-receiver/dist/**',
      'forms-receiver/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      // react-aria's FocusScope takes an autoFocus prop; only the DOM attribute is harmful.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}', 'site/gatsby-*.ts', 'site/e2e/**', 'scripts/**', 'forms-receiver/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', '**/jest.*.config.js', 'jest.babel.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Browser tests evaluate functions inside the page.
    files: [
      'design-system/vr/**',
      'design-system/storybook-docs/**',
      'site/e2e/**',
      'scripts/example-app/browserChecks.mjs',
      'scripts/example-app/germanCheck.mjs',
    ],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['design-system/**/*.{ts,tsx}', '.storybook/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The design system knows nothing of the site, Gatsby or i18n.
    files: ['design-system/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['gatsby', 'gatsby-*', 'i18next', 'react-i18next', '@foyer/site', '**/site/**'] },
      ],
    },
  },
  prettier,
);
