/** Types of visualRun.mjs, for the page shots written in TypeScript (site/e2e/visual.e2e.ts). */
export interface VisualRunOptions {
  title: string;
  repoRoot: string;
  baselineDir: string;
  outputDir: string;
  browserVersion: string;
  update: boolean;
  requireBaselines: boolean;
  updateAllCommand: string;
}

export interface Shot {
  name: string;
  group: string;
  theme: string;
  shot: Buffer;
}

export declare class VisualRun {
  constructor(options: VisualRunOptions);
  /** Undefined when the shot matches its baseline (or became it), else why not. */
  check(shot: Shot): string | undefined;
  /** Writes report.html and returns the lines to print. */
  finish(): string[];
}
