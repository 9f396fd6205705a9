import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { DOCS_HOME } from '../../config/routes';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { HomeIllustration } from './HomeIllustration';
import { PAGE_TITLE_ID, PageTitle } from '../PageTitle';
import * as styles from './home.css';

/** The top of the home page: the tagline as the page's h1 and the two calls to action. */
export function HomeHero() {
  const { t } = useTranslation('home');
  const language = usePageLanguage();
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className={styles.hero}>
      <div>
        <PageTitle className={styles.heroTitle}>{t('hero.title')}</PageTitle>
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
