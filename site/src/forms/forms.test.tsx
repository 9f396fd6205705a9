/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './ContactForm';
import { controlledFetch, httpAnswer, renderIn, serverHtmlIn } from './formsTestSupport';
import { NewsletterForm } from './NewsletterForm';
import { NewsletterTokenAction } from './NewsletterTokenAction';
import { PlusSignupForm } from './PlusSignupForm';
import { fetchAndSolve } from './proofOfWorkSolver';

/*
 * The solver (altcha-lib, loaded by a dynamic import) is replaced: it GETs the challenge
 * through the test's fetch, like the real one, and answers what the test decides.
 */
jest.mock('./proofOfWorkSolver', () => ({ fetchAndSolve: jest.fn() }));
const solver = fetchAndSolve as jest.MockedFunction<typeof fetchAndSolve>;

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  solver.mockReset();
  solver.mockImplementation(async (endpoint: string) => {
    await fetch(endpoint);
    return 'c29sdmVk';
  });
});

/** Each form: how to fill it validly in English, its button, and the values that must survive. */
const FORMS = [
  {
    name: 'contact',
    element: <ContactForm />,
    button: 'Send the message',
    fill: async () => {
      await userEvent.type(screen.getByLabelText(/Email address/), 'ines@foyer.example');
      await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'A long message');
    },
    kept: () => {
      expect(screen.getByLabelText(/Email address/)).toHaveValue('ines@foyer.example');
      expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('A long message');
    },
  },
  {
    name: 'newsletter',
    element: <NewsletterForm />,
    button: 'Subscribe',
    fill: async () => {
      await userEvent.type(screen.getByLabelText(/Email address/), 'ines@foyer.example');
      await userEvent.type(screen.getByLabelText(/First name/), 'Inès');
    },
    kept: () => {
      expect(screen.getByLabelText(/Email address/)).toHaveValue('ines@foyer.example');
      expect(screen.getByLabelText(/First name/)).toHaveValue('Inès');
    },
  },
  {
    name: 'Plus signup',
    element: <PlusSignupForm />,
    button: 'Start my free trial',
    fill: async () => {
      await userEvent.type(screen.getByLabelText(/Email address/), 'ines@foyer.example');
    },
    kept: () => expect(screen.getByLabelText(/Email address/)).toHaveValue('ines@foyer.example'),
  },
] as const;

describe.each(FORMS)('the $name form', ({ element, button, fill, kept }) => {
  it.each([
    ['a 403', httpAnswer(403, { status: 'forbidden' })],
    ['a 404', httpAnswer(404)],
    ['a 405', httpAnswer(405)],
    ['a 413', httpAnswer(413)],
    ['a 415', httpAnswer(415, { status: 'unsupported' })],
    ['a 409', httpAnswer(409)],
    ['a 500', httpAnswer(500)],
    ['a 503', httpAnswer(503)],
    ['no answer', new TypeError('Failed to fetch')],
  ])('shows the network-error wording on %s and keeps what was typed', async (_case, response) => {
    const { answer } = controlledFetch();
    await renderIn('en', element);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: button }));
    await answer(response);
    expect(await screen.findByText('Network error')).toBeInTheDocument();
    expect(screen.getByText(/contact the team on the forum or on social media/)).toBeInTheDocument();
    kept();
  });

  it('says when to try again on a 429 (Retry-After, rounded up to minutes) and keeps what was typed', async () => {
    const { answer } = controlledFetch();
    await renderIn('en', element);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: button }));
    await answer(httpAnswer(429, { status: 'limited', retryAfter: 90 }, { 'Retry-After': '90' }));
    expect(await screen.findByText(/Try again in 2 minutes\./)).toBeInTheDocument();
    kept();
  });

  it('sends the honeypot, the language and the solved challenge, fetched once on the first interaction', async () => {
    const { answer, posts, challengeRequests } = controlledFetch();
    await renderIn('en', element);
    expect(challengeRequests()).toBe(0);
    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveValue('');
    await fill();
    await waitFor(() => expect(challengeRequests()).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: button }));
    await answer(httpAnswer(202, { status: 'accepted' }));
    expect(challengeRequests()).toBe(1);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toMatchObject({
      email: 'ines@foyer.example',
      language: 'en',
      website: '',
      altcha: 'c29sdmVk',
    });
    // A success empties the form.
    await waitFor(() => expect(screen.getByLabelText(/Email address/)).toHaveValue(''));
  });
});

describe('the shared flow', () => {
  it('sends what a robot put in the honeypot as `website`', async () => {
    const { answer, posts } = controlledFetch();
    await renderIn('en', <PlusSignupForm />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'robot@spam.example');
    await userEvent.type(screen.getByLabelText('Leave this field empty'), 'https://spam.example');
    await userEvent.click(screen.getByRole('button', { name: 'Start my free trial' }));
    await answer(httpAnswer(202));
    expect(posts()[0]?.body.website).toBe('https://spam.example');
  });

  it('waits for a solution still being computed, in its submitting state, then sends it', async () => {
    let solved: (value: string) => void = () => undefined;
    solver.mockImplementation(() => new Promise((resolve) => (solved = resolve)));
    const { answer, posts } = controlledFetch();
    await renderIn('fr', <PlusSignupForm />);
    await userEvent.type(screen.getByLabelText(/Adresse email/), 'ines@foyer.example');
    await userEvent.click(screen.getByRole('button', { name: 'Commencer mon essai gratuit' }));
    expect(await screen.findByRole('button', { name: 'Inscription en cours...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(posts()).toHaveLength(0);
    act(() => solved('bGF0ZQ=='));
    await answer(httpAnswer(202));
    expect(posts()[0]?.body.altcha).toBe('bGF0ZQ==');
    expect(
      await screen.findByText('Vous allez recevoir un email pour activer votre compte.'),
    ).toBeInTheDocument();
  });

  it('sends without `altcha` when the challenge cannot be had', async () => {
    solver.mockResolvedValue(undefined);
    const { answer, posts } = controlledFetch();
    await renderIn('en', <PlusSignupForm />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'ines@foyer.example');
    await userEvent.click(screen.getByRole('button', { name: 'Start my free trial' }));
    await answer(httpAnswer(202));
    expect(posts()[0]?.body).not.toHaveProperty('altcha');
  });

  it('tries once more with a new challenge when only the proof of work is refused', async () => {
    const { answer, posts } = controlledFetch();
    await renderIn('en', <PlusSignupForm />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'ines@foyer.example');
    await userEvent.click(screen.getByRole('button', { name: 'Start my free trial' }));
    await answer(httpAnswer(422, { status: 'invalid', errors: { altcha: 'expired' } }));
    await answer(httpAnswer(202));
    expect(posts()).toHaveLength(2);
    expect(solver).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
  });

  it('says "Réessayez dans 1 minute" in French for a JSON retryAfter of 45 seconds', async () => {
    const { answer } = controlledFetch();
    await renderIn('fr', <PlusSignupForm />);
    await userEvent.type(screen.getByLabelText(/Adresse email/), 'ines@foyer.example');
    await userEvent.click(screen.getByRole('button', { name: 'Commencer mon essai gratuit' }));
    await answer(httpAnswer(429, { status: 'limited', retryAfter: 45 }));
    expect(await screen.findByText('Erreur réseau')).toBeInTheDocument();
    expect(screen.getByText(/Réessayez dans 1 minute\./)).toBeInTheDocument();
  });

  it('says "in a few minutes" when a 429 gives no delay', async () => {
    const { answer } = controlledFetch();
    await renderIn('en', <PlusSignupForm />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'ines@foyer.example');
    await userEvent.click(screen.getByRole('button', { name: 'Start my free trial' }));
    await answer(httpAnswer(429));
    expect(await screen.findByText(/Try again in a few minutes\./)).toBeInTheDocument();
  });
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
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    expect(screen.getByLabelText(/Adresse email/)).toHaveValue('pas-un-email');
  });

  it('goes through submitting ("Envoie en cours...") to success, ignoring a second submit', async () => {
    const { answer, posts } = controlledFetch();
    await renderIn('fr', <ContactForm />);
    await userEvent.type(screen.getByLabelText(/Adresse email/), 'ines@foyer.example');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const busy = await screen.findByRole('button', { name: 'Envoie en cours...' });
    await userEvent.click(busy);
    await answer(httpAnswer(202));
    expect(posts()).toHaveLength(1);
    expect(await screen.findByText('Message envoyé avec succès !')).toBeInTheDocument();
  });

  it("shows the receiver's field codes next to the fields, keeping what was typed", async () => {
    const { answer } = controlledFetch();
    await renderIn('en', <ContactForm />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'ines@foyer.example');
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send the message' }));
    await answer(httpAnswer(422, { status: 'invalid', errors: { email: 'invalid', message: 'too-long' } }));
    expect(await screen.findByText('The form is incomplete')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Shorten your message to 2000 characters at most.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Hello');
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
    const { posts } = controlledFetch();
    await renderIn('fr', <PlusSignupForm />);
    await userEvent.type(screen.getByLabelText(/Adresse email/), 'ines@');
    await userEvent.click(screen.getByRole('button', { name: 'Commencer mon essai gratuit' }));
    expect(await screen.findByText("Merci d'entrer un email valide.")).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it.each([
    [400, {}],
    [422, { status: 'invalid', errors: { email: 'invalid' } }],
  ])('treats a %i from the receiver as an invalid address', async (status, body) => {
    const { answer } = controlledFetch();
    await renderIn('en', <PlusSignupForm />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'ines@foyer.example');
    await userEvent.click(screen.getByRole('button', { name: 'Start my free trial' }));
    await answer(httpAnswer(status, body));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('ines@foyer.example');
  });
});

describe('NewsletterForm', () => {
  it('shows "Inscription..." then asks to confirm from the inbox, by first name', async () => {
    const { answer, posts } = controlledFetch();
    await renderIn('fr', <NewsletterForm />);
    await userEvent.type(screen.getByLabelText(/Adresse email/), 'ines@foyer.example');
    await userEvent.type(screen.getByLabelText(/Prénom/), 'Inès');
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByRole('button', { name: 'Inscription...' })).toBeInTheDocument();
    await answer(httpAnswer(202));
    expect(await screen.findByText('Vérifiez votre boîte de réception, Inès')).toBeInTheDocument();
    expect(screen.getByText(/ne commence qu’une fois ce lien ouvert/)).toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({
      email: 'ines@foyer.example',
      firstName: 'Inès',
      language: 'fr',
      website: '',
      altcha: 'c29sdmVk',
    });
  });

  it('says the signup failed and asks to check the email only when the address is refused', async () => {
    const { answer } = controlledFetch();
    await renderIn('en', <NewsletterForm />);
    await userEvent.type(screen.getByLabelText(/Email address/), 'ines@foyer.example');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await answer(httpAnswer(422, { status: 'invalid', errors: { email: 'invalid' } }));
    expect(await screen.findByText('The signup failed')).toBeInTheDocument();
    expect(screen.getByText(/Is your email address correct\?/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('ines@foyer.example');
  });

  it('shows the subscribers claim with the number written the French way', async () => {
    controlledFetch();
    await renderIn('fr', <NewsletterForm />);
    expect(screen.getByText(/Rejoignez plus de 3\s000 abonnés\./)).toBeInTheDocument();
  });
});

describe('NewsletterTokenAction', () => {
  function at(search: string) {
    window.history.replaceState(null, '', `/newsletter/confirm/${search}`);
  }

  it('does nothing on load, and confirms with its button', async () => {
    at('?token=abc123');
    const { answer, posts, fetchMock } = controlledFetch();
    await renderIn('fr', <NewsletterTokenAction action="confirm" />);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer mon inscription' }));
    await answer(httpAnswer(200, { status: 'confirmed' }));
    expect(posts()).toEqual([{ url: '/api/newsletter/confirm/', body: { token: 'abc123' } }]);
    expect(await screen.findByText('Votre inscription est confirmée')).toBeInTheDocument();
  });

  it.each([
    [
      httpAnswer(422, { status: 'invalid', errors: { token: 'invalid' } }),
      'This link is invalid or has expired',
    ],
    [httpAnswer(502), 'Network error'],
    [new TypeError('Failed to fetch'), 'Network error'],
  ])('reports an invalid link or a failure (%#)', async (response, title) => {
    at('?token=abc123');
    const { answer } = controlledFetch();
    await renderIn('en', <NewsletterTokenAction action="confirm" />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    await answer(response);
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it('unsubscribes with its button', async () => {
    at('?token=u-42');
    const { answer, posts } = controlledFetch();
    await renderIn('en', <NewsletterTokenAction action="unsubscribe" />);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await answer(httpAnswer(200, { status: 'unsubscribed' }));
    expect(posts()).toEqual([{ url: '/api/newsletter/unsubscribe/', body: { token: 'u-42' } }]);
    expect(await screen.findByText('You are unsubscribed')).toBeInTheDocument();
  });

  it('says so when the address has no token', async () => {
    at('');
    controlledFetch();
    await renderIn('en', <NewsletterTokenAction action="confirm" />);
    expect(await screen.findByText('This address has no confirmation code')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('NewsletterTokenAction before it has read the address', () => {
  it('renders both the "no code" message and the button, for the head script’s mark to pick one', async () => {
    const html = await serverHtmlIn('fr', <NewsletterTokenAction action="unsubscribe" />);
    expect(html).toContain('Cette adresse ne contient pas de code de désinscription');
    expect(html).toMatch(/<button[^>]*>Me désinscrire<\/button>/);
  });
});
