import type { DocSidebarItem } from '@foyer/design-system';
import { docsCategories } from './docsSidebar';

export interface SidebarDoc {
  path: string;
  /** Empty (or null from GraphQL) for the docs home. */
  category: string | null;
  slug: string;
  title: string;
  sidebarLabel?: string | null;
  sidebarPosition?: number | null;
}

function byPositionThenTitle(a: SidebarDoc, b: SidebarDoc): number {
  const position =
    (a.sidebarPosition ?? Number.MAX_SAFE_INTEGER) - (b.sidebarPosition ?? Number.MAX_SAFE_INTEGER);
  return position !== 0 ? position : a.title.localeCompare(b.title);
}

/** The docs sidebar of one language: the docs home, then each category and its pages. */
export function buildDocsSidebar(docs: SidebarDoc[], t: (key: string) => string): DocSidebarItem[] {
  const home = docs.find((doc) => !doc.category);
  const categories: DocSidebarItem[] = docsCategories
    .map((category) => ({
      category,
      index: docs.find((doc) => doc.category === category.id && doc.slug === 'index'),
      pages: docs
        .filter((doc) => doc.category === category.id && doc.slug !== 'index')
        .sort(byPositionThenTitle),
    }))
    .filter(({ pages, index }) => pages.length > 0 || index)
    .map(({ category, pages, index }) => ({
      type: 'category' as const,
      label: t(category.labelKey),
      ...(index ? { href: index.path } : {}),
      items: pages.map((doc) => ({
        type: 'link' as const,
        label: doc.sidebarLabel ?? doc.title,
        href: doc.path,
      })),
    }));
  return home
    ? [{ type: 'link', label: home.sidebarLabel ?? home.title, href: home.path }, ...categories]
    : categories;
}

/** Categories present in the content but absent from the sidebar definition. */
export function unlistedCategories(categories: (string | null)[]): string[] {
  const known = new Set<string>(docsCategories.map((category) => category.id));
  const listed = (category: string | null): category is string =>
    typeof category === 'string' && category !== '' && !known.has(category);
  return [...new Set(categories.filter(listed))];
}
