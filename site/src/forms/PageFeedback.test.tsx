/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { controlledFetch, httpAnswer, renderIn } from './formsTestSupport';
import { PageFeedback } from './PageFeedback';
import { fetchAndSolve } from './proofOfWorkSolver';

jest.mock('./proofOfWorkSolver', () => ({ fetchAndSolve: jest.fn() }));
const solver = fetchAndSolve as jest.MockedFunction<typeof fetchAndSolve>;

beforeEach(() => {
  solver.mockReset();
  solver.mockImplementation(async (endpoint: string) => {
    await fetch(endpoint);
    return 'c29sdmVk';
  });
});

const DOC = '/fr/docs/installation/docker/';
const widget = () => screen.getByRole('region', { name: /helpful|utile/ });
const COMMENT = { name: /\((optional|facultatif)\)$/ };
const comment = () => screen.getByRole('textbox', COMMENT);

describe('PageFeedback', () => {
  it.each([
    ['en', '/docs/installation/docker/', 'Was this page helpful?', 'Yes', 'No'],
    ['fr', DOC, 'Cette page vous a-t-elle été utile ?', 'Oui', 'Non'],
  ] as const)(
    '(%s) is a form that posts by itself without JavaScript: page, language and the pressed button',
    async (language, page, title, yes, no) => {
      controlledFetch();
      await renderIn(language, <PageFeedback page={page} />);
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      const form = within(widget()).getByRole('form', { name: title });
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/api/feedback/');
      const hidden = Object.fromEntries(
        Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).map((input) => [
          input.name,
          input.value,
        ]),
      );
      expect(hidden).toEqual({ page, language });
      for (const [name, value] of [
        [yes, 'yes'],
        [no, 'no'],
      ]) {
        const button = within(form).getByRole('button', { name });
        expect(button).toHaveAttribute('type', 'submit');
        expect(button).toHaveAttribute('name', 'helpful');
        expect(button).toHaveAttribute('value', value);
      }
      // No comment field until an answer is in: a browser without JavaScript posts the answer alone.
      expect(screen.queryByRole('textbox', COMMENT)).not.toBeInTheDocument();
    },
  );

  it('sends "yes", thanks, then sends the comment as a post of its own and thanks again', async () => {
    const { answer, posts, challengeRequests } = controlledFetch();
    await renderIn('en', <PageFeedback page="/docs/installation/docker/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await answer(httpAnswer(202, { status: 'accepted' }));
    expect(await screen.findByText('Thank you for your answer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'What helped you? (optional)' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, '  The ports table.  ');
    expect(screen.getByText('980 characters left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the comment' }));
    await answer(httpAnswer(202, { status: 'accepted' }));
    expect(await screen.findByText('Thank you for your comment.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', COMMENT)).not.toBeInTheDocument();
    expect(posts().map((post) => post.body)).toEqual([
      { page: '/docs/installation/docker/', helpful: 'yes', language: 'en', website: '', altcha: 'c29sdmVk' },
      {
        page: '/docs/installation/docker/',
        helpful: 'yes',
        comment: 'The ports table.',
        language: 'en',
        website: '',
        altcha: 'c29sdmVk',
      },
    ]);
    // A proof of work serves once: one challenge for the answer, one for the comment.
    expect(challengeRequests()).toBe(2);
  });

  it('(fr) asks what was missing after "Non", and refuses an empty comment without sending it', async () => {
    const { answer, posts } = controlledFetch();
    await renderIn('fr', <PageFeedback page={DOC} />);
    await userEvent.click(screen.getByRole('button', { name: 'Non' }));
    await answer(httpAnswer(202));
    const field = await screen.findByRole('textbox', {
      name: 'Qu’est-ce qui manquait ou n’était pas clair ? (facultatif)',
    });
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le commentaire' }));
    expect(await screen.findByText(/Écrivez un commentaire avant de l’envoyer\./)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toMatchObject({ page: DOC, helpful: 'no', language: 'fr' });
  });

  it.each([
    [
      'a comment the receiver finds too long',
      httpAnswer(422, { status: 'invalid', errors: { comment: 'too-long' } }),
      'Shorten your comment to 1000 characters at most.',
    ],
    ['no answer', new TypeError('Failed to fetch'), 'Network error'],
    ['a 503', httpAnswer(503), 'Network error'],
    [
      'a 429',
      httpAnswer(429, { status: 'limited', retryAfter: 60 }, { 'Retry-After': '60' }),
      'Our server is receiving too many submissions right now. Try again in 1 minute.',
    ],
  ])('says so on %s and keeps the comment', async (_case, response, message) => {
    const { answer } = controlledFetch();
    await renderIn('en', <PageFeedback page="/docs/" />);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await answer(httpAnswer(202));
    await userEvent.type(await screen.findByRole('textbox', COMMENT), 'The page stops halfway.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the comment' }));
    await answer(response);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(comment()).toHaveValue('The page stops halfway.');
    expect(screen.getByRole('button', { name: 'Send the comment' })).toBeInTheDocument();
  });

  it('keeps the buttons and uses the network-error wording when the answer cannot be sent', async () => {
    const { answer, posts } = controlledFetch();
    await renderIn('en', <PageFeedback page="/docs/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await answer(new TypeError('Failed to fetch'));
    expect(await screen.findByText('Network error')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', COMMENT)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await answer(httpAnswer(202));
    expect(await screen.findByText('Thank you for your answer.')).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
  });

  it('sends one answer however often the buttons are pressed while it is on its way', async () => {
    const { answer, posts } = controlledFetch();
    await renderIn('en', <PageFeedback page="/docs/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-disabled'));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await answer(httpAnswer(202));
    await screen.findByText('Thank you for your answer.');
    expect(posts().map((post) => post.body.helpful)).toEqual(['yes']);
  });
});
