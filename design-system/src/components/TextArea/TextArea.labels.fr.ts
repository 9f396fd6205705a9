import type { TextAreaLabels } from './TextArea.labels';

/** TextArea's strings in French. */
export const textAreaLabelsFr: TextAreaLabels = {
  remaining: (remaining: number) =>
    remaining <= 1 ? `${remaining} caractère restant` : `${remaining} caractères restants`,
};
