/**
 * What the forms' component tests share: the forms' strings in both languages, and a
 * fetch whose answers each test decides (jsdom has none).
 */
import type { ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import type * as ReactDOMServer from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import englishForms from '../../locales/en/forms.json';
import frenchForms from '../../locales/fr/forms.json';

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

export async function renderIn(language: 'en' | 'fr', form: ReactNode) {
  const instance = await translations(language);
  return render(<I18nextProvider i18n={instance}>{form}</I18nextProvider>);
}

/** The HTML the server writes for `form`, before any effect has run. */
export async function serverHtmlIn(language: 'en' | 'fr', form: ReactNode): Promise<string> {
  const instance = await translations(language);
  // The Node build: jsdom lacks the TextEncoder the browser build of react-dom/server needs.
  const { renderToString } = jest.requireActual<typeof ReactDOMServer>('react-dom/server.node');
  return renderToString(<I18nextProvider i18n={instance}>{form}</I18nextProvider>);
}

/** jsdom has no fetch Response: what postJson reads of one. */
export function httpAnswer(
  status: number,
  body: unknown = {},
  headers: Record<string, string> = {},
): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
    json: () => Promise.resolve(body),
  } as unknown as Response;
}

type Answer = Response | Error;

/** A fetch whose POST answers the test decides, once each request is under way. */
export function controlledFetch() {
  const waiting: ((response: Answer) => void)[] = [];
  const fetchMock = jest.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        if (!init?.method) {
          resolve(httpAnswer(200, { parameters: {} }));
          return;
        }
        waiting.push((response) => (response instanceof Error ? reject(response) : resolve(response)));
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  const posts = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) as Record<string, string> }));
  const challengeRequests = () => fetchMock.mock.calls.filter(([, init]) => !init?.method).length;
  return {
    fetchMock,
    posts,
    challengeRequests,
    answer: async (response: Answer) => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      await act(async () => waiting.shift()?.(response));
    },
  };
}
