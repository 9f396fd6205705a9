import { Breadcrumbs, type BreadcrumbItem } from '@foyer/design-system';

export interface DocBreadcrumbsProps {
  items: BreadcrumbItem[];
  /** The landmark's name in the page's language. */
  label: string;
}

/** A doc's breadcrumbs, on their own so that their code can load after the page hydrated. */
export function DocBreadcrumbs({ items, label }: DocBreadcrumbsProps) {
  return <Breadcrumbs items={items} labels={{ navigation: label }} />;
}
