import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { localized, localizedArg } from '../private/storyLocale';
import { Dialog, type DialogProps } from './Dialog';

const text = {
  en: {
    open: 'Delete the scene',
    title: 'Delete “Evening”?',
    body: 'The scene stops running in every room. Its automations stay, without it.',
    cancel: 'Cancel',
    confirm: 'Delete',
  },
  fr: {
    open: 'Supprimer la scène',
    title: 'Supprimer «\u00a0Soirée\u00a0»\u202f?',
    body: 'La scène cesse de s’exécuter dans toutes les pièces. Ses automatisations restent, sans elle.',
    cancel: 'Annuler',
    confirm: 'Supprimer',
  },
};

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: { title: text.en.title, children: null, isOpen: false, onOpenChange: fn() },
  argTypes: {
    // The story opens and closes it through `isOpen` (its control follows), which wins over `defaultOpen`.
    defaultOpen: { control: false },
    // Sample content and actions, in the toolbar's locale.
    children: { control: false },
    footer: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog on react-aria `useDialog` and `useModalOverlay`: focus moves in and stays, returns to the opener on close; Escape and a press outside close it (`isKeyboardDismissDisabled`, `isDismissable={false}` to require an answer). Named by its `title`; the close button is the `dialog.close` label.',
      },
    },
  },
  render: function Render(args, { globals }) {
    const t = localized(globals, text);
    const [, updateArgs] = useArgs<DialogProps>();
    const setOpen = (isOpen: boolean) => {
      args.onOpenChange?.(isOpen);
      updateArgs({ isOpen });
    };
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {t.open}
        </Button>
        <Dialog
          {...args}
          isOpen={args.isOpen ?? false}
          onOpenChange={setOpen}
          title={localizedArg(globals, args.title, { en: text.en.title, fr: text.fr.title })}
          footer={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                {t.cancel}
              </Button>
              <Button onPress={close}>{t.confirm}</Button>
            </>
          )}
        >
          <p style={{ margin: 0 }}>{t.body}</p>
        </Dialog>
      </>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button that opens it. */
export const Closed: Story = {};

/** Open, with its close button and two actions. */
export const Open: Story = { args: { isOpen: true } };

/** A question to answer: no close button, Escape and outside presses ignored. */
export const Required: Story = {
  args: {
    isOpen: true,
    role: 'alertdialog',
    hasCloseButton: false,
    isDismissable: false,
    isKeyboardDismissDisabled: true,
    size: 'small',
  },
};

/** On a phone: the dialog keeps a margin around it. */
export const MobileOpen: Story = { args: { isOpen: true } };
