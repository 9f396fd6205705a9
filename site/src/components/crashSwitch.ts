/**
 * Browser tests make a page crash on purpose by setting this property before the
 * page's scripts run (Playwright's `addInitScript`); no link or address can set it,
 * so visitors never reach it by accident.
 */
export const CRASH_SWITCH = '__foyerCrashForTests';

declare global {
  interface Window {
    [CRASH_SWITCH]?: string;
  }
}

/** Throws, while the test switch holds a message, to exercise the page error boundary. */
export function CrashSwitch() {
  const message = typeof window === 'undefined' ? undefined : window[CRASH_SWITCH];
  if (message) throw new Error(message);
  return null;
}
