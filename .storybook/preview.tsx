import type { Decorator, Preview } from '@storybook/react-vite';
import { DesignSystemProvider } from '../design-system/src/provider';
import { enLabels, frLabels } from '../design-system/src/labels';
import { COLOR_MODE_ATTRIBUTE, isColorMode } from '../design-system/src/theme';
import '../design-system/src/globalStyles';

/**
 * The theme lives on <html>, as on the site, so overlays portalled into <body>
 * are themed too. Dark is the default, as on the site.
 */
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = isColorMode(context.globals.theme) ? context.globals.theme : 'dark';
  const locale = context.globals.locale === 'fr' ? 'fr' : 'en';
  document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, theme);
  document.documentElement.lang = locale;
  return (
    <DesignSystemProvider
      locale={locale === 'fr' ? 'fr-FR' : 'en-US'}
      labels={locale === 'fr' ? frLabels : enLabels}
    >
      <Story />
    </DesignSystemProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale of the labels',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
    // The props' descriptions (JSDoc) are English whatever the locale toolbar puts on <html>.
    docs: { lang: 'en' },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          // Any other Foundations page goes before the stories that repeat the tables.
          ['Colours', 'Typography', 'Spacing', 'Radii', 'Breakpoints', 'Motion', '*', 'Tokens'],
          '*',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
