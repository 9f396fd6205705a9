import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormErrors, FormValues } from '@foyer/design-system';
import { services } from '../config/services';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { postJson, type FieldCodes, type SubmissionOutcome } from './postJson';
import { useProofOfWork } from './useProofOfWork';

/** Where a form stands, in the terms it shows the visitor. */
export type FlowState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  /** What was typed is refused: by the form's own check, or by the receiver (400/422). */
  | { kind: 'invalid' }
  /** 429: the receiver asks to wait `retryAfter` seconds (when it says). */
  | { kind: 'limited'; retryAfter?: number }
  /** No answer, or an answer that is not about what was typed (403, 404, 413, 5xx…). */
  | { kind: 'failed' };

/** A form's check of its values: the fields to send, or the message of each field at fault. */
export type Validation = { fields: Record<string, string> } | { errors: FormErrors };

export interface FormFlowOptions {
  endpoint: string;
  /** Normalises and checks the values the form read. */
  validate: (values: FormValues) => Validation;
  /** The message of a field the receiver refused, by its code (`invalid`, `missing`, `too-long`). */
  fieldMessage: (field: string, code: string) => string | undefined;
  /** Shown when the receiver refuses the input without naming a field this form has. */
  refusedErrors?: FormErrors;
}

/** The proof of work was refused (expired, replayed): worth one more try with a new one. */
function onlyProofRefused(outcome: SubmissionOutcome): boolean {
  return outcome.kind === 'rejected' && Object.keys(outcome.fields).join() === 'altcha';
}

function messagesFor(fields: FieldCodes, fieldMessage: FormFlowOptions['fieldMessage']): FormErrors {
  const errors: FormErrors = {};
  for (const [field, code] of Object.entries(fields)) {
    const message = fieldMessage(field, code);
    if (message) errors[field] = message;
  }
  return errors;
}

function stateOf(outcome: SubmissionOutcome): FlowState {
  switch (outcome.kind) {
    case 'success':
      return { kind: 'success' };
    case 'rejected':
      return onlyProofRefused(outcome) ? { kind: 'failed' } : { kind: 'invalid' };
    case 'limited':
      return { kind: 'limited', retryAfter: outcome.retryAfter };
    default:
      return { kind: 'failed' };
  }
}

/**
 * The one validate-submit-report flow of the site's forms. A form gives its endpoint,
 * its check and its field messages; the flow sends the fields with the page's language,
 * the honeypot and the proof of work, maps the receiver's answer, and keeps what was
 * typed on every outcome but success, which empties the form (a new `formKey`).
 */
export function useFormFlow({ endpoint, validate, fieldMessage, refusedErrors = {} }: FormFlowOptions) {
  const language = usePageLanguage();
  const [state, setState] = useState<FlowState>({ kind: 'idle' });
  const [errors, setErrors] = useState<FormErrors>({});
  const [formKey, setFormKey] = useState(0);
  const [sentFields, setSentFields] = useState<Record<string, string>>({});
  const inFlight = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const proof = useProofOfWork(services.forms.challenge);
  const { start } = proof;

  // Typed into, or focused, before the form's code arrived (server HTML, island): start now.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const fields = element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
    const typed = Array.from(fields).some((field) => field.type !== 'hidden' && field.value !== '');
    if (typed || element.contains(document.activeElement)) start();
  }, [start]);

  const send = useCallback(
    async (payload: Record<string, string>) => {
      const altcha = await proof.take();
      return postJson(endpoint, altcha ? { ...payload, altcha } : payload);
    },
    [endpoint, proof],
  );

  const onSubmit = useCallback(
    (values: FormValues, _event?: FormEvent<HTMLFormElement>) => {
      if (inFlight.current) return;
      const checked = validate(values);
      if ('errors' in checked) {
        setErrors(checked.errors);
        setState({ kind: 'invalid' });
        return;
      }
      setErrors({});
      inFlight.current = true;
      setState({ kind: 'submitting' });
      const payload = { ...checked.fields, language, website: values.website ?? '' };
      void (async () => {
        let outcome = await send(payload);
        if (onlyProofRefused(outcome)) outcome = await send(payload);
        inFlight.current = false;
        if (outcome.kind === 'rejected' && !onlyProofRefused(outcome)) {
          const named = messagesFor(outcome.fields, fieldMessage);
          setErrors(Object.keys(named).length > 0 ? named : refusedErrors);
        }
        if (outcome.kind === 'success') {
          setSentFields(checked.fields);
          setFormKey((key) => key + 1);
        }
        setState(stateOf(outcome));
      })();
    },
    [validate, language, send, fieldMessage, refusedErrors],
  );

  return {
    state,
    /** The fields of the last submission that succeeded (the newsletter greets by first name). */
    sentFields,
    /** Changes after a success, so the form (given it as `key`) starts empty. */
    formKey,
    formProps: { action: endpoint, errors, isSubmitting: state.kind === 'submitting', onSubmit },
    /** Spread on the element around the form: its first focus or input starts the proof of work. */
    containerProps: { ref: container, onFocus: start, onInput: start },
  };
}
