import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import * as styles from './PlusLegalLinks.css';

const DOCUMENTS = [
  { key: 'privacy', path: '/plus/privacy/' },
  { key: 'terms', path: '/plus/terms/' },
] as const;

/** The privacy policy and terms of service of Plus, in the page's language. */
export function PlusLegalLinks() {
  const { t } = useTranslation('plus');
  const language = usePageLanguage();
  return (
    <nav className={styles.nav} aria-label={t('legal.label')}>
      <ul className={styles.list}>
        {DOCUMENTS.map(({ key, path }) => (
          <li key={key}>
            <Link href={localizePath(path, language)} variant="standalone">
              {t(`legal.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
