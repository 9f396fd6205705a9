import { useTranslation } from 'react-i18next';
import { site } from '../config/site';
import * as styles from './SiteFooter.css';

/** The page footer until the design system's Footer takes its place. */
export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <div className={styles.inner}>
        <p>{t('footer.copyright', { year: site.copyrightYear })}</p>
      </div>
    </footer>
  );
}
