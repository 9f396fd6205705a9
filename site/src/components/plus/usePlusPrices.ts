import { plusOffer } from '../../config/offers';
import { formatPrice } from '../../i18n/formatPrice';
import { usePageLanguage } from '../../i18n/usePageLanguage';

export interface PlusPrices {
  /** The monthly price, formatted for the page's language ("€9.99" / "9,99 €"). */
  monthly: string;
  /** The promotional price for a year. */
  yearly: string;
  /** The yearly offer spread over its months. */
  yearlyPerMonth: string;
  trialDays: number;
  yearlyMonths: number;
}

/** The Plus offer of config/offers.ts, ready to interpolate into the page's copy. */
export function usePlusPrices(): PlusPrices {
  const language = usePageLanguage();
  const format = (amount: number) => formatPrice(amount, plusOffer.currency, language);
  return {
    monthly: format(plusOffer.monthlyPrice),
    yearly: format(plusOffer.yearlyOfferPrice),
    yearlyPerMonth: format(plusOffer.yearlyOfferPrice / plusOffer.yearlyOfferMonths),
    trialDays: plusOffer.trialDays,
    yearlyMonths: plusOffer.yearlyOfferMonths,
  };
}
