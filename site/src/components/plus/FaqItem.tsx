import type { ReactNode } from 'react';
import { ChevronDownIcon } from './PlusIcons';
import * as styles from './PlusFaq.css';

/** A question that opens on its answer: native details/summary, keyboard-ready without script. */
export function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className={styles.item}>
      <summary className={styles.summary}>
        <span>{question}</span>
        <ChevronDownIcon className={styles.chevron} />
      </summary>
      <div className={styles.answer}>{children}</div>
    </details>
  );
}
