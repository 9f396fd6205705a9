import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, SubmitButton, TextArea, type FormValues } from '@foyer/design-system';
import { formLimits } from '../config/offers';
import { services } from '../config/services';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { isFeedbackAnswer, type FeedbackAnswer } from './feedbackRules';
import { FormOutcome, type OutcomeTexts } from './FormOutcome';
import { Honeypot } from './Honeypot';
import { PrivacyNote } from './PrivacyNote';
import { useFormFlow, type Validation } from './useFormFlow';
import * as styles from './forms.css';

export interface PageFeedbackProps {
  /** The doc's own address, as the site publishes it (`/fr/docs/installation/docker/`). */
  page: string;
}

const MAX = formLimits.feedbackCommentMaxLength;

/** The value of the button that submitted the form (`helpful=yes` or `no`), as a browser would post it. */
function submitterValue(event: FormEvent<HTMLFormElement>): string | undefined {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement ? submitter.value : undefined;
}

/**
 * "Was this page helpful?" at the end of a doc. Its server HTML is a plain form that
 * posts `page`, `language` and the pressed button's `helpful` to the forms receiver,
 * which answers a browser without JavaScript with its thank-you page. With JavaScript
 * the answer goes as JSON, then a comment may follow in a post of its own, carrying the
 * same page and answer and nothing that ties it to the first.
 */
export function PageFeedback({ page }: PageFeedbackProps) {
  const { t } = useTranslation('forms');
  const language = usePageLanguage();
  const titleId = useId();
  const commentField = useRef<HTMLTextAreaElement>(null);

  const answer = useFormFlow({
    endpoint: services.forms.feedback,
    validate: (values: FormValues): Validation =>
      isFeedbackAnswer(values.helpful) ? { fields: { page, helpful: values.helpful } } : { errors: {} },
    fieldMessage: () => undefined,
  });
  const helpful = answer.sentFields.helpful as FeedbackAnswer | undefined;
  const answered = answer.state.kind === 'success' && helpful !== undefined;

  const commentMissing = t('feedback.commentMissing');
  const comment = useFormFlow({
    endpoint: services.forms.feedback,
    validate: (values: FormValues): Validation => {
      const text = (values.comment ?? '').trim();
      return text && helpful
        ? { fields: { page, helpful, comment: text } }
        : { errors: { comment: commentMissing } };
    },
    fieldMessage: (field, code) => {
      if (field !== 'comment') return undefined;
      return code === 'too-long' ? t('feedback.commentTooLong', { max: MAX }) : commentMissing;
    },
  });
  const commented = comment.state.kind === 'success';

  // The buttons are gone once answered: focus goes on to what comes next, the comment.
  useEffect(() => {
    if (answered) commentField.current?.focus();
  }, [answered]);

  const busy = answer.state.kind === 'submitting';
  const onAnswer = (values: FormValues, event: FormEvent<HTMLFormElement>) =>
    answer.formProps.onSubmit({ ...values, helpful: submitterValue(event) ?? '' }, event);

  // One outcome under the widget: the comment's once it is on its way, else the answer's.
  const commentStarted = comment.state.kind !== 'idle';
  const outcome: { state: typeof answer.state; success: OutcomeTexts; invalid: OutcomeTexts | undefined } =
    commentStarted
      ? {
          state: comment.state,
          success: { title: t('feedback.commentThanksTitle'), body: t('feedback.commentThanksBody') },
          invalid: undefined,
        }
      : {
          state: answer.state,
          success: { title: t('feedback.thanksTitle'), body: t('feedback.thanksBody') },
          invalid: { title: t('feedback.refusedTitle'), body: t('feedback.refusedBody') },
        };

  return (
    <section aria-labelledby={titleId} className={styles.feedback}>
      <h2 id={titleId} className={styles.feedbackTitle}>
        {t('feedback.title')}
      </h2>
      {answered ? null : (
        <div {...answer.containerProps}>
          <Form key={answer.formKey} aria-labelledby={titleId} {...answer.formProps} onSubmit={onAnswer}>
            {/* What the browser posts itself when the script is not running. */}
            <input type="hidden" name="page" value={page} />
            <input type="hidden" name="language" value={language} />
            <Honeypot />
            <div className={styles.feedbackAnswers}>
              {(['yes', 'no'] as const).map((value) => (
                <Button
                  key={value}
                  // A plain button submits nothing on click or Enter while the answer is on its way.
                  type={busy ? 'button' : 'submit'}
                  aria-disabled={busy || undefined}
                  name="helpful"
                  value={value}
                  variant="secondary"
                >
                  {t(`feedback.${value}`)}
                </Button>
              ))}
            </div>
          </Form>
        </div>
      )}
      {answered && !commented ? (
        <div {...comment.containerProps}>
          <Form aria-label={t('feedback.commentForm')} {...comment.formProps}>
            <TextArea
              ref={commentField}
              name="comment"
              label={t(helpful === 'yes' ? 'feedback.commentLabelYes' : 'feedback.commentLabelNo')}
              description={t('feedback.commentDescription', { max: MAX })}
              rows={4}
              maxLength={MAX}
              counterThreshold={MAX}
              counterLabel={(remaining) => t('feedback.counter', { count: remaining })}
            />
            <Honeypot />
            <PrivacyNote />
            <div>
              <SubmitButton label={t('feedback.send')} submittingLabel={t('feedback.sending')} />
            </div>
          </Form>
        </div>
      ) : null}
      <FormOutcome state={outcome.state} success={outcome.success} invalid={outcome.invalid} />
    </section>
  );
}
