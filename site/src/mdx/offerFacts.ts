import { plusOffer } from '../config/offers';
import { formatPrice } from '../i18n/formatPrice';
import type { Language } from '../i18n/languages';
import type { MdxTreeProps } from './mdxTree';

const AMOUNTS = { monthly: plusOffer.monthlyPrice, yearlyOffer: plusOffer.yearlyOfferPrice } as const;

/** Which Plus price `<Price of="…" />` names. */
export type PriceName = keyof typeof AMOUNTS;

/** A Plus price (config/offers.ts), written the page's way: "€4.99" / "4,99 €". */
export function priceText(of: PriceName, language: Language): string {
  return formatPrice(AMOUNTS[of], plusOffer.currency, language);
}

/** The length of the Plus free trial, in days. */
export function trialDaysText(): string {
  return String(plusOffer.trialDays);
}

function isPriceName(value: unknown): value is PriceName {
  return typeof value === 'string' && Object.keys(AMOUNTS).includes(value);
}

/**
 * What an MDX component that stands for an offer fact says, for readers of the text
 * rather than the page (search records); undefined for any other component.
 */
export function offerFactText(component: string, props: MdxTreeProps | null, language: Language) {
  if (component === 'TrialDays') return trialDaysText();
  if (component === 'Price' && isPriceName(props?.of)) return priceText(props.of, language);
  return undefined;
}
