import { useState } from 'react';
import {
  EmailField,
  Form,
  FormMessage,
  SubmitButton,
  type FormErrors,
  type FormValues,
} from '@foyer/design-system';

/** Good enough to catch typos; the server that sends the e-mails has the last word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate({ email = '' }: FormValues): FormErrors {
  const address = email.trim();
  if (!address) return { email: 'Enter your e-mail address.' };
  if (!EMAIL_PATTERN.test(address)) return { email: 'Enter an address such as name@example.com.' };
  return {};
}

/**
 * The newsletter sign-up: the form checks the address in the browser and shows the
 * error next to the field; there is no server in this example, so a valid address
 * is "sent" after a short pause.
 */
export function SignupForm() {
  const [errors, setErrors] = useState<FormErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [subscribed, setSubscribed] = useState<string | undefined>();

  const handleSubmit = (values: FormValues) => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    window.setTimeout(() => {
      setSubmitting(false);
      setSubscribed(values.email?.trim());
    }, 400);
  };

  return (
    <Form onSubmit={handleSubmit} errors={errors} isSubmitting={isSubmitting} aria-labelledby="newsletter">
      <EmailField name="email" label="E-mail address" description="One e-mail a month, no more." isRequired />
      <SubmitButton label="Subscribe" />
      <FormMessage tone="success" title={subscribed ? 'Subscribed' : undefined}>
        {subscribed ? `The next update goes to ${subscribed}.` : null}
      </FormMessage>
    </Form>
  );
}
