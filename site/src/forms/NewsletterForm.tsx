import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, Form, SubmitButton, TextField, type FormValues } from '@foyer/design-system';
import { services } from '../config/services';
import { formLimits, newsletter } from '../config/offers';
import { LANGUAGE_TAGS } from '../i18n/languages';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { isValidEmail, normalizeEmail } from './emailAddress';
import { FormOutcome } from './FormOutcome';
import { Honeypot } from './Honeypot';
import { PrivacyNote } from './PrivacyNote';
import { useFormFlow, type Validation } from './useFormFlow';
import * as styles from './forms.css';

/** The newsletter signup (email, first name), with the subscribers claim beside it; double opt-in. */
export function NewsletterForm() {
  const { t } = useTranslation('forms');
  const language = usePageLanguage();
  const titleId = useId();

  const validate = (values: FormValues): Validation => {
    const email = normalizeEmail(values.email ?? '');
    const firstName = (values.firstName ?? '').trim();
    return isValidEmail(email) ? { fields: { email, firstName } } : { errors: { email: t('email.invalid') } };
  };
  const fieldMessage = (field: string) => {
    if (field === 'email') return t('email.invalid');
    if (field === 'firstName')
      return t('newsletter.firstNameTooLong', { max: formLimits.firstNameMaxLength });
    return undefined;
  };
  const flow = useFormFlow({ endpoint: services.forms.newsletter, validate, fieldMessage });

  const firstName = flow.sentFields.firstName;
  const subscribers = new Intl.NumberFormat(LANGUAGE_TAGS[language]).format(newsletter.subscribersClaim);
  return (
    <section aria-labelledby={titleId} className={styles.newsletter}>
      <h2 id={titleId} className={styles.newsletterTitle}>
        {t('newsletter.title')}
      </h2>
      <p>{t('newsletter.intro')}</p>
      <p className={styles.claim}>{t('newsletter.claim', { subscribers })}</p>
      <div {...flow.containerProps}>
        <Form key={flow.formKey} aria-label={t('newsletter.label')} {...flow.formProps}>
          <div className={styles.inlineFields}>
            <EmailField
              name="email"
              label={t('email.label')}
              isRequired
              maxLength={formLimits.emailMaxLength}
            />
            <TextField
              name="firstName"
              label={t('newsletter.firstNameLabel')}
              autoComplete="given-name"
              maxLength={formLimits.firstNameMaxLength}
            />
            <div>
              <SubmitButton label={t('newsletter.submit')} submittingLabel={t('newsletter.submitting')} />
            </div>
          </div>
          {/* Sent with the fields when the form posts before its script runs. */}
          <input type="hidden" name="language" value={language} />
          <Honeypot />
          <PrivacyNote />
        </Form>
        <FormOutcome
          state={flow.state}
          success={{
            title: firstName ? t('newsletter.successNamed', { firstName }) : t('newsletter.success'),
            body: t('newsletter.successBody'),
          }}
          invalid={{ title: t('newsletter.errorTitle'), body: t('newsletter.errorBody') }}
        />
      </div>
    </section>
  );
}
