import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { DOCS_HOME } from '../../config/routes';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { HomeIllustration } from './HomeIllustration';
import * as styles from './home.css';

/** The top of the home page: the tagline as the page's h1 and the two calls to action. */
export function HomeHero() {
  const { t } = useTranslation('home');
  const language = usePageLanguage();
  return (
    <section aria-labelledby="home-hero-title" className={styles.hero}>
      <div>
        <h1 id="home-hero-title" className={styles.heroTitle}>
          {t('hero.title')}
        </h1>
        <p className={styles.heroLead}>{t('hero.lead')}</p>
        <p className={styles.heroFree}>{t('hero.free')}</p>
        <div className={styles.actions}>
          <Link href={localizePath(DOCS_HOME, language)} variant="primaryAction">
            {t('hero.install')}
          </Link>
          <Link href={localizePath('/plus/', language)} variant="secondaryAction">
            {t('hero.plus')}
          </Link>
        </div>
      </div>
      <div className={styles.heroArt}>
        <HomeIllustration />
      </div>
    </section>
  );
}
