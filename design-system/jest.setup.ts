import '@testing-library/jest-dom';
import { toHaveNoViolations } from 'jest-axe';

expect.extend(toHaveNoViolations);

// React's warnings (invalid nesting, act(), keys) are bugs: fail the test that causes them.
const originalError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${String(args[0])}`);
  });
});

// jsdom has no matchMedia; components subscribe to it (breakpoints, reduced motion).
// Tests that need a match replace it; by default nothing matches.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
