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
      <Button variant="ghost" size="sm" onPress={() => void copy()} className={styles.copy}>
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
