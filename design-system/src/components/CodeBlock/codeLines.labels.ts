/**
 * What a screen reader hears before a marked line of a CodeBlock. The words are
 * written into the code's HTML at build time (annotateCodeLines), hidden from sight,
 * so they are not among the labels the component takes at run time.
 */
export interface CodeLineLabels {
  /** Before a highlighted line, with its punctuation, e.g. "Highlighted line:" / "Ligne mise en évidence :". */
  highlighted: string;
  /** Before an inserted line, e.g. "Added line:" / "Ligne ajoutée :". */
  inserted: string;
  /** Before a removed line, e.g. "Removed line:" / "Ligne supprimée :". */
  removed: string;
}

/** The line notes in English, annotateCodeLines' defaults. */
export const codeLineLabelsEn: CodeLineLabels = {
  highlighted: 'Highlighted line:',
  inserted: 'Added line:',
  removed: 'Removed line:',
};
