import { useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { useTranslation } from 'react-i18next';
import { Button } from '@foyer/design-system';
import { copyMarkdownOf } from './copyMarkdownOf';
import * as styles from './CopyPageAsMarkdown.css';

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * "Copy page as Markdown" and "View as Markdown" above a doc: the page's Markdown copy
 * (published beside it by the build) to the clipboard, for pasting into an assistant,
 * or opened as it is. The outcome is shown on the button and announced.
 */
export function CopyPageAsMarkdown({ markdownHref }: { markdownHref: string }) {
  const { t } = useTranslation('common');
  const [outcome, setOutcome] = useState<{ status: Outcome; attempt: number }>({
    status: 'idle',
    attempt: 0,
  });
  const label = {
    idle: t('docs.markdown.copy'),
    copied: t('docs.markdown.copied'),
    failed: t('docs.markdown.copyFailed'),
  }[outcome.status];

  const copy = async () => {
    let status: Outcome = 'copied';
    try {
      await copyMarkdownOf(markdownHref);
    } catch {
      status = 'failed';
    }
    setOutcome((current) => ({ status, attempt: current.attempt + 1 }));
  };

  return (
    <div className={styles.actions}>
      {/* Outlined, with an icon: above the title it must read as a button, not as text. */}
      <Button variant="secondary" size="sm" onPress={() => void copy()} className={styles.copy}>
        <CopyIcon />
        {label}
      </Button>
      {/* A file, not a page: the router must not handle it. */}
      <a href={markdownHref} className={styles.view} type="text/markdown">
        {t('docs.markdown.view')}
      </a>
      <VisuallyHidden elementType="div" aria-live="polite" aria-atomic="true">
        <span key={outcome.attempt}>{outcome.status === 'idle' ? '' : label}</span>
      </VisuallyHidden>
    </div>
  );
}

/** Two stacked sheets: the copy, drawn in the text's colour. */
function CopyIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect
        x="5.5"
        y="5.5"
        width="8"
        height="9"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
      <path
        d="M10.5 3.5V3A1.5 1.5 0 0 0 9 1.5H4A1.5 1.5 0 0 0 2.5 3v7A1.5 1.5 0 0 0 4 11.5h1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
    </svg>
  );
}
