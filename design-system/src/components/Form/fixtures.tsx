import { useEffect, useId, useState } from 'react';
import { vars } from '../../theme/contract.css';
import { EmailField } from '../EmailField';
import { FormMessage } from '../FormMessage';
import { SubmitButton } from '../SubmitButton';
import { TextArea } from '../TextArea';
import { Form, type FormErrors, type FormValues } from './Form';

/** Story fixture: the contact form of the site, with the site's own rules and labels. */
export const contactLabels = {
  en: {
    title: 'Contact us',
    email: 'E-mail address',
    emailHelp: 'We only use it to reply to you.',
    message: 'Message',
    counter: (remaining: number) => (remaining === 1 ? '1 character left' : `${remaining} characters left`),
    submit: 'Send',
    submitting: 'Sending...',
    success: 'Message sent successfully!',
    errorTitle: 'Network error',
    errorBody: 'Your message could not be sent. Check your connection and try again.',
    invalidEmail: 'Enter a valid e-mail address, like name@example.org.',
    emptyMessage: 'Write your message.',
    sampleEmail: 'ada@example.org',
    sampleMessage: 'Hello! Does Foyer work with Zigbee radiator valves?',
  },
  fr: {
    title: 'Nous contacter',
    email: 'Adresse email',
    emailHelp: 'Elle ne sert qu’à vous répondre.',
    message: 'Message',
    counter: (remaining: number) =>
      remaining <= 1 ? `${remaining} caractère restant` : `${remaining} caractères restants`,
    submit: 'Envoyer',
    submitting: 'Envoie en cours...',
    success: 'Message envoyé avec succès !',
    errorTitle: 'Erreur réseau',
    errorBody: 'Votre message n’a pas pu être envoyé. Vérifiez votre connexion puis réessayez.',
    invalidEmail: 'Saisissez une adresse email valide, comme nom@exemple.org.',
    emptyMessage: 'Écrivez votre message.',
    sampleEmail: 'ada@exemple.org',
    sampleMessage: 'Bonjour ! Foyer fonctionne-t-il avec les têtes thermostatiques Zigbee ?',
  },
};

export type ContactLabels = (typeof contactLabels)['en'];
export type ContactOutcome = 'none' | 'success' | 'error';

/** How long the demo pretends to send, once a visitor submits a valid form. */
const DEMO_SEND_MS = 1500;

function validateContact(values: FormValues, labels: ContactLabels): FormErrors {
  return {
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email ?? '') ? undefined : labels.invalidEmail,
    message: values.message?.trim() ? undefined : labels.emptyMessage,
  };
}

interface ContactFormDemoProps {
  labels: ContactLabels;
  /** Freezes the sending state, for a still screenshot. */
  isSubmitting?: boolean;
  outcome?: ContactOutcome;
  isFilled?: boolean;
}

export function ContactFormDemo({
  labels,
  isSubmitting = false,
  outcome = 'none',
  isFilled = false,
}: ContactFormDemoProps) {
  const headingId = useId();
  const [errors, setErrors] = useState<FormErrors>();
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState(outcome);

  // Only a visitor's valid submit starts this timer: the stories are still at rest.
  useEffect(() => {
    if (!isSending) return undefined;
    const timer = window.setTimeout(() => {
      setIsSending(false);
      setResult('success');
    }, DEMO_SEND_MS);
    return () => window.clearTimeout(timer);
  }, [isSending]);

  const submit = (values: FormValues) => {
    const next = validateContact(values, labels);
    setErrors(next);
    setResult('none');
    if (!Object.values(next).some(Boolean)) setIsSending(true);
  };

  return (
    <div style={{ display: 'grid', gap: vars.space.lg, maxWidth: '36rem' }}>
      <h2 id={headingId} style={{ margin: 0 }}>
        {labels.title}
      </h2>
      <Form
        aria-labelledby={headingId}
        errors={errors}
        isSubmitting={isSubmitting || isSending}
        onSubmit={submit}
      >
        <EmailField
          label={labels.email}
          name="email"
          description={labels.emailHelp}
          isRequired
          defaultValue={isFilled ? labels.sampleEmail : undefined}
        />
        <TextArea
          label={labels.message}
          name="message"
          isRequired
          maxLength={500}
          counterLabel={labels.counter}
          defaultValue={isFilled ? labels.sampleMessage : undefined}
        />
        <div>
          <SubmitButton label={labels.submit} submittingLabel={labels.submitting} />
        </div>
      </Form>
      <FormMessage
        tone={result === 'error' ? 'error' : 'success'}
        title={result === 'success' ? labels.success : result === 'error' ? labels.errorTitle : undefined}
      >
        {result === 'error' ? labels.errorBody : null}
      </FormMessage>
    </div>
  );
}
