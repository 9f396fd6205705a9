import fs from 'node:fs';
import yaml from 'js-yaml';
import { FIGURE_COUNTS, type ProjectFigures } from './figures';

/** Reads and checks the file: a calendar date and whole, non-negative counts. */
export function readProjectFigures(file: string): ProjectFigures {
  const raw = yaml.load(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const takenOn = raw.takenOn instanceof Date ? raw.takenOn.toISOString().slice(0, 10) : String(raw.takenOn);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(takenOn)) throw new Error(`${file}: takenOn must be a date (YYYY-MM-DD)`);
  const figures: Record<string, number> = {};
  for (const key of FIGURE_COUNTS) {
    const value = raw[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new Error(`${file}: ${key} must be a whole number`);
    }
    figures[key] = value;
  }
  return { takenOn, ...(figures as Omit<ProjectFigures, 'takenOn'>) };
}
