import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { AnnouncementBar } from './AnnouncementBar';
import { serverHtml } from '../private/serverHtml';
import {
  ANNOUNCEMENT_DISMISSED_ATTRIBUTE,
  ANNOUNCEMENT_STORAGE_KEY,
  announcementBarScript,
} from './announcementBarScript';

const release = 'Foyer 2.0 is out: Matter support and a new energy dashboard.';

function Bar({ id = 'release-2-0', children = release }: { id?: string; children?: ReactNode }) {
  return (
    <AnnouncementBar id={id} dismissLabel="Close the announcement">
      {children}
    </AnnouncementBar>
  );
}

function runScript(source: string) {
  // The script is shipped as a string for an inline <script>; run it the same way.
  new Function(source)();
}

function storageThrows() {
  const denied = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
});

afterEach(() => jest.restoreAllMocks());

describe('AnnouncementBar', () => {
  it('closes from the keyboard and remembers which announcement was closed', async () => {
    const user = userEvent.setup();
    render(<Bar />);
    expect(screen.getByText(release)).toBeVisible();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Close the announcement' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.queryByText(release)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY)).toBe('release-2-0');
    expect(document.documentElement).toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'release-2-0');
  });

  it('stays closed on the next visit, and a new announcement shows again', () => {
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, 'release-2-0');
    const { rerender } = render(<Bar />);
    expect(screen.queryByText(release)).not.toBeInTheDocument();

    rerender(<Bar id="release-2-1" />);
    expect(screen.getByRole('button', { name: 'Close the announcement' })).toBeVisible();
    expect(document.documentElement).not.toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  });

  it('is shown when storage throws, and still closes for this page', async () => {
    storageThrows();
    const user = userEvent.setup();
    render(<Bar />);
    await user.click(screen.getByRole('button', { name: 'Close the announcement' }));
    expect(screen.queryByText(release)).not.toBeInTheDocument();
  });

  it('is shown when there is no storage at all', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => undefined as unknown as Storage);
    render(<Bar />);
    expect(screen.getByText(release)).toBeVisible();
  });

  it('follows a dismissal made in another tab', () => {
    render(<Bar />);
    act(() => {
      window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, 'release-2-0');
      window.dispatchEvent(new StorageEvent('storage', { key: ANNOUNCEMENT_STORAGE_KEY }));
    });
    expect(screen.queryByText(release)).not.toBeInTheDocument();
  });

  // Hidden by its styles while <html> carries the dismissed mark, before any script: jsdom
  // ignores rules inside cascade layers, where the package's styles now are, so a real
  // browser checks it (site/e2e/announcement.e2e.ts, "never flashes once dismissed").

  it('hydrates the server HTML without mismatch, then leaves a dismissed bar out', async () => {
    const html = serverHtml(<Bar />);
    expect(html).toContain(release);
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, 'release-2-0');
    runScript(announcementBarScript('release-2-0'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, <Bar />);
    });
    expect(container).toBeEmptyDOMElement();
    expect(document.documentElement).toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'release-2-0');
    container.remove();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Bar id="release-2-0">
        {release} <a href="/blog/foyer-2-0/">Read the release notes</a>
      </Bar>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('announcementBarScript', () => {
  it('marks <html> when this announcement was dismissed', () => {
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, 'release-2-0');
    runScript(announcementBarScript('release-2-0'));
    expect(document.documentElement.getAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)).toBe('release-2-0');
  });

  it('leaves <html> alone for a new announcement or another key', () => {
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, 'release-2-0');
    runScript(announcementBarScript('release-2-1'));
    runScript(announcementBarScript('release-2-0', 'other-key'));
    expect(document.documentElement).not.toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  });

  it('honours a custom key', () => {
    window.localStorage.setItem('other-key', 'sale');
    runScript(announcementBarScript('sale', 'other-key'));
    expect(document.documentElement.getAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)).toBe('sale');
  });

  it('does nothing, without throwing, when storage throws', () => {
    storageThrows();
    expect(() => runScript(announcementBarScript('release-2-0'))).not.toThrow();
    expect(document.documentElement).not.toHaveAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  });

  it('cannot be broken out of by the id it embeds', () => {
    const id = '</script><script>alert(1)</script>';
    const source = announcementBarScript(id);
    expect(source).not.toContain('</script');
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, id);
    runScript(source);
    expect(document.documentElement.getAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)).toBe(id);
  });
});
