import { useTranslation } from 'react-i18next';
import { PricingCard } from './PricingCard';
import { usePlusPrices } from './usePlusPrices';
import * as section from './section.css';
import * as styles from './PlusPricing.css';

/** The monthly price and the promotional yearly offer, side by side on desktop. */
export function PlusPricing() {
  const { t } = useTranslation('plus');
  const prices = usePlusPrices();
  return (
    <section className={section.section} aria-labelledby="plus-pricing">
      <h2 id="plus-pricing" className={section.heading}>
        {t('pricing.heading')}
      </h2>
      <p className={section.intro}>{t('pricing.intro', { days: prices.trialDays })}</p>
      <div className={styles.cards}>
        <PricingCard
          name={t('pricing.monthly.name')}
          amount={prices.monthly}
          period={t('pricing.monthly.period')}
          note={t('pricing.monthly.note', { days: prices.trialDays })}
          cta={t('pricing.monthly.cta')}
        />
        <PricingCard
          name={t('pricing.yearly.name')}
          badge={t('pricing.yearly.badge')}
          amount={prices.yearly}
          period={t('pricing.yearly.period')}
          note={t('pricing.yearly.note', { months: prices.yearlyMonths, perMonth: prices.yearlyPerMonth })}
          cta={t('pricing.yearly.cta')}
        />
      </div>
    </section>
  );
}
