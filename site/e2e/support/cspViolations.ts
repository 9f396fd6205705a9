import type { BrowserContext, ConsoleMessage } from 'playwright-core';

/**
 * Content-Security-Policy violations that Chromium reported in the console of any page the
 * current test opened. support/failOnCspViolation.ts fails the test when there is one.
 */
const reported: string[] = [];

export function isCspViolation(message: ConsoleMessage): boolean {
  return /Content Security Policy/i.test(message.text());
}

export function watchForCspViolations(context: BrowserContext): void {
  context.on('console', (message) => {
    if (isCspViolation(message)) reported.push(`${message.page()?.url() ?? '(no page)'}: ${message.text()}`);
  });
}

/** The violations reported since the last call, and forgets them. */
export function takeCspViolations(): string[] {
  return reported.splice(0, reported.length);
}
