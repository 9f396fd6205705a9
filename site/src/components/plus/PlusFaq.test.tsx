/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import englishPlus from '../../../locales/en/plus.json';
import frenchPlus from '../../../locales/fr/plus.json';
import { PlusFaq } from './PlusFaq';

async function renderIn(language: 'en' | 'fr') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    resources: { en: { plus: englishPlus }, fr: { plus: frenchPlus } },
    interpolation: { escapeValue: false },
    nsSeparator: false,
  });
  return render(
    <I18nextProvider i18n={instance}>
      <PlusFaq />
    </I18nextProvider>,
  );
}

/** Opens a question the way a visitor does and returns the text of its answer. */
async function answerTo(question: string): Promise<string> {
  const summary = screen.getByText(question, { selector: 'summary span' });
  await userEvent.click(summary);
  const details = summary.closest('details');
  expect(details).toHaveAttribute('open');
  return (details?.textContent ?? '').replace(/\s+/g, ' ');
}

describe('the Plus FAQ', () => {
  it.each([
    ['en', englishPlus.faq.refunds.question, /withdraw/, /14 days of subscribing/],
    ['fr', frenchPlus.faq.refunds.question, /rétracter/, /14 jours qui suivent votre abonnement/],
  ] as const)(
    'the refund answer states the 14-day right of withdrawal of the terms (%s)',
    async (language, question, withdrawal, period) => {
      await renderIn(language);
      const answer = await answerTo(question);
      expect(answer).toMatch(withdrawal);
      expect(answer).toMatch(period);
    },
  );

  it.each([
    [
      'en',
      englishPlus.faq.data.question,
      /gateway decrypts each request to the open API/,
      /Amazon or Google/,
    ],
    [
      'fr',
      frenchPlus.faq.data.question,
      /passerelle déchiffre chaque requête de l’API ouverte/,
      /Amazon ou Google/,
    ],
  ] as const)(
    'the data answer says what the gateway and the voice assistants can read (%s)',
    async (language, question, gateway, voice) => {
      await renderIn(language);
      const answer = await answerTo(question);
      expect(answer).toMatch(gateway);
      expect(answer).toMatch(voice);
    },
  );
});

describe('the Plus copy', () => {
  it.each([
    ['en', englishPlus],
    ['fr', frenchPlus],
  ] as const)('never promises that nothing at all can be read (%s)', (_language, copy) => {
    const text = JSON.stringify(copy);
    expect(text).not.toMatch(/we cannot read your data|nous ne pouvons pas lire vos données/);
  });
});
