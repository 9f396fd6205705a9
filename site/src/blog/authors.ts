import fs from 'node:fs';
import yaml from 'js-yaml';

/** One entry of content/authors.yaml. */
export interface AuthorEntry {
  id: string;
  name: string;
  title: { en: string; fr: string };
  /** Path of the avatar under site/static. */
  avatar: string;
  /** Profile handles; the addresses come from `profileLinks`. */
  handles: { git?: string; forum?: string };
}

export function readAuthors(file: string): AuthorEntry[] {
  return yaml.load(fs.readFileSync(file, 'utf8')) as AuthorEntry[];
}

/** Problems in the authors file: a missing field, a duplicate id, an avatar that is not in static/. */
export function authorProblems(entries: AuthorEntry[], staticDir: string): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!entry.id || !entry.name || !entry.title?.en || !entry.title?.fr) {
      problems.push(`${entry.id ?? '(no id)'}: needs id, name and a title in en and fr`);
    }
    if (seen.has(entry.id)) problems.push(`${entry.id}: listed twice`);
    seen.add(entry.id);
    if (!entry.avatar || !fs.existsSync(`${staticDir}${entry.avatar}`)) {
      problems.push(`${entry.id}: avatar ${entry.avatar} is not in static/`);
    }
  }
  return problems;
}
