import path from 'node:path';
import { plusOffer } from '../config/offers';
import { site } from '../config/site';
import { formatPrice } from '../i18n/formatPrice';
import { runInNode, type NodeOutcome } from '../../gatsby/testing/runInNode';
import type { Language } from '../i18n/languages';
import type { MarkdownSource } from './mdxToMarkdown';

const SITE = path.join(__dirname, '..', '..');
const content = (file: string) => path.join(SITE, 'content', file);

/** The copy of each named case, made in one child process. */
function markdownOf<Name extends string>(cases: Record<Name, [MarkdownSource, Language]>) {
  const names = Object.keys(cases) as Name[];
  const outcomes = runInNode<string>(
    path.join(__dirname, 'testing', 'markdownOf.ts'),
    'markdownOf',
    Object.values(cases),
  );
  return Object.fromEntries(
    names.map((name, index) => [name, outcomes[index] ?? { error: 'no outcome' }]),
  ) as Record<Name, NodeOutcome<string>>;
}

const { admonition, tabs, prices, fences, frenchGuide, unknown, expression } = markdownOf({
  admonition: [
    {
      body: '<Admonition type="tip">\n\nKeep a **backup** of `/var/lib/foyer`.\n\n</Admonition>\n\n<Admonition type="warning" title="Before you update">\n\nStop the scenes first.\n\n</Admonition>',
      filePath: content('docs/en/installation/faq.mdx'),
      title: 'FAQ',
      description: 'Questions and answers.',
    },
    'en',
  ],
  tabs: [
    {
      body: '<Tabs label="Operating system">\n<TabItem value="macos" label="macOS">\n\nRun `brew install node`.\n\n</TabItem>\n<TabItem value="linux" label="Debian / Ubuntu">\n\nRun `sudo apt install nodejs`.\n\n</TabItem>\n</Tabs>',
      filePath: content('docs/en/dev/setup.mdx'),
      title: 'Set up',
    },
    'en',
  ],
  prices: [
    {
      body: 'Plus costs <Price of="monthly" /> a month after a <TrialDays />-day trial.',
      filePath: content('docs/fr/plus/intro.mdx'),
      title: 'Foyer Plus',
    },
    'fr',
  ],
  fences: [
    {
      body: 'See [the Docker guide](/docs/installation/docker/#update) or [Docker](https://docs.docker.com/).\n\n```yaml {2} title="docker-compose.yml" showLineNumbers\nservices:\n  foyer:\n```',
      filePath: content('docs/en/installation/docker-compose.mdx'),
      title: 'Compose',
    },
    'en',
  ],
  frenchGuide: [
    {
      body: 'Voici : trois « choses ».\n\n<Admonition type="note">\n\nUne note.\n\n</Admonition>',
      filePath: content('docs/fr/integrations/openai.mdx'),
      title: 'OpenAI',
    },
    'fr',
  ],
  unknown: [{ body: 'A <Unknown /> component.', filePath: content('docs/en/x/y.mdx'), title: 'Y' }, 'en'],
  expression: [{ body: 'Two and two make {2 + 2}.', filePath: content('docs/en/x/z.mdx'), title: 'Z' }, 'en'],
});

describe('the Markdown copy of a doc', () => {
  it('opens with the title as its only # heading and the description as a quote', () => {
    expect(admonition.value).toMatch(/^# FAQ\n\n> Questions and answers\.\n\n/);
    expect(admonition.value?.match(/^# /gm)).toHaveLength(1);
  });

  it('writes an admonition as a quote that opens with its title, the default one by its type', () => {
    expect(admonition.value).toContain('> **Tip:** Keep a **backup** of `/var/lib/foyer`.');
    expect(admonition.value).toContain('> **Before you update:** Stop the scenes first.');
    expect(admonition.value).not.toMatch(/<\/?Admonition/);
  });

  it('writes every tab, each under its label, so nothing a tab hides is lost', () => {
    expect(tabs.value).toContain('**Operating system: macOS**\n\nRun `brew install node`.');
    expect(tabs.value).toContain('**Operating system: Debian / Ubuntu**\n\nRun `sudo apt install nodejs`.');
    expect(tabs.value).not.toMatch(/<\/?Tab/);
  });

  it('writes prices and the trial length out, the page language’s way', () => {
    expect(prices.value).toContain(
      `Plus costs ${formatPrice(plusOffer.monthlyPrice, plusOffer.currency, 'fr')} a month after a ${plusOffer.trialDays}-day trial.`,
    );
  });

  it('keeps a fence’s language, puts its title above it and drops what only the page uses', () => {
    expect(fences.value).toContain('`docker-compose.yml`\n\n```yaml\nservices:\n  foyer:\n```');
    expect(fences.value).not.toContain('showLineNumbers');
  });

  it('makes internal links absolute and leaves external ones alone', () => {
    expect(fences.value).toContain(`[the Docker guide](${site.url}/docs/installation/docker/#update)`);
    expect(fences.value).toContain('[Docker](https://docs.docker.com/)');
  });

  it('opens an integration guide with where its data goes, and typesets French', () => {
    expect(frenchGuide.value).toMatch(/^# OpenAI\n\n\*\*Nécessite OpenAI\*\* /);
    expect(frenchGuide.value).toContain('Voici\u00a0: trois «\u00a0choses\u00a0».');
    expect(frenchGuide.value).toContain('> **Remarque\u00a0:** Une note.');
  });

  it('refuses a component or an expression it has no Markdown for, so no JSX is ever published', () => {
    expect(unknown.error).toMatch(/<Unknown> has no Markdown form/);
    expect(expression.error).toMatch(/mdxTextExpression.*has no Markdown form/);
  });
});
