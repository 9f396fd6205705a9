import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { CheckIcon } from './PlusIcons';
import { PLUS_FEATURES } from './featureList';
import * as styles from './PlusPricing.css';

export interface PricingCardProps {
  name: string;
  /** Formatted amount, e.g. "€9.99". */
  amount: string;
  /** What the amount pays for: "a month", "for one year". */
  period: string;
  note: string;
  cta: string;
  /** A label such as "Promotional offer"; its card is highlighted. */
  badge?: string;
}

/** One way to pay for Plus: its price, what it includes and the way to the signup form. */
export function PricingCard({ name, amount, period, note, cta, badge }: PricingCardProps) {
  const { t } = useTranslation('plus');
  const includesId = useId();
  return (
    <article className={[styles.card, badge ? styles.featured : ''].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <h3 className={styles.name}>{name}</h3>
        {badge ? <p className={styles.badge}>{badge}</p> : null}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{amount}</span> <span className={styles.period}>{period}</span>
      </p>
      <p className={styles.note}>{note}</p>
      <p id={includesId} className={styles.includesLabel}>
        {t('pricing.includes')}
      </p>
      <ul className={styles.includes} aria-labelledby={includesId}>
        {PLUS_FEATURES.map(({ id }) => (
          <li key={id} className={styles.include}>
            <CheckIcon className={styles.check} />
            <span>{t(`features.${id}.title`)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.cta}>
        <Link href="#signup" variant={badge ? 'primaryAction' : 'secondaryAction'} className={styles.ctaLink}>
          {cta}
        </Link>
      </div>
    </article>
  );
}
