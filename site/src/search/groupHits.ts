import type { SearchModalGroup, SearchModalHit } from '@foyer/design-system';
import { highlightSegments } from './highlight';
import { searchSettings } from './searchSettings';
import { HIERARCHY_LEVELS, type HierarchyLevel, type SearchHit } from './types';

function levelNumber(level: HierarchyLevel): number {
  return Number(level.slice(3));
}

/** A hit as the modal and the results page show it: its own heading, the path above it, a snippet. */
export function hitView(hit: SearchHit): SearchModalHit {
  const own = hit.type === 'lvl0' ? 'lvl1' : hit.type;
  const highlighted = hit._highlightResult?.hierarchy?.[own]?.value ?? hit.hierarchy[own] ?? '';
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
    title: { segments: highlightSegments(highlighted) },
    path: path || undefined,
    snippet: snippet ? { segments: highlightSegments(snippet) } : undefined,
    kind: own === 'lvl1' ? 'page' : 'heading',
  };
}

/** Hits under their top hierarchy level (the docs category), in order of first appearance, 5 at most each. */
export function groupHits(
  hits: SearchHit[],
  perGroup: number = searchSettings.hitsPerGroup,
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
