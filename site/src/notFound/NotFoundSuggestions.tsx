import { useTranslation } from 'react-i18next';
import { Link } from '@foyer/design-system';
import { usePageSuggestions } from './usePageSuggestions';
import * as styles from './NotFoundSuggestions.css';

/** How many pages the not-found page offers: enough to find a moved page, few enough to scan. */
const SUGGESTED_PAGES = 5;

/**
 * The pages whose words best match those of the missing address, searched in the
 * page's language once the page runs. Nothing is shown until there is something to
 * offer, so a failed or empty search leaves the page as the server rendered it.
 */
export function NotFoundSuggestions({ query, language }: { query: string; language: string }) {
  const { t } = useTranslation('common');
  const pages = usePageSuggestions(query, language, SUGGESTED_PAGES);
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions">{t('notFound.suggestions')}</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.url}>
            <Link href={page.url}>{page.title}</Link>
            {page.section ? <span className={styles.section}>({page.section})</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
