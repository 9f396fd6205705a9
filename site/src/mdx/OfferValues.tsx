import { usePageLanguage } from '../i18n/usePageLanguage';
import { priceText, trialDaysText, type PriceName } from './offerFacts';

/** A Plus price in MDX (`<Price of="monthly" />`), from config/offers.ts, written the page's way. */
export function Price({ of }: { of: PriceName }) {
  return <>{priceText(of, usePageLanguage())}</>;
}

/** The length of the Plus free trial in days, in MDX: `<TrialDays />`. */
export function TrialDays() {
  return <>{trialDaysText()}</>;
}
