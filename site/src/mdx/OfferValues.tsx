import { plusOffer } from '../config/offers';
import { formatPrice } from '../i18n/formatPrice';
import { usePageLanguage } from '../i18n/usePageLanguage';

const AMOUNTS = { monthly: plusOffer.monthlyPrice, yearlyOffer: plusOffer.yearlyOfferPrice } as const;

/** A Plus price in MDX (`<Price of="monthly" />`), from config/offers.ts, written the page's way. */
export function Price({ of }: { of: keyof typeof AMOUNTS }) {
  const language = usePageLanguage();
  return <>{formatPrice(AMOUNTS[of], plusOffer.currency, language)}</>;
}

/** The length of the Plus free trial in days, in MDX: `<TrialDays />`. */
export function TrialDays() {
  return <>{plusOffer.trialDays}</>;
}
