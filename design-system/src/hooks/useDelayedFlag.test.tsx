import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { useDelayedFlag } from './useDelayedFlag';

/** A page whose slow action shows a notice only when it lasts. */
function SlowAction() {
  const [busy, setBusy] = useState(false);
  const showNotice = useDelayedFlag(busy, 200);
  return (
    <>
      <button type="button" onClick={() => setBusy((value) => !value)}>
        {busy ? 'Finish' : 'Start'}
      </button>
      {showNotice ? <p>Still working</p> : null}
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDelayedFlag', () => {
  it('turns true only once the activity has lasted the delay, and false at once when it ends', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<SlowAction />);

    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByText('Still working')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Still working')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(screen.queryByText('Still working')).not.toBeInTheDocument();
  });

  it('stays false when the activity ends before the delay, and restarts the wait next time', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<SlowAction />);
    await user.tab();

    await user.keyboard('{Enter}');
    act(() => jest.advanceTimersByTime(150));
    await user.keyboard('{Enter}');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Still working')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    act(() => jest.advanceTimersByTime(150));
    expect(screen.queryByText('Still working')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByText('Still working')).toBeInTheDocument();
  });

  it('has no axe violations while the notice shows', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { container } = render(<SlowAction />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    act(() => jest.advanceTimersByTime(200));
    jest.useRealTimers();
    expect(await axe(container)).toHaveNoViolations();
  });
});
