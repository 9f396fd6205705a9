import { useMediaQuery } from '../../hooks/useMediaQuery';
import { docsCopy, type LocaleProps } from './copy';

/** Whether a query matches the window showing the page, kept live as it resizes. */
export function MatchesNow({ query, locale }: { query: string } & LocaleProps) {
  const copy = docsCopy(locale);
  return <>{useMediaQuery(query) ? copy.yes : copy.no}</>;
}
