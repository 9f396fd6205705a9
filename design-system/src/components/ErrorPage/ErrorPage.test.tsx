import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ErrorPage } from './ErrorPage';
import { PageErrorBoundary } from './PageErrorBoundary';

const crash = { current: true };

function Dashboard() {
  if (crash.current) throw new Error('Cannot read properties of undefined (reading "rooms")');
  return <p>Living room: 21 °C</p>;
}

/** React logs errors its boundaries catch, and jsdom reports them as uncaught: expected here. */
function tolerateCaughtErrors() {
  jest.mocked(console.error).mockImplementation((...args: unknown[]) => {
    const text = String(args[0]);
    if (text.includes('reading "rooms"') || text.includes('The above error occurred')) return;
    throw new Error(`console.error was called: ${text}`);
  });
}

beforeEach(() => {
  crash.current = true;
});

describe('ErrorPage', () => {
  it('titles the page with an h1 that takes focus, and shows the message', () => {
    render(
      <ErrorPage
        title="Cette page a planté."
        message="Network request failed"
        retryLabel="Réessayer"
        onRetry={jest.fn()}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Cette page a planté.' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Network request failed')).toBeVisible();
  });

  it('calls onRetry from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<ErrorPage title="This page crashed." retryLabel="Try again" onRetry={onRetry} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('PageErrorBoundary', () => {
  it('shows the error page with the error message, and Try again renders the page again', async () => {
    tolerateCaughtErrors();
    const user = userEvent.setup();
    const onReset = jest.fn();
    render(
      <PageErrorBoundary title="This page crashed." retryLabel="Try again" onReset={onReset}>
        <Dashboard />
      </PageErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'This page crashed.' })).toHaveFocus();
    expect(screen.getByText('Cannot read properties of undefined (reading "rooms")')).toBeVisible();

    crash.current = false;
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Living room: 21 °C')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page crashed.' })).not.toBeInTheDocument();
    expect(onReset).toHaveBeenCalledWith(expect.objectContaining({ reason: 'imperative-api' }));
  });

  it('resets when a reset key changes, e.g. after navigating to another page', () => {
    tolerateCaughtErrors();
    const page = (path: string) => (
      <PageErrorBoundary title="This page crashed." retryLabel="Try again" resetKeys={[path]}>
        {path === '/dashboard/' ? <Dashboard /> : <p>Docs</p>}
      </PageErrorBoundary>
    );
    const { rerender } = render(page('/dashboard/'));
    expect(screen.getByRole('heading', { name: 'This page crashed.' })).toBeInTheDocument();
    rerender(page('/docs/'));
    expect(screen.getByText('Docs')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    tolerateCaughtErrors();
    const { container } = render(
      <PageErrorBoundary title="This page crashed." retryLabel="Try again">
        <Dashboard />
      </PageErrorBoundary>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
