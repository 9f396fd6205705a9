export interface TextAreaLabels {
  /** The counter near `maxLength`, e.g. `(n) => \`${n} characters left\``. */
  remaining: (remaining: number) => string;
}

/** TextArea's strings in English, its defaults. */
export const textAreaLabelsEn: TextAreaLabels = {
  remaining: (remaining: number) => (remaining === 1 ? '1 character left' : `${remaining} characters left`),
};
