/**
 * `@foyer/design-system/code-lines`: the build-time half of CodeBlock. Plain
 * functions with no React, DOM or CSS, for a site's build step (or a server) to run
 * after its highlighter: `annotateCodeLines` wraps each line of the highlighted HTML
 * in the markup CodeBlock's stylesheet draws (highlighted, inserted and removed lines
 * with their signs and screen-reader notes, line numbers), and `copyableCode` gives
 * the text the copy button should copy. Nothing of it ships to the browser unless a
 * page imports it.
 */
export { annotateCodeLines, copyableCode } from './components/CodeBlock/annotateCodeLines';
export type {
  AnnotateCodeLinesOptions,
  CodeLineMark,
  CodeLineMarks,
} from './components/CodeBlock/annotateCodeLines';
export { codeLineLabelsEn } from './components/CodeBlock/codeLines.labels';
export type { CodeLineLabels } from './components/CodeBlock/codeLines.labels';
export { codeLineLabelsFr } from './components/CodeBlock/codeLines.labels.fr';
