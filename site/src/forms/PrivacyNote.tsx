import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { SITE_PRIVACY_PATH } from '../config/routes';
import { localizePath } from '../i18n/routing';
import { usePageLanguage } from '../i18n/usePageLanguage';
import * as styles from './forms.css';

/** Under each form: what happens to what the visitor sends, before they send it. */
export function PrivacyNote() {
  const { t } = useTranslation('forms');
  const language = usePageLanguage();
  return (
    <p className={styles.privacyNote}>
      {t('privacyNote.text')}{' '}
      <Link href={localizePath(SITE_PRIVACY_PATH, language)}>{t('privacyNote.link')}</Link>
    </p>
  );
}
