import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmailField,
  Form,
  FormMessage,
  SubmitButton,
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

/** The paid signup of the Plus page (spec §5): a valid email starts the trial by mail. */
export function PlusSignupForm() {
  const { t } = useTranslation('forms');
  const language = usePageLanguage();
  const { state, isSubmitting, submit, reset } = useSubmission(services.forms.plusSignup);
  const [errors, setErrors] = useState<FormErrors>({});
  const failure = useFailureMessage(state);

  const handleSubmit = (values: FormValues) => {
    const email = normalizeEmail(values.email ?? '');
    if (!isValidEmail(email)) {
      setErrors({ email: t('plusSignup.invalid') });
      reset();
      return;
    }
    setErrors({});
    void submit({ email, language });
  };

  // The server refusing the address is the same mistake as a typo the browser missed.
  const fieldErrors: FormErrors = state.kind === 'rejected' ? { email: t('plusSignup.invalid') } : errors;
  return (
    <>
      <Form
        aria-label={t('plusSignup.label')}
        action={services.forms.plusSignup}
        errors={fieldErrors}
        isSubmitting={isSubmitting}
        onSubmit={handleSubmit}
        className={styles.stack}
      >
        <EmailField
          name="email"
          label={t('email.label')}
          description={t('plusSignup.emailDescription')}
          isRequired
          maxLength={formLimits.emailMaxLength}
        />
        {/* Sent with the fields when the form posts before its script runs. */}
        <input type="hidden" name="language" value={language} />
        <PrivacyNote />
        <div>
          <SubmitButton
            label={t('plusSignup.submit')}
            submittingLabel={t('plusSignup.submitting')}
            isSubmitting={isSubmitting}
          />
        </div>
      </Form>
      <FormMessage
        className={styles.outcome}
        tone={state.kind === 'success' ? 'success' : 'error'}
        title={state.kind === 'success' ? t('plusSignup.successTitle') : failure?.title}
      >
        {state.kind === 'success' ? <p>{t('plusSignup.success')}</p> : failure ? <p>{failure.body}</p> : null}
      </FormMessage>
    </>
  );
}
