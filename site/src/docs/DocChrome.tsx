import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreadcrumbItem } from '@foyer/design-system';
import { CopyPageAsMarkdownIsland, DocBreadcrumbsIsland } from '../lazy/islands';
import type { DocChrome } from './docChromeContext';
import { CURRENT_DOCS_VERSION, DOCS_VERSIONS, storePreferredDocsVersion } from './versions';
import * as styles from './DocChrome.css';

export interface DocChromeProps {
  chrome: DocChrome;
}

/**
 * Breadcrumbs (the category as plain text), the page as Markdown and the docs version badge, above a doc.
 * The breadcrumbs are an island: their code would take a doc page over its JavaScript budget.
 */
export function DocHeader({
  chrome,
  currentPath,
  markdownHref,
}: DocChromeProps & { currentPath: string; markdownHref: string }) {
  const { t } = useTranslation('common');
  const { home, categoryLabelKey } = chrome;
  // The trail stops at the category, plain text: the page's own title is the h1 just below.
  const crumbs: BreadcrumbItem[] = [];
  if (home && home.href !== currentPath) crumbs.push({ label: home.label, href: home.href });
  if (categoryLabelKey) crumbs.push({ label: t(categoryLabelKey), isCurrent: false });
  const version = DOCS_VERSIONS.find((candidate) => candidate.name === CURRENT_DOCS_VERSION);
  useEffect(() => storePreferredDocsVersion(CURRENT_DOCS_VERSION), []);
  return (
    <div className={styles.topBar}>
      <DocBreadcrumbsIsland items={crumbs} label={t('docs.breadcrumbs')} />
      <div className={styles.topActions}>
        <CopyPageAsMarkdownIsland markdownHref={markdownHref} />
        {version ? (
          <span className={styles.badge} data-docs-version={version.name}>
            {t('docs.version.badge', { version: t(version.labelKey) })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
