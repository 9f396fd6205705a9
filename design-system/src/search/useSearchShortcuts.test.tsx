import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchShortcuts } from './useSearchShortcuts';

function Page({ open }: { open: () => void }) {
  useSearchShortcuts(open);
  return (
    <main>
      <button type="button">Somewhere</button>
      <label>
        Message <textarea />
      </label>
    </main>
  );
}

describe('useSearchShortcuts', () => {
  it('opens the search with Ctrl K and ⌘ K, and keeps the browser from acting on them', async () => {
    const open = jest.fn();
    render(<Page open={open} />);
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('{Meta>}K{/Meta}');
    expect(open).toHaveBeenCalledTimes(2);
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('opens it with Ctrl K even from a text field', async () => {
    const open = jest.fn();
    render(<Page open={open} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Message' }));
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens it with "/" outside text fields only, where "/" is typed as usual', async () => {
    const open = jest.fn();
    render(<Page open={open} />);
    screen.getByRole('button', { name: 'Somewhere' }).focus();
    await userEvent.keyboard('/');
    expect(open).toHaveBeenCalledTimes(1);

    const field = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.click(field);
    await userEvent.keyboard('a/b');
    expect(field).toHaveValue('a/b');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('leaves alone keys being composed and keys another handler took', () => {
    const open = jest.fn();
    render(<Page open={open} />);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true, isComposing: true });
    const taken = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    taken.preventDefault();
    document.body.dispatchEvent(taken);
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(open).not.toHaveBeenCalled();
  });

  it('stops listening once the page is gone', async () => {
    const open = jest.fn();
    const { unmount } = render(<Page open={open} />);
    unmount();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(open).not.toHaveBeenCalled();
  });
});
