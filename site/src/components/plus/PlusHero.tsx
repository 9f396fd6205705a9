import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { externalLinks } from '../../config/externalLinks';
import { HeroIllustration } from './HeroIllustration';
import { HeartIcon, HouseIcon, LockIcon } from './PlusIcons';
import { usePlusPrices } from './usePlusPrices';
import * as styles from './PlusHero.css';

const PLEDGES: readonly { key: string; Icon: ComponentType<{ className?: string }> }[] = [
  { key: 'funding', Icon: HeartIcon },
  { key: 'local', Icon: HouseIcon },
  { key: 'privacy', Icon: LockIcon },
];

/** What Plus is, the page's h1, and the way to the signup form. */
export function PlusHero() {
  const { t } = useTranslation('plus');
  const { t: tPages } = useTranslation('pages');
  const prices = usePlusPrices();
  return (
    <header className={styles.hero}>
      <div className={styles.text}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 className={styles.title}>{tPages('plus.heading')}</h1>
        <p className={styles.lead}>{tPages('plus.intro')}</p>
        <div className={styles.actions}>
          <Link href="#signup" variant="primaryAction">
            {t('hero.cta', { days: prices.trialDays })}
          </Link>
          <Link href={externalLinks.plusLogin} variant="secondaryAction">
            {t('hero.login')}
          </Link>
        </div>
        <p className={styles.priceNote}>
          {t('hero.priceNote', { days: prices.trialDays, price: prices.monthly })}
        </p>
      </div>
      <HeroIllustration className={styles.illustration} />
      <ul className={styles.pledges} aria-label={t('hero.pledgesLabel')}>
        {PLEDGES.map(({ key, Icon }) => (
          <li key={key} className={styles.pledge}>
            <Icon className={styles.pledgeIcon} />
            <span>{t(`hero.pledges.${key}`)}</span>
          </li>
        ))}
      </ul>
    </header>
  );
}
