import { act, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Spinner } from './Spinner';

afterEach(() => jest.useRealTimers());

describe('Spinner', () => {
  it('shows nothing for the first 200 ms, then a status with its label', () => {
    jest.useFakeTimers();
    render(<Spinner label="Loading…" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows at once with no delay, the rotating mark hidden from screen readers', () => {
    render(<Spinner label="Chargement…" delayMs={0} size="lg" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Chargement…');
    expect(status.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('waits for a custom delay', () => {
    jest.useFakeTimers();
    render(<Spinner label="Loading…" delayMs={1000} />);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Spinner label="Loading…" delayMs={0} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
