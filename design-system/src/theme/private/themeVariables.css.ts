import { vars } from './themeContract.css';

function variableName(reference: string): string {
  const name = /^var\((--foyer-[\w-]+)\)$/.exec(reference)?.[1];
  if (!name) throw new Error(`Not a Foyer theme variable: ${reference}`);
  return name;
}

/**
 * The contract with each `var(--name)` reduced to `--name`. Computed here, in a
 * .css.ts file, so the build writes it out as a plain object: nothing runs when
 * the package loads, and pages that never read it can drop it.
 */
export const themeVariableNames = Object.fromEntries(
  Object.entries(vars).map(([group, slots]) => [
    group,
    Object.fromEntries(
      Object.entries(slots as Record<string, string>).map(([slot, reference]) => [
        slot,
        variableName(reference),
      ]),
    ),
  ]),
);
