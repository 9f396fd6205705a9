import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { frLabels } from '../../labels/fr';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

function Harness(props: Partial<DialogProps>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete the scene
      </button>
      <Dialog
        title="Delete this scene?"
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={(close) => <Button onPress={close}>Cancel</Button>}
        {...props}
      >
        <p>It will stop running in every room.</p>
        <a href="/scenes/">Scenes</a>
      </Dialog>
    </main>
  );
}

async function open() {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Delete the scene' });
  await user.click(opener);
  return { user, opener, dialog: await screen.findByRole('dialog', { name: 'Delete this scene?' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its title that takes focus', async () => {
    const { dialog } = await open();
    expect(within(dialog).getByRole('heading', { name: 'Delete this scene?' })).toBeInTheDocument();
    expect(dialog).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Delete the scene' })).not.toBeInTheDocument();
    expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
  });

  it('keeps Tab inside it', async () => {
    const { user, dialog } = await open();
    const stops: string[] = [];
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      stops.push(
        document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label') || '',
      );
    }
    expect(stops).toEqual(['Close', 'Scenes', 'Cancel', 'Close']);
  });

  it('closes with Escape, its close button, a footer action or a press outside, giving focus back', async () => {
    const { user, opener } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can require an answer: no close button, Escape and outside presses ignored', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        defaultOpen
        hasCloseButton={false}
        isDismissable={false}
        isKeyboardDismissDisabled
        role="alertdialog"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete the scene' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this scene?' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('opens by itself when uncontrolled with defaultOpen, with the provider’s close label', async () => {
    render(
      <DesignSystemProvider labels={frLabels}>
        <Dialog title="Réglages" defaultOpen>
          Contenu
        </Dialog>
      </DesignSystemProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Réglages' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
