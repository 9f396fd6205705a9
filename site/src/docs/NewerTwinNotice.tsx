import { useTranslation } from 'react-i18next';
import type { NewerTwin } from './freshness';
import * as styles from './NewerTwinNotice.css';

/**
 * Near the top of a page whose twin in the other language changed after it: a sentence in
 * the page's language, then the twin's title, in the twin's language, as the link.
 */
export function NewerTwinNotice({ twin }: { twin: NewerTwin }) {
  const { t } = useTranslation('common');
  return (
    <p className={styles.notice} data-newer-twin={twin.language}>
      {t('docs.newerTwin.notice', { language: t(`docs.newerTwin.languages.${twin.language}`) })}{' '}
      <a href={twin.href} hrefLang={twin.language} lang={twin.language}>
        {twin.title}
      </a>
    </p>
  );
}
