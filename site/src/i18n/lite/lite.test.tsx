/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import i18next from './i18next';
import { I18nextProvider, Trans, useTranslation } from './react-i18next';

function instance(language: 'en' | 'fr') {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'pages',
    fallbackNS: ['common'],
    interpolation: { escapeValue: false },
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

describe('the small i18next', () => {
  it('finds strings by dotted key, in the default then the fallback namespaces', () => {
    const { t } = instance('en');
    expect(t('title')).toBe('Home');
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('greeting', { ns: 'common', name: 'Ada' })).toBe('Hello Ada');
  });

  it('picks plural forms by the language’s rules: French says 0 and 1 in the singular', () => {
    expect(instance('en').t('posts.count', { ns: 'common', count: 0 })).toBe('0 posts');
    expect(instance('en').t('posts.count', { ns: 'common', count: 1 })).toBe('1 post');
    expect(instance('fr').t('posts.count', { ns: 'common', count: 0 })).toBe('0 article');
    expect(instance('fr').t('posts.count', { ns: 'common', count: 2 })).toBe('2 articles');
  });

  it('falls back to the fallback language, then to the key itself', () => {
    expect(instance('fr').t('title')).toBe('Home');
    expect(instance('fr').t('nothing.here')).toBe('nothing.here');
  });

  it('escapes interpolated values unless told not to', () => {
    const i18n = i18next.createInstance({ lng: 'en', resources: { en: { translation: { x: 'A {{v}}' } } } });
    expect(i18n.t('x', { v: '<b>' })).toBe('A &lt;b&gt;');
  });
});

describe('the small react-i18next', () => {
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

  it('renders tags of a string as the given elements, with their translated content', () => {
    render(
      <I18nextProvider i18n={instance('fr')}>
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
