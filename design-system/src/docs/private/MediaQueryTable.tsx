import { media } from '../../theme';
import { docsCopy, type LocaleProps } from './copy';
import { DocsSurface } from './DocsSurface';
import { DocsTable } from './DocsTable';
import * as tableStyles from './DocsTable.css';
import { MatchesNow } from './MatchesNow';

export type MediaName = keyof typeof media;

export interface MediaQueryTableProps extends LocaleProps {
  caption: string;
  names: MediaName[];
  /** The label of the last column, which says what each query is for. */
  meaningColumn: string;
  meaning: (name: MediaName) => string;
}

/** Media queries by name, with whether each matches the window showing the page. */
export function MediaQueryTable({ caption, names, meaningColumn, meaning, locale }: MediaQueryTableProps) {
  const copy = docsCopy(locale);
  return (
    <DocsSurface>
      <DocsTable
        caption={caption}
        columns={[copy.breakpoints.name, copy.breakpoints.query, copy.breakpoints.matchesNow, meaningColumn]}
        rows={names.map((name) => ({
          key: name,
          headers: [<code key="name">media.{name}</code>],
          cells: [
            <code key="query" className={tableStyles.noWrap}>
              {media[name]}
            </code>,
            <MatchesNow key="matches" query={media[name]} locale={locale} />,
            meaning(name),
          ],
        }))}
      />
    </DocsSurface>
  );
}
