import { useTranslation } from 'react-i18next';
import { FormMessage } from '@foyer/design-system';
import type { FlowState } from './useFormFlow';
import * as styles from './forms.css';

export interface OutcomeTexts {
  title: string;
  body: string;
}

/** Minutes to wait, rounded up, from the receiver's seconds. */
export function retryMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * The outcome under a form. Success and refused input speak in the form's own words;
 * every failure that is not the visitor's (no answer, 403, 404, 413, 429, 5xx) in the
 * spec's one network-error wording, a 429 with when to try again.
 */
export function FormOutcome({
  state,
  success,
  invalid,
}: {
  state: FlowState;
  success: OutcomeTexts;
  /** Shown when the input is refused; the field messages alone when unset. */
  invalid?: OutcomeTexts;
}) {
  const { t } = useTranslation('forms');
  let texts: OutcomeTexts | undefined;
  if (state.kind === 'success') texts = success;
  else if (state.kind === 'invalid') texts = invalid;
  else if (state.kind === 'failed') texts = { title: t('networkError.title'), body: t('networkError.body') };
  else if (state.kind === 'limited') {
    texts = {
      title: t('networkError.title'),
      body:
        state.retryAfter === undefined
          ? t('limited.later')
          : t('limited.retryIn', { count: retryMinutes(state.retryAfter) }),
    };
  }
  return (
    <FormMessage
      className={styles.outcome}
      tone={state.kind === 'success' ? 'success' : 'error'}
      title={texts?.title}
    >
      {texts ? <p>{texts.body}</p> : null}
    </FormMessage>
  );
}
