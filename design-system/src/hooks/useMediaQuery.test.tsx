import { act, renderHook } from '@testing-library/react';
import { useMediaQuery } from './useMediaQuery';

function installMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn().mockImplementation((media: string) => ({
    get matches() {
      return matches;
    },
    media,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

it('follows the media query as the viewport changes', () => {
  const change = installMatchMedia(false);
  const { result } = renderHook(() => useMediaQuery('(min-width: 996px)'));
  expect(result.current).toBe(false);
  act(() => change(true));
  expect(result.current).toBe(true);
});
