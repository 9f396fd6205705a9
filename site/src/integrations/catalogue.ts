import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { externalLinks } from '../config/externalLinks';
import { DATA_FLOWS, isDataFlow, type DataFlow } from './dataFlow';
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
  /** Where its data goes; required, checked at build time (dataFlowProblems). */
  dataFlow: DataFlow;
  /** For `cloud` only: the vendor's service it needs, named in `dataFlowNote`, e.g. "OpenAI". */
  cloudService?: string;
  /**
   * For `local-optional-cloud` and `cloud`: one sentence, true to the guide, on what leaves
   * the house and when. A `local` entry shows the site's common sentence instead.
   */
  dataFlowNote?: { en: string; fr: string };
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
    problems.push(...dataFlowProblems(entry));
  }
  for (const guide of guides('en')) {
    if (!ids.has(guide))
      problems.push(`guide integrations/${guide} has no entry in content/integrations.yaml`);
  }
  return problems;
}

/**
 * Problems with where an entry says its data goes: a missing or unknown `dataFlow`, a
 * cloud entry that does not name its vendor's service (in the field and in its note, in
 * both languages), a non-local entry without its note, or a local one with cloud details.
 */
export function dataFlowProblems(
  entry: Pick<IntegrationEntry, 'id' | 'cloudService' | 'dataFlowNote'> & { dataFlow?: unknown },
): string[] {
  const { id, dataFlow, cloudService, dataFlowNote } = entry;
  if (!isDataFlow(dataFlow)) {
    return [
      `${id}: dataFlow must be one of ${DATA_FLOWS.join(', ')} (got ${dataFlow === undefined ? 'nothing' : String(dataFlow)})`,
    ];
  }
  const problems: string[] = [];
  if (dataFlow === 'local') {
    if (cloudService || dataFlowNote)
      problems.push(`${id}: a local integration has no cloudService nor dataFlowNote`);
    return problems;
  }
  if (!dataFlowNote?.en || !dataFlowNote?.fr)
    problems.push(`${id}: dataFlow ${dataFlow} needs a dataFlowNote in English and French`);
  if (dataFlow === 'cloud') {
    if (!cloudService) problems.push(`${id}: dataFlow cloud needs the cloudService it depends on`);
    else if (
      dataFlowNote &&
      ![dataFlowNote.en, dataFlowNote.fr].every((note) => note?.includes(cloudService))
    )
      problems.push(`${id}: its dataFlowNote must name ${cloudService} in both languages`);
  } else if (cloudService) {
    problems.push(`${id}: cloudService is for dataFlow cloud only`);
  }
  return problems;
}
