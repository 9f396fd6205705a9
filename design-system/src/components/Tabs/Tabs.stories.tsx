import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CodeBlock } from '../CodeBlock';
import { codeBlockStoryLabels, composeSample, dockerRunSample } from '../private/codeBlockStorySamples';
import { localized, localizedArg } from '../private/storyLocale';
import { DesignSystemProvider } from '../../provider';
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
  // The tabs are samples, in the toolbar's locale.
  argTypes: { items: { control: false } },
  render: (args, { globals }) => (
    <div style={{ maxWidth: '46rem' }}>
      <Tabs
        {...args}
        label={localizedArg(globals, args.label, { en: 'Installation method', fr: 'Méthode d’installation' })}
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
  args: { label: 'Supported systems', defaultSelectedKey: 'arm' },
  render: (args, { globals }) => (
    <div style={{ maxWidth: '46rem' }}>
      <Tabs
        {...args}
        label={localizedArg(globals, args.label, { en: 'Supported systems', fr: 'Systèmes pris en charge' })}
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

function logItems(globals: Record<string, unknown>): TabItem[] {
  const follow = localized(globals, { en: 'Follow the log live:', fr: 'Suivre le journal en direct :' });
  return [
    {
      id: 'docker',
      title: 'Docker',
      content: (
        <p>
          {follow} <code>sudo docker logs -f foyer</code>
        </p>
      ),
    },
    {
      id: 'compose',
      title: 'Docker Compose',
      content: (
        <p>
          {follow} <code>sudo docker compose logs -f foyer</code>
        </p>
      ),
    },
  ];
}

/**
 * Tab sets with the same `groupId` share the reader's choice: picking Docker Compose in
 * one shows it in the other, and on every page, in every open tab and after a reload
 * (localStorage, under the provider's `tabChoices` key). An address can carry it too:
 * `?tabs=install-method:compose`. A set without the chosen tab keeps its default. With
 * `tabChoicesScript` in `<head>`, the choice shows from the first paint.
 */
export const RememberedChoice: Story = {
  // Two tab sets, each with its own name, sharing one group: one control could not name both.
  argTypes: { label: { control: false }, groupId: { control: false } },
  render: (args, { globals }) => (
    // A key of its own, so that choosing here leaves the other stories as they are.
    <DesignSystemProvider tabChoices={{ storageKey: 'storybook-tab-choices' }}>
      <div style={{ maxWidth: '46rem' }}>
        <Tabs
          {...args}
          label={localized(globals, { en: 'Installation method', fr: 'Méthode d’installation' })}
          groupId="install-method"
          items={installItems(globals)}
        />
        <Tabs
          {...args}
          label={localized(globals, { en: 'Reading the log', fr: 'Lire le journal' })}
          groupId="install-method"
          items={logItems(globals)}
        />
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [install, log] = canvas.getAllByRole('tablist');
    if (!install || !log) throw new Error('two tab lists expected');
    await userEvent.click(within(install).getByRole('tab', { name: 'Docker Compose' }));
    await expect(within(log).getByRole('tab', { name: 'Docker Compose' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(log).getByRole('tabpanel')).toHaveTextContent('docker compose logs');
  },
};
