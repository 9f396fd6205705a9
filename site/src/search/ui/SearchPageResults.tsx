import { useTranslation } from 'react-i18next';
import { Highlighted, Link } from '@foyer/design-system';
import type { SearchModalHit } from '@foyer/design-system';
import { localizePath } from '../../i18n/routing';
import type { Language } from '../../i18n/languages';
import * as styles from './searchPage.css';

type Group = 'docs' | 'blog';

/** The page's hits in two groups, docs and posts, each in the order of its first hit. */
function groupByKind(hits: readonly SearchModalHit[], blogPath: string): [Group, SearchModalHit[]][] {
  const groups = new Map<Group, SearchModalHit[]>();
  for (const hit of hits) {
    const group: Group = hit.url.startsWith(blogPath) ? 'blog' : 'docs';
    groups.set(group, [...(groups.get(group) ?? []), hit]);
  }
  return [...groups];
}

/** One page of results on /search/: the docs' hits and the blog's apart, under their headings. */
export function SearchPageResults({
  hits,
  language,
}: {
  hits: readonly SearchModalHit[];
  language: Language;
}) {
  const { t } = useTranslation('common');
  return (
    <div role="region" aria-label={t('search.pageLabel')}>
      {groupByKind(hits, localizePath('/blog/', language)).map(([group, groupHits]) => (
        <section key={group} aria-labelledby={`search-group-${group}`}>
          <h2 id={`search-group-${group}`} className={styles.groupTitle}>
            {t(`search.groups.${group}`)}
          </h2>
          <ol className={styles.results}>
            {groupHits.map((hit) => (
              <li key={hit.id} className={styles.result}>
                <h3 className={styles.resultTitle}>
                  <Link href={hit.url} variant="standalone">
                    <Highlighted text={hit.title} />
                  </Link>
                </h3>
                {hit.path ? <p className={styles.path}>{hit.path}</p> : null}
                {hit.snippet ? (
                  <p className={styles.snippet}>
                    <Highlighted text={hit.snippet} />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
