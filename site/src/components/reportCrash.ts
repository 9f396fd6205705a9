/** Leaves a trace in the console, where a visitor's bug report or a browser test can read it. */
export function reportCrash(error: unknown): void {
  console.error('Foyer: this page crashed while rendering.', error);
}
