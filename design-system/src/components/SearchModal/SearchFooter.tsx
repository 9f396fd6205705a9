import * as styles from './SearchFooter.css';
import type { SearchModalLabels } from './types';

/** The keys that drive the dialog, under the results (hidden on phones). */
export function SearchFooter({ labels }: { labels: SearchModalLabels }) {
  return (
    <div className={styles.footer}>
      <ul className={styles.hints}>
        <li className={styles.hint}>
          <kbd className={styles.key}>{labels.enterKey}</kbd>
          <span>{labels.toSelect}</span>
        </li>
        <li className={styles.hint}>
          <kbd className={styles.key}>{labels.upKey}</kbd>
          <kbd className={styles.key}>{labels.downKey}</kbd>
          <span>{labels.toNavigate}</span>
        </li>
        <li className={styles.hint}>
          <kbd className={styles.key}>{labels.escapeKey}</kbd>
          <span>{labels.toClose}</span>
        </li>
      </ul>
    </div>
  );
}
