/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import englishCommon from '../../locales/en/common.json';
import frenchCommon from '../../locales/fr/common.json';
import type { Language } from '../i18n/languages';
import type { NewerTwin } from './freshness';
import { NewerTwinNotice } from './NewerTwinNotice';

async function renderNotice(language: Language, twin: NewerTwin) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    resources: { en: { common: englishCommon }, fr: { common: frenchCommon } },
    nsSeparator: false,
  });
  return render(
    <I18nextProvider i18n={instance}>
      <NewerTwinNotice twin={twin} />
    </I18nextProvider>,
  );
}

describe('NewerTwinNotice', () => {
  it('tells a French reader, in French, that the English page is newer, and links to it in English', async () => {
    const { container } = await renderNotice('fr', {
      href: '/docs/api/rest-api/',
      language: 'en',
      title: 'REST API',
    });
    // French typography: a no-break space before the colon.
    expect(container.textContent).toBe('La version anglaise de cette page est plus récente\u00a0: REST API');
    const link = screen.getByRole('link', { name: 'REST API' });
    expect(link).toHaveAttribute('href', '/docs/api/rest-api/');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('lang', 'en');
  });

  it('tells an English reader, in English, that the French page is newer, and links to it in French', async () => {
    const { container } = await renderNotice('en', {
      href: '/fr/docs/installation/docker/',
      language: 'fr',
      title: 'Installer avec Docker',
    });
    expect(container).toHaveTextContent(
      'The French version of this page is more recent: Installer avec Docker',
    );
    const link = screen.getByRole('link', { name: 'Installer avec Docker' });
    expect(link).toHaveAttribute('href', '/fr/docs/installation/docker/');
    expect(link).toHaveAttribute('hreflang', 'fr');
    expect(link).toHaveAttribute('lang', 'fr');
  });
});
