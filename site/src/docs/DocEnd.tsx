import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { externalLinks } from '../config/externalLinks';
import { PageFeedback } from '../forms/PageFeedback';
import { formatDate } from '../i18n/formatDate';
import { usePageLanguage } from '../i18n/usePageLanguage';
import { Pager } from '../components/Pager';
import type { DocChromeProps } from './DocChrome';
import * as styles from './DocChrome.css';

export interface DocEndProps extends DocChromeProps {
  /** The doc's own address, which its feedback is about. */
  page: string;
  sourcePath: string;
  lastModified: string | null;
}

/**
 * What follows a doc: "Was this page helpful?", then "Edit this page" with the day its
 * source file last changed, then the previous and next docs. None of it is needed for
 * the first screen, so it is one island (src/lazy/islands.ts) whose server HTML works
 * meanwhile: the feedback form posts without JavaScript and the links are links.
 */
export function DocEnd({ page, chrome, sourcePath, lastModified }: DocEndProps) {
  const { t } = useTranslation('common');
  const language = usePageLanguage();
  const { previous, next } = chrome;
  return (
    <>
      <PageFeedback page={page} />
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
