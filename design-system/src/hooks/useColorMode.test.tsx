import { act, renderHook } from '@testing-library/react';
import { COLOR_MODE_STORAGE_KEY } from '../theme/colorModeConstants';
import { useColorMode } from './useColorMode';

function mockMatchMedia(prefersLight: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: prefersLight && query.includes('light'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

afterEach(() => jest.restoreAllMocks());

describe('useColorMode', () => {
  it('is dark by default even when the system prefers light', () => {
    mockMatchMedia(true);
    const { result } = renderHook(() => useColorMode());
    expect(result.current.colorMode).toBe('dark');
  });

  it('toggles, writes the page attribute and stores the choice', () => {
    const { result } = renderHook(() => useColorMode());
    act(() => result.current.toggleColorMode());
    expect(result.current.colorMode).toBe('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('keeps every user of the hook in the same tab in step', () => {
    const first = renderHook(() => useColorMode());
    const second = renderHook(() => useColorMode());
    act(() => first.result.current.setColorMode('light'));
    expect(second.result.current.colorMode).toBe('light');
  });

  it('syncs from other tabs through the storage event, ignoring other keys', () => {
    const { result } = renderHook(() => useColorMode());
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'light' }));
    });
    expect(result.current.colorMode).toBe('dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: 'light' }));
    });
    expect(result.current.colorMode).toBe('light');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: null }));
    });
    expect(result.current.colorMode).toBe('dark');
  });

  it('still toggles, for this page, when storage throws', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { result } = renderHook(() => useColorMode());
    expect(result.current.colorMode).toBe('dark');
    act(() => result.current.toggleColorMode());
    expect(result.current.colorMode).toBe('light');
  });
});
