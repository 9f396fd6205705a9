/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import path from 'node:path';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import liteI18next, { type InitOptions, type TFunction } from './i18next';
import * as liteReact from './react-i18next';

/** What the site uses of i18next and react-i18next, which both implementations provide. */
interface Implementation {
  i18next: {
    createInstance(): { init(options: InitOptions): unknown; t: TFunction; exists(key: string): boolean };
  };
  react: {
    I18nextProvider: ComponentType<{ i18n: never; children?: ReactNode }>;
    useTranslation(namespace: string): { t: TFunction };
    Trans: ComponentType<{
      t: TFunction;
      i18nKey: string;
      values: Record<string, string>;
      components: Record<string, ReactElement>;
    }>;
  };
}

// The real packages, by file path, past the moduleNameMapper that gives the site the lite ones.
const installed = (name: string, file: string) =>
  path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
// i18next's CommonJS build exports the instance itself.
const real: Implementation = {
  i18next: jest.requireActual<Implementation['i18next']>(installed('i18next', 'dist/cjs/i18next.js')),
  react: jest.requireActual<Implementation['react']>(installed('react-i18next', 'dist/commonjs/index.js')),
};
const lite: Implementation = { i18next: liteI18next, react: liteReact as unknown as Implementation['react'] };

// One suite, run on both: the lite version must behave as i18next does for what the site uses.
describe.each([
  ['the lite i18next', lite],
  ['i18next 22 and react-i18next 12', real],
])('%s', (_name, { i18next, react }) => {
  function instance(language: 'en' | 'fr') {
    const i18n = i18next.createInstance();
    void i18n.init({
      lng: language,
      fallbackLng: 'en',
      defaultNS: 'pages',
      fallbackNS: ['common'],
      interpolation: { escapeValue: false },
      initImmediate: false,
      resources: {
        en: {
          common: {
            greeting: 'Hello {{name}}',
            posts: { count_one: '{{count}} post', count_other: '{{count}} posts' },
          },
          pages: { title: 'Home', mail: 'Write to <mail>{{email}}</mail> or run <code>docker ps</code>.' },
        },
        fr: {
          common: {
            greeting: 'Bonjour {{name}}',
            posts: { count_one: '{{count}} article', count_other: '{{count}} articles' },
          },
          pages: { mail: 'Écrivez à <mail>{{email}}</mail> ou lancez <code>docker ps</code>.' },
        },
      },
    });
    return i18n;
  }

  it('finds strings by dotted key, in the default then the fallback namespaces', () => {
    const { t } = instance('en');
    expect(t('title')).toBe('Home');
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('greeting', { ns: 'common', name: 'Ada' })).toBe('Hello Ada');
    expect(instance('fr').t('greeting', { name: 'Ada' })).toBe('Bonjour Ada');
  });

  it('picks plural forms by the language’s rules: French says 0 and 1 in the singular', () => {
    expect(instance('en').t('posts.count', { ns: 'common', count: 0 })).toBe('0 posts');
    expect(instance('en').t('posts.count', { ns: 'common', count: 1 })).toBe('1 post');
    expect(instance('fr').t('posts.count', { ns: 'common', count: 0 })).toBe('0 article');
    expect(instance('fr').t('posts.count', { ns: 'common', count: 2 })).toBe('2 articles');
  });

  it('falls back to the fallback language, then to the default value, then to the key itself', () => {
    expect(instance('fr').t('title')).toBe('Home');
    expect(instance('fr').t('nothing.here', { defaultValue: 'Rien' })).toBe('Rien');
    expect(instance('fr').t('nothing.here')).toBe('nothing.here');
  });

  it('tells whether a key has a string, in any language or namespace t would search', () => {
    expect(instance('fr').exists('title')).toBe(true);
    expect(instance('fr').exists('posts.count_one')).toBe(true);
    expect(instance('fr').exists('nothing.here')).toBe(false);
  });

  it('escapes interpolated values unless told not to', () => {
    const i18n = i18next.createInstance();
    void i18n.init({ lng: 'en', initImmediate: false, resources: { en: { translation: { x: 'A {{v}}' } } } });
    expect(i18n.t('x', { v: '<b>' })).toBe('A &lt;b&gt;');
  });

  it('renders tags of a string as the given elements, with their translated content', () => {
    const { I18nextProvider, Trans, useTranslation } = react;
    function Sentence() {
      const { t } = useTranslation('pages');
      return (
        <p>
          <Trans
            t={t}
            i18nKey="mail"
            values={{ email: 'help@foyer.example' }}
            components={{ mail: <a href="mailto:help@foyer.example">help@foyer.example</a>, code: <code /> }}
          />
        </p>
      );
    }
    render(
      <I18nextProvider i18n={instance('fr') as never}>
        <Sentence />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'help@foyer.example' })).toHaveAttribute(
      'href',
      'mailto:help@foyer.example',
    );
    expect(screen.getByText('docker ps').tagName).toBe('CODE');
    expect(screen.getByText(/Écrivez à/)).toBeInTheDocument();
  });
});

describe('the lite i18next’s types', () => {
  it('reject the i18next options it does not implement, instead of ignoring them', () => {
    const { t } = liteI18next;
    // Each line is a type error (checked by `yarn typecheck`); at run time they read the key.
    // @ts-expect-error keyPrefix is not implemented
    expect(t('a', { keyPrefix: 'b' })).toBe('a');
    // @ts-expect-error returnObjects is not implemented
    expect(t('a', { returnObjects: true })).toBe('a');
    // @ts-expect-error context is not implemented
    expect(t('a', { context: 'male' })).toBe('a');
    // @ts-expect-error useTranslation takes a namespace only (no keyPrefix…)
    const withOptions: Parameters<typeof liteReact.useTranslation> = ['pages', { keyPrefix: 'x' }];
    expect(withOptions[0]).toBe('pages');
  });
});
