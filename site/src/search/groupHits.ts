import { highlightSegments, type TextSegment } from './highlight';
import { searchSettings } from './searchSettings';
import { HIERARCHY_LEVELS, type HierarchyLevel, type SearchHit } from './types';

export interface HitView {
  id: string;
  url: string;
  title: { segments: TextSegment[] };
  path?: string;
  snippet?: { segments: TextSegment[] };
  kind: 'page' | 'heading' | 'content';
}

export interface HitGroup {
  id: string;
  title: string;
  hits: HitView[];
}

function levelNumber(level: HierarchyLevel): number {
  return Number(level.slice(3));
}

/** A hit as the modal and the results page show it: its own heading, the path above it, a snippet. */
export function hitView(hit: SearchHit): HitView {
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
export function groupHits(hits: SearchHit[], perGroup: number = searchSettings.hitsPerGroup): HitGroup[] {
  const groups = new Map<string, HitGroup>();
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
