/** The slice that renders the docs' sidebar, `docs-sidebar-<language>` for each language. */
export const DOCS_SIDEBAR_SLICE = 'docs-sidebar';

/**
 * The docs sidebar's categories in reading order. Pages of a category come from the
 * content folder of the same name, ordered by their front matter `sidebarPosition`,
 * then by title. Labels are keys of locales/<language>/common.json.
 */
export const docsCategories = [
  { id: 'installation', labelKey: 'docs.categories.installation' },
  { id: 'integrations', labelKey: 'docs.categories.integrations' },
  { id: 'scenes', labelKey: 'docs.categories.scenes' },
  { id: 'dashboard', labelKey: 'docs.categories.dashboard' },
  { id: 'api', labelKey: 'docs.categories.api' },
  { id: 'plus', labelKey: 'docs.categories.plus' },
  { id: 'dev', labelKey: 'docs.categories.dev' },
] as const;

export type DocsCategoryId = (typeof docsCategories)[number]['id'];
