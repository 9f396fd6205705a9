import type { CodeLineLabels } from './codeLines.labels';

/** French typography: a no-break space before « : ». */
const NBSP = '\u00a0';

/** The line notes in French. */
export const codeLineLabelsFr: CodeLineLabels = {
  highlighted: `Ligne mise en évidence${NBSP}:`,
  inserted: `Ligne ajoutée${NBSP}:`,
  removed: `Ligne supprimée${NBSP}:`,
};
