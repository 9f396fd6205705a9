import { Button } from '../Button';
import { Link } from '../Link';
import { Spinner } from '../Spinner';
import { ErrorIcon, NoResultsIcon } from './SearchModalIcons';
import * as styles from './SearchMessages.css';
import type { SearchModalLabels } from './types';

/** The search failed: what happened and what to check. */
export function SearchError({ labels }: { labels: SearchModalLabels }) {
  return (
    <div className={styles.message}>
      <ErrorIcon className={styles.messageIcon} />
      <p className={styles.messageTitle}>{labels.errorTitle}</p>
      <p className={styles.help}>{labels.errorHelp}</p>
    </div>
  );
}

/** The search takes long: said above the results still shown. */
export function SearchStalled({ labels }: { labels: SearchModalLabels }) {
  return (
    <div className={styles.stalled}>
      <Spinner label={labels.loading} delayMs={0} size="sm" />
      <span>{labels.stalled}</span>
    </div>
  );
}

export interface SearchNoResultsProps {
  /** The query, trimmed, as typed. */
  query: string;
  suggestions: string[];
  /** Runs a suggested query. */
  onSuggestion: (suggestion: string) => void;
  reportHref?: (query: string) => string;
  labels: SearchModalLabels;
}

/** Nothing found: the query, queries to try instead, and where to report what is missing. */
export function SearchNoResults({
  query,
  suggestions,
  onSuggestion,
  reportHref,
  labels,
}: SearchNoResultsProps) {
  return (
    <div className={styles.message}>
      <NoResultsIcon className={styles.messageIcon} />
      {/* The query is React text, never HTML; <q> draws the quotes of the page's language. */}
      <p className={styles.messageTitle}>
        {labels.noResultsFor} <q className={styles.query}>{query}</q>
      </p>
      {suggestions.length > 0 ? (
        <>
          <p>{labels.trySearchingFor}</p>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Button variant="secondary" size="sm" onPress={() => onSuggestion(suggestion)}>
                  {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {reportHref ? (
        <p className={styles.help}>
          {labels.reportMissing}{' '}
          <Link href={reportHref(query)} opensInNewTabLabel={labels.opensInNewTab}>
            {labels.reportLink}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
