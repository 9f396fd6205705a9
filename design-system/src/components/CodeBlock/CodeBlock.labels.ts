export interface CodeBlockLabels {
  /** e.g. "Copy code" / "Copier le code". */
  copy: string;
  /** Shown and announced after a copy, e.g. "Copied" / "Copié". */
  copied: string;
  /** Shown and announced when the clipboard refuses, e.g. "Copy failed" / "Échec de la copie". */
  copyFailed: string;
}

/** CodeBlock's strings in English, its defaults. */
export const codeBlockLabelsEn: CodeBlockLabels = {
  copy: 'Copy code',
  copied: 'Copied',
  copyFailed: 'Copy failed',
};
