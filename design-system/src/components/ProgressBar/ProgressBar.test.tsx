import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ProgressBar } from './ProgressBar';

const originalMatchMedia = window.matchMedia;

function emulateReducedMotion() {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

/** jsdom has no TransitionEvent, so the property that finished is set by hand. */
function endTransition(element: Element, propertyName: string) {
  const event = createEvent.transitionEnd(element);
  Object.defineProperty(event, 'propertyName', { value: propertyName });
  fireEvent(element, event);
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  jest.useRealTimers();
});

describe('ProgressBar', () => {
  it('is absent while idle', () => {
    render(<ProgressBar isLoading={false} label="Loading page" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a named, indeterminate progress bar while loading', async () => {
    const { container, rerender } = render(<ProgressBar isLoading={false} label="Chargement de la page" />);
    rerender(<ProgressBar isLoading label="Chargement de la page" />);
    const bar = screen.getByRole('progressbar', { name: 'Chargement de la page' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('completes, then disappears once loading ends', () => {
    jest.useFakeTimers();
    const { rerender } = render(<ProgressBar isLoading label="Loading page" />);
    rerender(<ProgressBar isLoading={false} label="Loading page" />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute(
      'data-state',
      'complete',
    );

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('leaves as soon as its fade has ended', () => {
    const { rerender } = render(<ProgressBar isLoading label="Loading page" />);
    rerender(<ProgressBar isLoading={false} label="Loading page" />);
    const indicator = screen.getByRole('progressbar').firstElementChild;
    if (!indicator) throw new Error('the bar has no indicator');

    endTransition(indicator, 'transform');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    endTransition(indicator, 'opacity');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('restarts when a new load begins while it is finishing', () => {
    jest.useFakeTimers();
    const { rerender } = render(<ProgressBar isLoading label="Loading page" />);
    rerender(<ProgressBar isLoading={false} label="Loading page" />);
    rerender(<ProgressBar isLoading label="Loading page" />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'loading');
  });

  it('skips the finishing animation when motion is reduced', async () => {
    emulateReducedMotion();
    const { container, rerender } = render(<ProgressBar isLoading label="Loading page" />);
    rerender(<ProgressBar isLoading={false} label="Loading page" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
