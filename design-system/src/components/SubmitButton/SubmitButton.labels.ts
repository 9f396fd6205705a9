export interface SubmitButtonLabels {
  /** Text while submitting, e.g. "Sending…". */
  submitting: string;
}

/** SubmitButton's strings in English, its defaults. */
export const submitButtonLabelsEn: SubmitButtonLabels = { submitting: 'Sending…' };
