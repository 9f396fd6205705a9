import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { docPath } from '../../config/routes';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import * as styles from './home.css';

/** The six feature cards; each key names its copy under `features.items` in home.json. */
const FEATURES = [
  { key: 'dashboards', path: docPath('dashboard', 'intro') },
  { key: 'scenes', path: docPath('scenes', 'intro') },
  { key: 'integrations', path: docPath('integrations', 'index') },
  { key: 'presence', path: docPath('scenes', 'user-presence') },
  { key: 'history', path: docPath('dashboard', 'chart') },
  { key: 'mobile', path: docPath('installation', 'phone') },
] as const;

/** "What Foyer does": one card per area of the product, each leading to its guide. */
export function HomeFeatures() {
  const { t } = useTranslation('home');
  const language = usePageLanguage();
  return (
    <section aria-labelledby="home-features-title" className={styles.section}>
      <h2 id="home-features-title" className={styles.sectionHeading}>
        {t('features.title')}
      </h2>
      <p className={styles.sectionIntro}>{t('features.intro')}</p>
      <ul className={styles.cardGrid}>
        {FEATURES.map(({ key, path }) => (
          <li key={key}>
            <div className={styles.card}>
              <h3 className={styles.cardTitle}>{t(`features.items.${key}.title`)}</h3>
              <p className={styles.cardText}>{t(`features.items.${key}.text`)}</p>
              <Link href={localizePath(path, language)} variant="standalone">
                {t(`features.items.${key}.link`)}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
