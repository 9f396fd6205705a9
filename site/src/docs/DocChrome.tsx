import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { externalLinks } from '../config/externalLinks';
import { formatDate } from '../i18n/formatDate';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { Pager } from '../components/Pager';
import type { DocChrome } from './docChromeContext';
import { CURRENT_DOCS_VERSION, DOCS_VERSIONS, storePreferredDocsVersion } from './versions';
import * as styles from './DocChrome.css';

interface DocChromeProps {
  chrome: DocChrome;
}

/** Breadcrumbs (the category as plain text) and the docs version badge, above a doc. */
export function DocHeader({ chrome, currentPath }: DocChromeProps & { currentPath: string }) {
  const { t } = useTranslation('common');
  const { home, categoryLabelKey } = chrome;
  const version = DOCS_VERSIONS.find((candidate) => candidate.name === CURRENT_DOCS_VERSION);
  useEffect(() => storePreferredDocsVersion(CURRENT_DOCS_VERSION), []);
  return (
    <div className={styles.topBar}>
      <nav aria-label={t('docs.breadcrumbs')}>
        <ol className={styles.crumbs}>
          {home && home.href !== currentPath ? (
            <li className={styles.crumb}>
              <Link href={home.href}>{home.label}</Link>
            </li>
          ) : null}
          {categoryLabelKey ? <li className={styles.crumb}>{t(categoryLabelKey)}</li> : null}
        </ol>
      </nav>
      {version ? (
        <span className={styles.badge} data-docs-version={version.name}>
          {t('docs.version.badge', { version: t(version.labelKey) })}
        </span>
      ) : null}
    </div>
  );
}

/** "Edit this page", last update, then previous and next docs. */
export function DocFooter({
  chrome,
  sourcePath,
  lastUpdated,
}: DocChromeProps & { sourcePath: string; lastUpdated: string | null }) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const { previous, next } = chrome;
  return (
    <>
      <div className={styles.footer}>
        <Link href={`${externalLinks.repositoryWebsite}/edit/main/${sourcePath}`}>{t('docs.editPage')}</Link>
        {lastUpdated ? (
          <span>{t('docs.lastUpdated', { date: formatDate(lastUpdated, language) })}</span>
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
