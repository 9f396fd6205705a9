import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmailField,
  Form,
  FormMessage,
  SubmitButton,
  TextArea,
  type FormErrors,
  type FormValues,
} from '@foyer/design-system';
import { services } from '../config/services';
import { formLimits } from '../config/offers';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { isValidEmail, normalizeEmail } from './emailAddress';
import { useFailureMessage } from './SubmissionFailure';
import { useSubmission } from './useSubmission';
import { PrivacyNote } from './PrivacyNote';
import * as styles from './forms.css';

/** Contact form (spec §5): a valid email and a non-empty message, sent as one JSON POST. */
export function ContactForm() {
  const { t } = useTranslation('forms');
  const language = usePageLanguage();
  const { state, isSubmitting, submit, reset } = useSubmission(services.forms.contact);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isIncomplete, setIsIncomplete] = useState(false);
  // A new key after a success gives the visitor an empty form for their next message.
  const [formKey, setFormKey] = useState(0);
  const failure = useFailureMessage(state);

  const handleSubmit = async (values: FormValues) => {
    const email = normalizeEmail(values.email ?? '');
    const message = values.message ?? '';
    const nextErrors: FormErrors = {
      email: isValidEmail(email) ? undefined : t('email.invalid'),
      message: message.trim() ? undefined : t('contact.messageMissing'),
    };
    setErrors(nextErrors);
    const incomplete = Boolean(nextErrors.email || nextErrors.message);
    setIsIncomplete(incomplete);
    if (incomplete) {
      reset();
      return;
    }
    if ((await submit({ email, message, language })) === 'success') setFormKey((key) => key + 1);
  };

  const rejected = state.kind === 'rejected' || isIncomplete;
  return (
    <>
      <Form
        key={formKey}
        aria-label={t('contact.label')}
        action={services.forms.contact}
        errors={errors}
        isSubmitting={isSubmitting}
        onSubmit={(values) => void handleSubmit(values)}
        className={styles.stack}
      >
        <EmailField name="email" label={t('email.label')} isRequired maxLength={formLimits.emailMaxLength} />
        <TextArea
          name="message"
          label={t('contact.messageLabel')}
          description={t('contact.messageDescription', { max: formLimits.messageMaxLength })}
          isRequired
          rows={8}
          maxLength={formLimits.messageMaxLength}
          counterThreshold={formLimits.messageMaxLength}
          counterLabel={(remaining) => t('contact.counter', { count: remaining })}
        />
        {/* Sent with the fields when the form posts before its script runs. */}
        <input type="hidden" name="language" value={language} />
        <PrivacyNote />
        <div>
          <SubmitButton
            label={t('contact.submit')}
            submittingLabel={t('contact.submitting')}
            isSubmitting={isSubmitting}
          />
        </div>
      </Form>
      <FormMessage
        className={styles.outcome}
        tone={state.kind === 'success' ? 'success' : 'error'}
        title={
          state.kind === 'success'
            ? t('contact.success')
            : rejected
              ? t('contact.incompleteTitle')
              : failure?.title
        }
      >
        {state.kind === 'success' ? (
          <p>{t('contact.successBody')}</p>
        ) : rejected ? (
          <p>{t('contact.incompleteBody')}</p>
        ) : failure ? (
          <p>{failure.body}</p>
        ) : null}
      </FormMessage>
    </>
  );
}
