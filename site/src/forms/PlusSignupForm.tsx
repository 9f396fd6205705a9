import { useTranslation } from 'react-i18next';
import { EmailField, Form, SubmitButton, type FormValues } from '@foyer/design-system';
import { services } from '../config/services';
import { formLimits } from '../config/offers';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { isValidEmail, normalizeEmail } from './emailAddress';
import { FormOutcome } from './FormOutcome';
import { Honeypot } from './Honeypot';
import { PrivacyNote } from './PrivacyNote';
import { useFormFlow, type Validation } from './useFormFlow';

/** The paid signup of the Plus page (spec §5): a valid email starts the trial by mail. */
export function PlusSignupForm() {
  const { t } = useTranslation('forms');
  const language = usePageLanguage();
  const invalid = t('plusSignup.invalid');

  const validate = (values: FormValues): Validation => {
    const email = normalizeEmail(values.email ?? '');
    return isValidEmail(email) ? { fields: { email } } : { errors: { email: invalid } };
  };
  // The receiver refusing the address is the same mistake as a typo the browser missed.
  const fieldMessage = (field: string) => (field === 'email' ? invalid : undefined);
  const flow = useFormFlow({
    endpoint: services.forms.plusSignup,
    validate,
    fieldMessage,
    refusedErrors: { email: invalid },
  });

  return (
    <div {...flow.containerProps}>
      <Form key={flow.formKey} aria-label={t('plusSignup.label')} {...flow.formProps}>
        <EmailField
          name="email"
          label={t('email.label')}
          description={t('plusSignup.emailDescription')}
          isRequired
          maxLength={formLimits.emailMaxLength}
        />
        {/* Sent with the fields when the form posts before its script runs. */}
        <input type="hidden" name="language" value={language} />
        <Honeypot />
        <PrivacyNote />
        <div>
          <SubmitButton label={t('plusSignup.submit')} submittingLabel={t('plusSignup.submitting')} />
        </div>
      </Form>
      <FormOutcome
        state={flow.state}
        success={{ title: t('plusSignup.successTitle'), body: t('plusSignup.success') }}
      />
    </div>
  );
}
