import { useTranslation } from 'react-i18next';
import { EmailField, Form, SubmitButton, TextArea, type FormValues } from '@foyer/design-system';
import { services } from '../config/services';
import { formLimits } from '../config/offers';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { isValidEmail, normalizeEmail } from './emailAddress';
import { FormOutcome } from './FormOutcome';
import { Honeypot } from './Honeypot';
import { PrivacyNote } from './PrivacyNote';
import { useFormFlow, type Validation } from './useFormFlow';

/** Contact form (spec §5): a valid email and a non-empty message, sent as one JSON POST. */
export function ContactForm() {
  const { t } = useTranslation('forms');
  const language = usePageLanguage();

  const validate = (values: FormValues): Validation => {
    const email = normalizeEmail(values.email ?? '');
    const message = values.message ?? '';
    const errors = {
      email: isValidEmail(email) ? undefined : t('email.invalid'),
      message: message.trim() ? undefined : t('contact.messageMissing'),
    };
    return errors.email || errors.message ? { errors } : { fields: { email, message } };
  };
  const fieldMessage = (field: string, code: string) => {
    if (field === 'email') return t('email.invalid');
    if (field === 'message') {
      return code === 'too-long'
        ? t('contact.messageTooLong', { max: formLimits.messageMaxLength })
        : t('contact.messageMissing');
    }
    return undefined;
  };
  const flow = useFormFlow({ endpoint: services.forms.contact, validate, fieldMessage });

  return (
    <div {...flow.containerProps}>
      <Form key={flow.formKey} aria-label={t('contact.label')} {...flow.formProps}>
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
        <Honeypot />
        <PrivacyNote />
        <div>
          <SubmitButton label={t('contact.submit')} submittingLabel={t('contact.submitting')} />
        </div>
      </Form>
      <FormOutcome
        state={flow.state}
        success={{ title: t('contact.success'), body: t('contact.successBody') }}
        invalid={{ title: t('contact.incompleteTitle'), body: t('contact.incompleteBody') }}
      />
    </div>
  );
}
