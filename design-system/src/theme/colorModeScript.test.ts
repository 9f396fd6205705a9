import { COLOR_MODE_STORAGE_KEY } from './colorModeConstants';
import { colorModeScript } from './colorModeScript';

function runScript(source: string) {
  // The script is shipped as a string for an inline <script>; run it the same way.
  new Function(source)();
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

afterEach(() => jest.restoreAllMocks());

describe('colorModeScript', () => {
  it('applies dark when nothing is stored', () => {
    runScript(colorModeScript());
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('applies the stored light mode before any bundle runs', () => {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    runScript(colorModeScript());
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('ignores garbage and a custom key it was not given', () => {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'purple');
    window.localStorage.setItem('other-key', 'light');
    runScript(colorModeScript());
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    runScript(colorModeScript('other-key'));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('falls back to dark when storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => runScript(colorModeScript())).not.toThrow();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('applies the chosen default mode when nothing is stored', () => {
    runScript(colorModeScript({ storageKey: 'acme-mode', defaultMode: 'light' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    window.localStorage.setItem('acme-mode', 'dark');
    runScript(colorModeScript({ storageKey: 'acme-mode', defaultMode: 'light' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('follows the system only when asked, and a stored choice still wins', () => {
    const prefersLight = jest.fn().mockReturnValue({ matches: false, media: '(prefers-color-scheme: dark)' });
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: prefersLight });
    runScript(colorModeScript());
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    runScript(colorModeScript({ followSystem: true }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    runScript(colorModeScript({ followSystem: true }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('cannot be broken out of by a storage key', () => {
    const source = colorModeScript('</script><script>alert(1)</script>');
    expect(source).not.toContain('</script>');
    expect(() => runScript(source)).not.toThrow();
  });
});
