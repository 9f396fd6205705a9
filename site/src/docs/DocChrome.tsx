import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type BreadcrumbItem } from '@foyer/design-system';
import { externalLinks } from '../config/externalLinks';
import { formatDate } from '../i18n/formatDate';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { Pager } from '../components/Pager';
import { CopyPageAsMarkdownIsland, DocBreadcrumbsIsland } from '../lazy/islands';
import type { DocChrome } from './docChromeContext';
import { CURRENT_DOCS_VERSION, DOCS_VERSIONS, storePreferredDocsVersion } from './versions';
import * as styles from './DocChrome.css';

interface DocChromeProps {
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

/** "Edit this page", the day its source file last changed, then previous and next docs. */
export function DocFooter({
  chrome,
  sourcePath,
  lastModified,
}: DocChromeProps & { sourcePath: string; lastModified: string | null }) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const { previous, next } = chrome;
  return (
    <>
      <div className={styles.footer}>
        <Link href={`${externalLinks.repositoryWebsite}/edit/main/${sourcePath}`}>{t('docs.editPage')}</Link>
        {lastModified ? (
          <span>{t('docs.lastUpdated', { date: formatDate(lastModified, language) })}</span>
        ) : null}
      </div>
      <Pager
        label={t('docs.pagination')}
        previous={
          previous ? { href: previous.href, title: previous.label, hint: t('docs.previous') } : undefined
        }
        next={next ? { href: next.href, title: next.label, hint: t('docs.next') } : undefined}
      />
    </>
  );
}
