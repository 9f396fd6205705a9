import { useTranslation } from 'react-i18next';
import { Counter } from '@foyer/design-system';
import { plusOffer } from '../config/offers';
import { LANGUAGE_TAGS } from '../i18n/languages';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { FIGURE_COUNTS, type ProjectFigures } from './figures';
import * as styles from '../components/open/open.css';

/** The five counters of /open/, counting up when first seen. */
export function ProjectCounters({ figures }: { figures: ProjectFigures }) {
  const { t } = useTranslation('pages');
  const language = usePageLanguage();
  return (
    <ul className={styles.counters}>
      {FIGURE_COUNTS.map((key) => (
        <li key={key} className={styles.counter}>
          <Counter
            value={figures[key]}
            locale={LANGUAGE_TAGS[language]}
            format={
              key === 'monthlyRecurringRevenue'
                ? { style: 'currency', currency: plusOffer.currency, maximumFractionDigits: 0 }
                : undefined
            }
            label={t(`open.${key}`)}
          />
        </li>
      ))}
    </ul>
  );
}
