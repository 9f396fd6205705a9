import type { SearchModalGroup, SearchModalHit } from '../components/SearchModal/types';
import { highlightSegments } from './highlightSegments';
import { SEARCH_DEFAULTS } from './searchRequest';
import { HIERARCHY_LEVELS, type HierarchyLevel, type SearchHit } from './types';

function levelNumber(level: HierarchyLevel): number {
  return Number(level.slice(3));
}

/** The heading a hit is shown under: its own, or for a paragraph the deepest one above it. */
function ownLevel(hit: SearchHit): HierarchyLevel {
  if (hit.type === 'content') {
    const deepest = HIERARCHY_LEVELS.filter((level) => levelNumber(level) >= 1 && hit.hierarchy[level]).pop();
    return deepest ?? 'lvl1';
  }
  // A category record (lvl0) reads best under its page title.
  return hit.type === 'lvl0' ? 'lvl1' : hit.type;
}

/** A hit as the modal and a results page show it: its heading, the path above it, a snippet. */
export function hitView(hit: SearchHit): SearchModalHit {
  const own = ownLevel(hit);
  const title = hit._highlightResult?.hierarchy?.[own]?.value ?? hit.hierarchy[own] ?? '';
  const path = HIERARCHY_LEVELS.filter(
    (level) => levelNumber(level) >= 1 && levelNumber(level) < levelNumber(own),
  )
    .map((level) => hit.hierarchy[level])
    .filter((text): text is string => Boolean(text))
    .join(' › ');
  const snippet = hit._snippetResult?.content?.value;
  return {
    id: hit.objectID,
    url: hit.url,
    title: { segments: highlightSegments(title) },
    path: path || undefined,
    snippet: snippet ? { segments: highlightSegments(snippet) } : undefined,
    kind: hit.type === 'content' ? 'content' : own === 'lvl1' ? 'page' : 'heading',
  };
}

/**
 * Hits under their top level (`lvl0`, e.g. the docs category), groups in the order
 * their first hit came, `perGroup` hits at most in each (5 by default).
 */
export function groupHits(
  hits: SearchHit[],
  perGroup: number = SEARCH_DEFAULTS.hitsPerGroup,
): SearchModalGroup[] {
  const groups = new Map<string, SearchModalGroup>();
  for (const hit of hits) {
    const title = hit.hierarchy.lvl0 ?? '';
    let group = groups.get(title);
    if (!group) {
      group = { id: `group-${groups.size}`, title, hits: [] };
      groups.set(title, group);
    }
    if (group.hits.length < perGroup) group.hits.push(hitView(hit));
  }
  return [...groups.values()];
}
