import type { NewerTwin } from './freshness';
import * as styles from './NewerTwinNotice.css';

/**
 * Near the top of a page whose twin in the other language changed after it: a sentence in
 * the page's language (written at build time), then the twin's title, in its own language,
 * as the link.
 */
export function NewerTwinNotice({ twin }: { twin: NewerTwin }) {
  return (
    <p className={styles.notice} data-newer-twin={twin.language}>
      {twin.notice}{' '}
      <a href={twin.href} hrefLang={twin.language} lang={twin.language}>
        {twin.title}
      </a>
    </p>
  );
}
