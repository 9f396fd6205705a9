import { act, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import type * as ReactDOMServer from 'react-dom/server';
import { Counter } from './Counter';
import { easeOutValue } from './easeOut';

// The browser build of react-dom/server needs TextEncoder, which jsdom lacks; the Node build does not.
const { renderToString } = jest.requireActual<typeof ReactDOMServer>('react-dom/server.node');

const euros = { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 } as const;
/** Testing Library collapses the narrow no-break spaces French numbers use, so expectations do too. */
const formatted = (locale: string, value: number, format?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(locale, format).format(value).replace(/\s+/g, ' ');
const revenue = formatted('fr-FR', 12000, euros);
/** What assistive technologies read: aria-hidden text is skipped. */
const spoken = { ignore: '[aria-hidden="true"], script, style' };

/** The number a sighted visitor sees: the layer drawn over the invisible sizer, digits only. */
function shownNumber(container: HTMLElement): number {
  const layer = container.querySelector('[class*="layer"]:not([class*="sizer"])');
  return Number(layer?.textContent?.replace(/[^\d-]/g, '') || NaN);
}
const isCounting = (container: HTMLElement) => container.querySelector('[data-counting]') !== null;

let intersect: (isIntersecting: boolean) => void;
const disconnect = jest.fn();

class FakeIntersectionObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    intersect = (isIntersecting) => callback([{ isIntersecting }]);
  }
  observe = jest.fn();
  disconnect = disconnect;
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
  setReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.matchMedia = originalMatchMedia;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('easeOutValue', () => {
  it('starts at 0, ends on the target and rises fast then slowly', () => {
    expect(easeOutValue(1000, 0, 1500)).toBe(0);
    expect(easeOutValue(1000, 1500, 1500)).toBe(1000);
    expect(easeOutValue(1000, 9000, 1500)).toBe(1000);
    expect(easeOutValue(1000, 750, 1500)).toBeCloseTo(875);
    expect(easeOutValue(-40, 750, 1500)).toBeCloseTo(-35);
    expect(easeOutValue(1000, 100, 0)).toBe(1000);
  });
});

describe('Counter', () => {
  it('renders the final formatted value on the server, before any script runs', () => {
    const html = renderToString(
      <Counter value={12000} locale="fr-FR" format={euros} label="Revenu mensuel" />,
    );
    expect(html.replace(/\s+/g, ' ')).toContain(revenue);
    expect(html).toContain('Revenu mensuel');
  });

  it('counts up from 0 once in view, fast then slowly, while screen readers only get the final value', () => {
    const { container } = render(
      <Counter value={12000} locale="fr-FR" format={euros} label="Revenu mensuel" />,
    );
    expect(shownNumber(container)).toBe(12000);

    act(() => intersect(true));
    expect(disconnect).toHaveBeenCalled();
    expect(shownNumber(container)).toBe(0);
    expect(isCounting(container)).toBe(true);

    const frames: number[] = [];
    for (let elapsed = 100; elapsed <= 1400; elapsed += 100) {
      act(() => jest.advanceTimersByTime(100));
      frames.push(shownNumber(container));
      // What a screen reader reads stays the final value throughout.
      expect(screen.getAllByText(revenue, spoken)).toHaveLength(1);
    }
    expect(frames.every((value, index) => value > (frames[index - 1] ?? 0) && value < 12000)).toBe(true);
    // Ease-out: well past half the value at half the time.
    expect(frames[6]).toBeGreaterThan(12000 * 0.8);

    act(() => jest.advanceTimersByTime(200));
    expect(shownNumber(container)).toBe(12000);
    expect(isCounting(container)).toBe(false);
    expect(screen.getByText(revenue, spoken)).not.toHaveAttribute('aria-hidden');
  });

  it('waits until it is scrolled into view', () => {
    const { container } = render(<Counter value={42} locale="en-GB" label="Integrations" />);
    act(() => intersect(false));
    act(() => jest.advanceTimersByTime(100));
    expect(isCounting(container)).toBe(false);
    expect(shownNumber(container)).toBe(42);

    act(() => intersect(true));
    act(() => jest.advanceTimersByTime(100));
    expect(isCounting(container)).toBe(true);
    expect(shownNumber(container)).toBeLessThan(42);
  });

  it('just shows the value under reduced motion', () => {
    setReducedMotion(true);
    const { container } = render(<Counter value={1234} locale="en-GB" label="Homes" />);
    act(() => intersect(true));
    for (let elapsed = 0; elapsed < 300; elapsed += 20) {
      expect(isCounting(container)).toBe(false);
      expect(shownNumber(container)).toBe(1234);
      act(() => jest.advanceTimersByTime(20));
    }
    expect(screen.getByText('1,234', spoken)).not.toHaveAttribute('aria-hidden');
  });

  it('just shows the value without IntersectionObserver', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Counter value={1234} locale="fr-FR" label="Foyers" />);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText(formatted('fr-FR', 1234), spoken)).toBeVisible();
  });

  it('has no axe violations, at rest and while counting', async () => {
    // axe needs real timers; frames are held so the count stays mid-way while it checks.
    jest.useRealTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockReturnValue(1);
    const { container } = render(
      <Counter value={12000} locale="en-GB" format={{ ...euros, currency: 'GBP' }} label="Monthly revenue" />,
    );
    expect(await axe(container)).toHaveNoViolations();
    act(() => intersect(true));
    expect(await axe(container)).toHaveNoViolations();
  });
});
