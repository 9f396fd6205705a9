import { useTranslation } from 'react-i18next';
import { Admonition, Link } from '@foyer/design-system';
import { localizePath } from '../../i18n/routing';
import { usePageLanguage } from '../../i18n/usePageLanguage';
import { MATTER_DOC } from './kitItems';
import * as styles from './starterKit.css';

/** Why the kit holds no Thread border router, and where Matter is documented. */
export function MatterNote() {
  const { t } = useTranslation('starterKit');
  const language = usePageLanguage();
  return (
    <Admonition type="note" title={t('matter.title')} className={styles.aside}>
      <p>{t('matter.wifi')}</p>
      <p>{t('matter.thread')}</p>
      <p>
        <Link href={localizePath(MATTER_DOC, language)} variant="standalone">
          {t('matter.link')}
        </Link>
      </p>
    </Admonition>
  );
}
