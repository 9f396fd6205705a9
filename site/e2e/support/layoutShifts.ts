import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records, from the first byte of every page the context opens, each layout shift not
 * caused by the visitor (Chromium's `layout-shift` entries), as "value at time: what
 * moved", so a failing test names the elements that moved.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = window as unknown as { layoutShifts: string[] };
    record.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((source) =>
          source.node instanceof Element
            ? `<${source.node.tagName.toLowerCase()} class="${source.node.className}">`
            : String(source.node?.nodeName),
        );
        record.layoutShifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded on the page so far (recordLayoutShifts on its context first). */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}
