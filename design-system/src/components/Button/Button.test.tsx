import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its text that reacts to mouse and keyboard', async () => {
    const onPress = jest.fn();
    render(<Button onPress={onPress}>Subscribe</Button>);
    const button = screen.getByRole('button', { name: 'Subscribe' });

    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');

    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('ignores presses while disabled', async () => {
    const onPress = jest.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('marks keyboard focus for the focus ring', async () => {
    render(<Button>Docs</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Docs' })).toHaveAttribute('data-focus-visible');
  });

  it('has no axe violations, icon-only included', async () => {
    const { container } = render(
      <>
        <Button variant="secondary">Read more</Button>
        <Button iconOnly aria-label="Close">
          <svg aria-hidden="true" width="16" height="16" />
        </Button>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
