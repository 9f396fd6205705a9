import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { externalLinks } from '../config/externalLinks';
import { TECHNOLOGIES, type Technology } from './technologies';

export { TECHNOLOGIES, type Technology };

/** One entry of content/integrations.yaml. */
export interface IntegrationEntry {
  id: string;
  name: string;
  technologies: Technology[];
  /** Id of its guide: /docs/integrations/<doc>/. */
  doc: string;
  /** Path of its logo under site/static. */
  logo: string;
  /** For hardware: a compatible device's shop page, and what it sells ("a Philips Hue bridge"). */
  buy?: IntegrationPurchase;
  /** Runs through Foyer Plus: its Buy link is the Plus page. */
  plus?: boolean;
  description: { en: string; fr: string };
}

export interface IntegrationPurchase {
  url: string;
  /** With its article, as read after "Buy" / "Acheter": "a Philips Hue bridge" / "un pont Philips Hue". */
  product: { en: string; fr: string };
}

export function readCatalogue(file: string): IntegrationEntry[] {
  return yaml.load(fs.readFileSync(file, 'utf8')) as IntegrationEntry[];
}

/**
 * Problems between the catalogue and the guides: an entry without its guide (in
 * either language), a guide without an entry, a missing logo, an unknown
 * technology, or a Buy link that is not a shop page saying what it sells in both
 * languages (or that an entry running through Plus should not have).
 */
export function catalogueProblems(siteRoot: string, entries: IntegrationEntry[]): string[] {
  const problems: string[] = [];
  const guides = (language: string) =>
    fs
      .readdirSync(path.join(siteRoot, 'content/docs', language, 'integrations'))
      .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
      .map((file) => file.replace(/\.mdx$/, ''));
  const ids = new Set(entries.map((entry) => entry.doc));
  for (const entry of entries) {
    for (const language of ['en', 'fr']) {
      if (!guides(language).includes(entry.doc)) {
        problems.push(`${entry.id}: no guide docs/${language}/integrations/${entry.doc}.mdx`);
      }
    }
    if (!fs.existsSync(path.join(siteRoot, 'static', entry.logo)))
      problems.push(`${entry.id}: no logo ${entry.logo}`);
    const unknown = entry.technologies.filter((technology) => !TECHNOLOGIES.includes(technology));
    if (unknown.length > 0 || entry.technologies.length === 0) {
      problems.push(
        `${entry.id}: technologies must be some of ${TECHNOLOGIES.join(', ')} (got ${entry.technologies.join(', ')})`,
      );
    }
    if (entry.buy && entry.plus) problems.push(`${entry.id}: runs through Plus, so it has no buy link`);
    if (entry.buy && !entry.buy.url?.startsWith(`${externalLinks.shop}/`))
      problems.push(`${entry.id}: buy.url must be a page of ${externalLinks.shop}`);
    if (entry.buy && (!entry.buy.product?.en || !entry.buy.product?.fr))
      problems.push(`${entry.id}: buy needs the product it sells in English and French`);
    if (!entry.description?.en || !entry.description?.fr)
      problems.push(`${entry.id}: needs an English and a French description`);
  }
  for (const guide of guides('en')) {
    if (!ids.has(guide))
      problems.push(`guide integrations/${guide} has no entry in content/integrations.yaml`);
  }
  return problems;
}
