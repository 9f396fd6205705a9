import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria';
import { COLOR_MODE_ATTRIBUTE, isColorMode } from '../design-system/src/theme';

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
    <I18nProvider locale={locale === 'fr' ? 'fr-FR' : 'en-US'}>
      <Story />
    </I18nProvider>
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
  },
  tags: ['autodocs'],
};

export default preview;
