import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { ComponentType } from 'react';
import { LazyBoundary } from './LazyBoundary';
import { lazyWithRetry } from './lazyWithRetry';

const labels = { loading: 'Loading…', retry: 'Retry', errorTitle: 'This part of the page could not load.' };

interface GreetingProps {
  name: string;
}
type GreetingModule = { default: ComponentType<GreetingProps> };

function Greeting({ name }: GreetingProps) {
  return <p>Hello {name}</p>;
}

/** A loader that fails `failures` times, then loads. */
function flakyLoader(failures: number) {
  let calls = 0;
  return jest.fn(async (): Promise<GreetingModule> => {
    calls += 1;
    if (calls <= failures) throw new Error(`Loading chunk 42 failed (attempt ${calls}).`);
    return { default: Greeting };
  });
}

/** React logs errors its boundaries catch, and jsdom reports them as uncaught: expected here. */
function tolerateCaughtErrors() {
  jest.mocked(console.error).mockImplementation((...args: unknown[]) => {
    const text = String(args[0]);
    if (text.includes('Loading chunk 42 failed') || text.includes('The above error occurred')) return;
    throw new Error(`console.error was called: ${text}`);
  });
}

afterEach(() => jest.useRealTimers());

describe('LazyBoundary', () => {
  it('shows the failure with its message, and Retry loads the chunk again', async () => {
    tolerateCaughtErrors();
    const user = userEvent.setup();
    const load = flakyLoader(1);
    const LazyGreeting = lazyWithRetry(load);
    render(
      <LazyBoundary labels={labels}>
        <LazyGreeting name="Ada" />
      </LazyBoundary>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not load.');
    expect(alert).toHaveTextContent('Loading chunk 42 failed (attempt 1).');

    await user.tab();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to Retry when the chunk fails again', async () => {
    tolerateCaughtErrors();
    const user = userEvent.setup();
    const LazyGreeting = lazyWithRetry(flakyLoader(2));
    render(
      <LazyBoundary labels={labels}>
        <LazyGreeting name="Grace" />
      </LazyBoundary>,
    );

    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loading chunk 42 failed (attempt 2).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });

  it('shows nothing for the first 200 ms of loading, then the spinner', async () => {
    jest.useFakeTimers();
    const LazyGreeting = lazyWithRetry(() => new Promise<GreetingModule>(() => undefined));
    render(
      <LazyBoundary labels={labels}>
        <LazyGreeting name="Ada" />
      </LazyBoundary>,
    );

    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('renders the part once loaded, with its props', async () => {
    const LazyGreeting = lazyWithRetry(flakyLoader(0));
    render(
      <LazyBoundary labels={labels}>
        <LazyGreeting name="Linus" />
      </LazyBoundary>,
    );
    expect(await screen.findByText('Hello Linus')).toBeInTheDocument();
  });

  it('has no axe violations, loading and failed', async () => {
    tolerateCaughtErrors();
    const Pending = lazyWithRetry(() => new Promise<GreetingModule>(() => undefined));
    const Failing = lazyWithRetry(flakyLoader(1));
    const { container } = render(
      <>
        <LazyBoundary labels={labels} spinnerDelayMs={0}>
          <Pending name="Ada" />
        </LazyBoundary>
        <LazyBoundary labels={labels}>
          <Failing name="Ada" />
        </LazyBoundary>
      </>,
    );
    await screen.findByRole('alert');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await axe(container)).toHaveNoViolations();
  });
});
