import { buildDocsSidebar, type SidebarDoc } from './buildSidebar';
import { docBreadcrumbs, docNeighbours, type DocLink } from './neighbours';

/**
 * What a doc shows of its neighbours: the docs home and its category above it,
 * the previous and next docs below. Computed once per page when the pages are
 * created and carried in its page context, so a doc's page data holds these few
 * links rather than the whole docs list (the sidebar is a slice of its own).
 */
export interface DocChrome {
  home: DocLink | null;
  /** The key of the category's label in `common.json`, e.g. `docs.categories.api`. */
  categoryLabelKey: string | null;
  previous: DocLink | null;
  next: DocLink | null;
}

// Category labels stay keys here; the page translates them.
const keepKey = (key: string) => key;

/** The chrome of every doc of one language, by path. */
export function docChromeByPath(docs: SidebarDoc[]): Map<string, DocChrome> {
  const sidebar = buildDocsSidebar(docs, keepKey);
  return new Map(
    docs.map((doc) => {
      const { home, category } = docBreadcrumbs(sidebar, doc.path);
      const { previous, next } = docNeighbours(sidebar, doc.path);
      return [
        doc.path,
        {
          home: home ?? null,
          categoryLabelKey: category ?? null,
          previous: previous ?? null,
          next: next ?? null,
        },
      ];
    }),
  );
}
