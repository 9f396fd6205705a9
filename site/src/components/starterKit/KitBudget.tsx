import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { externalLinks } from '../../config/externalLinks';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import * as styles from './starterKit.css';

/** What the kit roughly costs, without prices, and where to buy it. */
export function KitBudget() {
  const { t } = useTranslation('starterKit');
  const language = usePageLanguage();
  return (
    <section aria-labelledby="starter-kit-budget" className={styles.section}>
      <h2 id="starter-kit-budget" className={styles.sectionHeading}>
        {t('budget.title')}
      </h2>
      <div className={styles.prose}>
        <p className={styles.paragraph}>{t('budget.noPrices')}</p>
        <p className={styles.paragraph}>{t('budget.spendLess')}</p>
        <p className={styles.paragraph}>{t('budget.software')}</p>
        <p className={styles.paragraph}>{t('budget.shop')}</p>
      </div>
      <div className={styles.actions}>
        <Link href={externalLinks.shop} rel="sponsored" variant="primaryAction">
          {t('budget.shopLink')}
        </Link>
        <Link href={localizePath('/plus/', language)} variant="secondaryAction">
          {t('budget.plusLink')}
        </Link>
      </div>
    </section>
  );
}
