import type { SubmitButtonLabels } from './SubmitButton.labels';

/** SubmitButton's strings in French. */
export const submitButtonLabelsFr: SubmitButtonLabels = { submitting: 'Envoi en cours…' };
