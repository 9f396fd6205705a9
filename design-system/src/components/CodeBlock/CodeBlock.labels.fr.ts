import type { CodeBlockLabels } from './CodeBlock.labels';

/** CodeBlock's strings in French. */
export const codeBlockLabelsFr: CodeBlockLabels = {
  copy: 'Copier le code',
  copied: 'Copié',
  copyFailed: 'Échec de la copie',
};
