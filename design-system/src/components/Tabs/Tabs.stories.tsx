import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CodeBlock } from '../CodeBlock';
import { codeBlockStoryLabels, composeSample, dockerRunSample } from '../private/codeBlockStorySamples';
import { localized } from '../private/storyLocale';
import { Tabs, type TabItem } from './Tabs';

function installItems(globals: Record<string, unknown>): TabItem[] {
  const labels = localized(globals, codeBlockStoryLabels);
  return [
    { id: 'docker', title: 'Docker', content: <CodeBlock {...dockerRunSample} labels={labels} /> },
    {
      id: 'compose',
      title: 'Docker Compose',
      content: <CodeBlock {...composeSample} title="compose.yaml" labels={labels} />,
    },
  ];
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { label: 'Installation method', items: [] },
  render: (args, { globals }) => (
    <div style={{ maxWidth: '46rem' }}>
      <Tabs
        {...args}
        label={localized(globals, { en: 'Installation method', fr: 'Méthode d’installation' })}
        items={installItems(globals)}
      />
    </div>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is selected by default. */
export const Default: Story = {};

/** The second tab, reached with the arrow key from the first (automatic activation). */
export const SecondTabByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Docker' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const compose = canvas.getByRole('tab', { name: 'Docker Compose' });
    await expect(compose).toHaveAttribute('aria-selected', 'true');
    await expect(compose).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Docker Compose' })).toBeVisible();
  },
};

/** Plain text panels: a panel without focusable content takes focus itself. */
export const TextPanels: Story = {
  render: (args, { globals }) => (
    <div style={{ maxWidth: '46rem' }}>
      <Tabs
        {...args}
        label={localized(globals, { en: 'Supported systems', fr: 'Systèmes pris en charge' })}
        defaultSelectedKey="arm"
        items={localized(globals, {
          en: [
            { id: 'x86', title: 'x86-64', content: <p>Any 64-bit PC or mini PC with 2 GB of memory.</p> },
            { id: 'arm', title: 'ARM64', content: <p>Raspberry Pi 4 or 5, and most ARM64 boards.</p> },
          ],
          fr: [
            {
              id: 'x86',
              title: 'x86-64',
              content: <p>Tout PC ou mini-PC 64 bits avec 2 Go de mémoire.</p>,
            },
            {
              id: 'arm',
              title: 'ARM64',
              content: <p>Raspberry Pi 4 ou 5, et la plupart des cartes ARM64.</p>,
            },
          ],
        })}
      />
    </div>
  ),
};
