/**
 * The custom-property name of a contract slot, without its leading dashes:
 * `['color', 'surfaceRaised']` becomes `foyer-color-surface-raised`. The names are
 * public API (adopters write them in plain CSS), so they must never change shape.
 */
export function foyerVariableName(path: readonly string[]): string {
  return ['foyer', ...path].map(toKebabCase).join('-');
}

function toKebabCase(word: string): string {
  return word.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
