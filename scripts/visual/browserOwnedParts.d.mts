import type { Page } from 'playwright-core';

/** The style sheet a visual shot applies: leaves out what the browser build draws on its own. */
export declare const BROWSER_OWNED_PARTS_CSS: string;
/** Applies BROWSER_OWNED_PARTS_CSS through the DevTools protocol, which the page's CSP does not govern. */
export declare function leaveOutBrowserOwnedParts(page: Page): Promise<void>;
