import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { TextArea } from './TextArea';
import { COUNTER_ANNOUNCE_DELAY_MS } from './useCounterAnnouncement';

const counterLabel = (remaining: number) => `${remaining} characters left`;

afterEach(() => jest.useRealTimers());

describe('TextArea', () => {
  it('is a multi-line text box named by its label and described by its help text', async () => {
    render(<TextArea label="Message" name="message" description="Markdown is welcome." isRequired />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAccessibleDescription('Markdown is welcome.');
    await userEvent.type(textarea, 'Hello{Enter}Foyer');
    expect(textarea).toHaveValue('Hello\nFoyer');
  });

  it('shows the counter only near the limit, and stops input at the limit', async () => {
    render(
      <TextArea label="Message" maxLength={50} counterLabel={counterLabel} defaultValue={'a'.repeat(44)} />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();

    await userEvent.type(textarea, 'b');
    expect(screen.getByText('5 characters left')).toBeVisible();

    await userEvent.type(textarea, 'cdefghij');
    expect(textarea).toHaveValue(`${'a'.repeat(44)}bcdefg`);
    expect(screen.getByText('0 characters left')).toHaveAttribute('data-exhausted');
  });

  it('honours a custom threshold', async () => {
    render(
      <TextArea
        label="Message"
        maxLength={100}
        counterThreshold={30}
        counterLabel={(n) => `${n} caractères restants`}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'a'.repeat(69));
    expect(screen.queryByText(/restants/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'a');
    expect(screen.getByText('30 caractères restants')).toBeInTheDocument();
  });

  it('announces the count politely once typing pauses, not at every key', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <TextArea
        label="Message"
        maxLength={20}
        counterThreshold={5}
        counterLabel={counterLabel}
        defaultValue={'a'.repeat(15)}
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    const live = document.querySelector('[aria-live="polite"]');
    // Present from the start, with the count, which is also the field's description.
    expect(live).toHaveTextContent('5 characters left');
    expect(textarea).toHaveAccessibleDescription('5 characters left');

    await user.type(textarea, 'bc');
    expect(screen.getByText('3 characters left')).toBeVisible();
    expect(live).toHaveTextContent('5 characters left');

    act(() => jest.advanceTimersByTime(COUNTER_ANNOUNCE_DELAY_MS));
    expect(live).toHaveTextContent('3 characters left');
  });

  it('shows the error from its prop', () => {
    render(<TextArea label="Message" errorMessage="Write a message." />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Write a message.');
  });

  it('has no axe violations, counter shown', async () => {
    const { container } = render(
      <TextArea
        label="Message"
        description="Markdown is welcome."
        maxLength={20}
        counterLabel={counterLabel}
        defaultValue={'a'.repeat(20)}
      />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
