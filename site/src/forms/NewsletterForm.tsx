import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmailField,
  Form,
  FormMessage,
  SubmitButton,
  TextField,
  type FormErrors,
  type FormValues,
} from '@foyer/design-system';
import { services } from '../config/services';
import { formLimits, newsletter } from '../config/offers';
import { LANGUAGE_TAGS } from '../i18n/languages';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { isValidEmail, normalizeEmail } from './emailAddress';
import { useSubmission } from './useSubmission';
import { PrivacyNote } from './PrivacyNote';
import * as styles from './forms.css';

/** The newsletter signup (email, first name), with the subscribers claim beside it. */
export function NewsletterForm() {
  const { t } = useTranslation('forms');
  const language = usePageLanguage();
  const titleId = useId();
  const { state, isSubmitting, submit, reset } = useSubmission(services.forms.newsletter);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isInvalid, setIsInvalid] = useState(false);
  const [firstName, setFirstName] = useState('');

  const handleSubmit = (values: FormValues) => {
    const email = normalizeEmail(values.email ?? '');
    const name = (values.firstName ?? '').trim();
    if (!isValidEmail(email)) {
      setErrors({ email: t('email.invalid') });
      setIsInvalid(true);
      reset();
      return;
    }
    setErrors({});
    setIsInvalid(false);
    setFirstName(name);
    void submit({ email, firstName: name, language });
  };

  const failed =
    isInvalid || (state.kind !== 'idle' && state.kind !== 'submitting' && state.kind !== 'success');
  const subscribers = new Intl.NumberFormat(LANGUAGE_TAGS[language]).format(newsletter.subscribersClaim);
  return (
    <section aria-labelledby={titleId} className={styles.newsletter}>
      <h2 id={titleId} className={styles.newsletterTitle}>
        {t('newsletter.title')}
      </h2>
      <p>{t('newsletter.intro')}</p>
      <p className={styles.claim}>{t('newsletter.claim', { subscribers })}</p>
      <Form
        aria-label={t('newsletter.label')}
        action={services.forms.newsletter}
        errors={errors}
        isSubmitting={isSubmitting}
        onSubmit={handleSubmit}
      >
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
            <SubmitButton
              label={t('newsletter.submit')}
              submittingLabel={t('newsletter.submitting')}
              isSubmitting={isSubmitting}
            />
          </div>
        </div>
        {/* Sent with the fields when the form posts before its script runs. */}
        <input type="hidden" name="language" value={language} />
        <PrivacyNote />
      </Form>
      <FormMessage
        className={styles.outcome}
        tone={state.kind === 'success' ? 'success' : 'error'}
        title={
          state.kind === 'success'
            ? firstName
              ? t('newsletter.successNamed', { firstName })
              : t('newsletter.success')
            : failed
              ? t('newsletter.errorTitle')
              : undefined
        }
      >
        {state.kind === 'success' ? (
          <p>{t('newsletter.successBody')}</p>
        ) : failed ? (
          <p>{t('newsletter.errorBody')}</p>
        ) : null}
      </FormMessage>
    </section>
  );
}
