import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  codeBlockStoryLabels,
  composeChangeSample,
  composeSample,
  curlSample,
} from '../private/codeBlockStorySamples';
import { localized } from '../private/storyLocale';
import { annotateCodeLines, copyableCode } from './annotateCodeLines';
import { CodeBlock } from './CodeBlock';
import { codeLineLabelsEn } from './codeLines.labels';
import { codeLineLabelsFr } from './codeLines.labels.fr';

/** Replaces the clipboard for one story, so the outcome does not depend on the browser's permissions. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  // The own property shadows the browser's getter; deleting it brings the real one back.
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const meta = {
  title: 'Components/CodeBlock',
  component: CodeBlock,
  tags: ['autodocs'],
  args: { ...curlSample, labels: codeBlockStoryLabels.en },
  // The labels are the toolbar locale's.
  argTypes: { labels: { control: false } },
  render: (args, { globals }) => (
    <div style={{ maxWidth: '46rem' }}>
      <CodeBlock {...args} labels={localized(globals, codeBlockStoryLabels)} />
    </div>
  ),
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No title: the language names the block and shows in its header. */
export const Default: Story = {};

/** A file name above the code. */
export const WithTitle: Story = { args: { ...composeSample, title: 'compose.yaml' } };

/** Lines longer than the block scroll sideways; the block takes keyboard focus to scroll. */
export const LongLines: Story = {
  args: {
    language: 'bash',
    code: 'curl --silent --header "Accept: application/json" "http://foyer.local:8080/api/v1/devices?room=living-room&type=light&state=on&fields=name,brightness,colour"',
    html: '<span class="token function">curl</span> <span class="token parameter variable">--silent</span> <span class="token parameter variable">--header</span> <span class="token string">"Accept: application/json"</span> <span class="token string">"http://foyer.local:8080/api/v1/devices?room=living-room&amp;type=light&amp;state=on&amp;fields=name,brightness,colour"</span>',
  },
};

/**
 * Lines marked at build time with `annotateCodeLines` (`@foyer/design-system/code-lines`):
 * a highlighted line (8) with a bar, a removed line (3) and inserted lines (4, 9–12)
 * with a `−` or `+` sign, and line numbers. The signs and numbers are generated
 * content, never selected or copied; a screen reader hears a note before each marked
 * line ("Added line:"). The copy button copies the file as it should end up: no
 * signs, no numbers, the removed line left out (`copyableCode`).
 */
export const MarkedLines: Story = {
  args: {
    language: composeChangeSample.language,
    title: 'docker-compose.yml',
    code: copyableCode(composeChangeSample.code, composeChangeSample.marks),
    html: annotateCodeLines(composeChangeSample.html, {
      marks: composeChangeSample.marks,
      lineNumbers: true,
    }),
  },
  // The marked HTML is made again in the toolbar's locale (its line notes are read aloud).
  argTypes: { html: { control: false } },
  render: (args, { globals }) => (
    <div style={{ maxWidth: '46rem' }}>
      <CodeBlock
        {...args}
        // The notes follow the toolbar's locale, as a site writes them in the page's language.
        html={annotateCodeLines(composeChangeSample.html, {
          marks: composeChangeSample.marks,
          lineNumbers: true,
          labels: localized(globals, { en: codeLineLabelsEn, fr: codeLineLabelsFr }),
        })}
        labels={localized(globals, codeBlockStoryLabels)}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('group');
    const notes = [...block.querySelectorAll('[data-line-note]')].map((note) => note.textContent);
    await expect(notes).toHaveLength(7);
    await expect(notes[0]).toMatch(/^(Removed line:|Ligne supprimée\u00a0:) $/);
    // The code's own text is all there, in order, without signs or numbers.
    const text = [...block.querySelectorAll('[data-line]')]
      .map((line) => line.textContent?.replace(line.querySelector('[data-line-note]')?.textContent ?? '', ''))
      .join('\n');
    await expect(text).toBe(composeChangeSample.code);
  },
};

/** After a press on copy: the button says so until the next change (the delay is frozen here). */
export const AfterCopy: Story = {
  args: { ...composeSample, title: 'compose.yaml', feedbackDuration: Infinity },
  beforeEach: () => stubClipboard(fn(async () => undefined)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Copy code|Copier le code)$/ }));
    await expect(await canvas.findByRole('button', { name: /^(Copied|Copié)$/ })).toBeVisible();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(composeSample.code);
  },
};

/** The clipboard refused the copy (no permission, insecure page): the failure is shown and announced. */
export const CopyFailed: Story = {
  args: { feedbackDuration: Infinity },
  beforeEach: () => stubClipboard(fn(async () => Promise.reject(new Error('Clipboard access denied')))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(Copy code|Copier le code)$/ }));
    await expect(
      await canvas.findByRole('button', { name: /^(Copy failed|Échec de la copie)$/ }),
    ).toBeVisible();
  },
};
