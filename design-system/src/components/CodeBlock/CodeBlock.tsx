import { useId } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../Button';
import * as styles from './CodeBlock.css';
import './codeTokens.css';
import './codeLines.css';
import { CopyIcon } from './CopyIcon';
import { useCopyToClipboard } from './useCopyToClipboard';

import { useLabels } from '../../labels/useLabels';
import { codeBlockLabelsEn as englishLabels } from './CodeBlock.labels';
import type { CodeBlockLabels } from './CodeBlock.labels';

export interface CodeBlockProps {
  /**
   * The code already highlighted by the site's build (Prism-style
   * `<span class="token keyword">` markup). It is inserted as is: it must come
   * from the build, never from user input. For highlighted, inserted or removed
   * lines and line numbers, pass it through `annotateCodeLines`
   * (`@foyer/design-system/code-lines`) at build time: the block styles the line
   * markup it writes and adds no code of its own.
   */
  html: string;
  /**
   * The text written to the clipboard: the code alone, without line numbers or
   * diff signs, and for a diff the lines as the file should end up (inserted lines
   * kept, removed ones left out: `copyableCode` gives it).
   */
  code: string;
  /** e.g. "yaml", "bash": the `language-*` class, and the name of the block without a title. */
  language?: string;
  /** Shown above the code and names the block, e.g. a file name. */
  title?: string;
  /**
   * Overrides the `codeBlock` labels of the provider.
   * @default the provider's codeBlock labels
   */
  labels?: Partial<CodeBlockLabels>;
  /**
   * How long the copy outcome stays on the button, in ms; `Infinity` keeps it.
   * @default 2000
   */
  feedbackDuration?: number;
  /** Extra class on the block's frame, for the host's layout (margins, width); the look itself comes from the theme. */
  className?: string;
}

/**
 * Highlighted code with a copy button; the outcome is shown on the button and announced.
 * Lines marked at build time (`annotateCodeLines`) are drawn with their background,
 * bar or `+`/`−` sign and read out with their note; line numbers sit in a gutter
 * that is never selected or copied.
 */
export function CodeBlock({
  html,
  code,
  language,
  title,
  labels: ownLabels,
  feedbackDuration = 2000,
  className,
}: CodeBlockProps) {
  const labels = useLabels('codeBlock', englishLabels, ownLabels);
  const titleId = useId();
  const { status, attempt, copy } = useCopyToClipboard(code, feedbackDuration);
  const buttonLabel = { idle: labels.copy, copied: labels.copied, failed: labels.copyFailed }[status];
  const caption = title ?? language;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        {caption ? (
          <span id={titleId} className={styles.caption}>
            {caption}
          </span>
        ) : null}
        <Button variant="ghost" size="sm" onPress={() => void copy()} className={styles.copyButton}>
          <CopyIcon status={status} className={styles.copyIcon} />
          {buttonLabel}
        </Button>
      </div>
      {/* Focusable so keyboard users can scroll long lines (axe: scrollable-region-focusable). */}
      <pre
        tabIndex={0}
        role={caption ? 'group' : undefined}
        aria-labelledby={caption ? titleId : undefined}
        className={styles.pre}
      >
        <code
          className={language ? `language-${language}` : undefined}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </pre>
      {/* Stays mounted so the first message is announced; a new key re-announces a repeated one. */}
      <VisuallyHidden elementType="div" aria-live="polite" aria-atomic="true">
        <span key={attempt}>{status === 'idle' ? '' : buttonLabel}</span>
      </VisuallyHidden>
    </div>
  );
}

export type { CodeBlockLabels } from './CodeBlock.labels';
