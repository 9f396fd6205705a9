/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import englishForms from '../../locales/en/forms.json';
import frenchForms from '../../locales/fr/forms.json';
import { ContactForm } from './ContactForm';
import { NewsletterForm } from './NewsletterForm';
import { PlusSignupForm } from './PlusSignupForm';

async function translations(language: 'en' | 'fr') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    resources: { en: { forms: englishForms }, fr: { forms: frenchForms } },
    interpolation: { escapeValue: false },
    nsSeparator: false,
  });
  return instance;
}

async function renderIn(language: 'en' | 'fr', form: ReactNode) {
  const instance = await translations(language);
  return render(<I18nextProvider i18n={instance}>{form}</I18nextProvider>);
}

/** jsdom has no fetch Response; the forms read only `ok` and `status`. */
function httpAnswer(status: number): Response {
  return { ok: status >= 200 && status < 300, status } as Response;
}

/** A fetch whose answer the test decides, once the request is under way. */
function controlledFetch() {
  let answer: (response: Response | Error) => void = () => undefined;
  const fetchMock = jest.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        answer = (response) => (response instanceof Error ? reject(response) : resolve(response));
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, answer: (response: Response | Error) => act(() => answer(response)) };
}

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

describe('ContactForm', () => {
  it('says the form is incomplete, in French, without sending anything', async () => {
    const { fetchMock } = controlledFetch();
    await renderIn('fr', <ContactForm />);
    await userEvent.type(screen.getByLabelText(/Adresse email/), 'pas-un-email');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Le formulaire est incomplet')).toBeInTheDocument();
    expect(
      screen.getByText('Avez-vous saisi une adresse email valide et écrit un message ?'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Adresse email/)).toHaveValue('pas-un-email');
  });

  it('goes through submitting ("Envoie en cours...") to success, ignoring a second submit', async () => {
    const { fetchMock, answer } = controlledFetch();
    await renderIn('fr', <ContactForm />);
    await userEvent.type(screen.getByLabelText(/Adresse email/), 'ines@foyer.example');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const busy = await screen.findByRole('button', { name: 'Envoie en cours...' });
    await userEvent.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await answer(httpAnswer(200));
    expect(await screen.findByText('Message envoyé avec succès !')).toBeInTheDocument();
  });

  it('shows "Erreur réseau" with the advice and keeps what was typed', async () => {
    const { answer } = controlledFetch();
    await renderIn('fr', <ContactForm />);
    await userEvent.type(screen.getByLabelText(/Adresse email/), 'ines@foyer.example');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Un long message');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await answer(new TypeError('Failed to fetch'));
    expect(await screen.findByText('Erreur réseau')).toBeInTheDocument();
    expect(screen.getByText(/contactez l’équipe via le forum ou les réseaux sociaux/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Un long message');
  });

  it('shows how many characters are left under the message', async () => {
    controlledFetch();
    await renderIn('en', <ContactForm />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    expect(screen.getByText('1995 characters left')).toBeInTheDocument();
  });
});

describe('PlusSignupForm', () => {
  it('refuses an invalid email with "Merci d\'entrer un email valide."', async () => {
    const { fetchMock } = controlledFetch();
    await renderIn('fr', <PlusSignupForm />);
    await userEvent.type(screen.getByLabelText(/Adresse email/), 'ines@');
    await userEvent.click(screen.getByRole('button', { name: 'Commencer mon essai gratuit' }));
    expect(await screen.findByText("Merci d'entrer un email valide.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Inscription en cours..." then the activation message', async () => {
    const { answer } = controlledFetch();
    await renderIn('fr', <PlusSignupForm />);
    await userEvent.type(screen.getByLabelText(/Adresse email/), ' ines@foyer.example ');
    await userEvent.click(screen.getByRole('button', { name: 'Commencer mon essai gratuit' }));
    // Disabled the accessible way: it keeps focus and stays announced.
    expect(await screen.findByRole('button', { name: 'Inscription en cours...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await answer(httpAnswer(204));
    expect(
      await screen.findByText('Vous allez recevoir un email pour activer votre compte.'),
    ).toBeInTheDocument();
  });

  it('treats a refusal from the server as an invalid address', async () => {
    const { answer } = controlledFetch();
    await renderIn('en', <PlusSignupForm />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'ines@foyer.example');
    await userEvent.click(screen.getByRole('button', { name: 'Start my free trial' }));
    await answer(httpAnswer(422));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
  });
});

describe('NewsletterForm', () => {
  it('shows "Inscription..." then thanks by first name', async () => {
    const { fetchMock, answer } = controlledFetch();
    await renderIn('fr', <NewsletterForm />);
    await userEvent.type(screen.getByLabelText(/Adresse email/), 'ines@foyer.example');
    await userEvent.type(screen.getByLabelText(/Prénom/), 'Inès');
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByRole('button', { name: 'Inscription...' })).toBeInTheDocument();
    await answer(httpAnswer(200));
    expect(await screen.findByText('Merci pour votre inscription, Inès !')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ines@foyer.example',
      firstName: 'Inès',
      language: 'fr',
    });
  });

  it('says the signup failed and asks to check the email, on a server error', async () => {
    const { answer } = controlledFetch();
    await renderIn('en', <NewsletterForm />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'ines@foyer.example');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await answer(httpAnswer(500));
    await waitFor(() => expect(screen.getByText('The signup failed')).toBeInTheDocument());
    expect(screen.getByText(/Is your email address correct\?/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('ines@foyer.example');
  });

  it('shows the subscribers claim with the number written the French way', async () => {
    controlledFetch();
    await renderIn('fr', <NewsletterForm />);
    expect(screen.getByText(/Rejoignez plus de 3\s000 abonnés\./)).toBeInTheDocument();
  });
});
