import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { externalLinks } from '../../config/externalLinks';
import { docPath } from '../../config/routes';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import * as styles from './home.css';

type PointLink = { to: string } | { href: string };

/** The privacy promises, in order; each key names its copy under `privacy.points` in home.json. */
const POINTS: { key: string; link?: PointLink }[] = [
  { key: 'atHome' },
  { key: 'offline' },
  { key: 'noAccount' },
  { key: 'noTelemetry', link: { to: '/open/' } },
  { key: 'openSource', link: { href: externalLinks.repository } },
  { key: 'plus', link: { to: docPath('plus', 'intro') } },
];

/** How Foyer treats the data of a home. */
export function HomePrivacy() {
  const { t } = useTranslation('home');
  const language = usePageLanguage();
  return (
    <section aria-labelledby="home-privacy-title" className={`${styles.section} ${styles.privacy}`}>
      <div className={styles.privacyAside}>
        <h2 id="home-privacy-title" className={styles.sectionHeading}>
          {t('privacy.title')}
        </h2>
        <p className={styles.sectionIntro}>{t('privacy.intro')}</p>
        <Link href={localizePath(docPath('installation', 'faq'), language)} variant="standalone">
          {t('privacy.faq')}
        </Link>
      </div>
      <ul className={styles.privacyList}>
        {POINTS.map(({ key, link }) => (
          <li key={key} className={styles.point}>
            <h3 className={styles.pointTitle}>{t(`privacy.points.${key}.title`)}</h3>
            <p className={styles.pointText}>{t(`privacy.points.${key}.text`)}</p>
            {link && 'to' in link ? (
              <Link href={localizePath(link.to, language)} variant="standalone" className={styles.pointLink}>
                {t(`privacy.points.${key}.link`)}
              </Link>
            ) : null}
            {link && 'href' in link ? (
              <Link href={link.href} variant="standalone" className={styles.pointLink}>
                {t(`privacy.points.${key}.link`)}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
