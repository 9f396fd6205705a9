import { breakpoints, media } from '../../theme';
import { docsCopy, type DocsLocale } from './copy';
import { DocsSurface } from './DocsSurface';
import { DocsTable } from './DocsTable';
import * as tableStyles from './DocsTable.css';
import { MatchesNow } from './MatchesNow';

interface LocaleProps {
  locale?: DocsLocale;
}

export function BreakpointsTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  const names = Object.keys(breakpoints) as (keyof typeof breakpoints)[];
  return (
    <DocsSurface>
      <DocsTable
        caption={copy.breakpoints.widthsCaption}
        columns={[copy.breakpoints.name, copy.breakpoints.width, copy.breakpoints.meaning]}
        rows={names.map((name) => ({
          key: name,
          headers: [<code key="name">breakpoints.{name}</code>],
          cells: [<code key="width">{breakpoints[name]} px</code>, copy.breakpoints.widths[name]],
        }))}
      />
    </DocsSurface>
  );
}

export function MediaQueriesTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  const names = Object.keys(media) as (keyof typeof media)[];
  return (
    <DocsSurface>
      <DocsTable
        caption={copy.breakpoints.queriesCaption}
        columns={[
          copy.breakpoints.name,
          copy.breakpoints.query,
          copy.breakpoints.matchesNow,
          copy.breakpoints.meaning,
        ]}
        rows={names.map((name) => ({
          key: name,
          headers: [<code key="name">media.{name}</code>],
          cells: [
            <code key="query" className={tableStyles.noWrap}>
              {media[name]}
            </code>,
            <MatchesNow key="matches" query={media[name]} locale={locale} />,
            copy.breakpoints.queries[name],
          ],
        }))}
      />
    </DocsSurface>
  );
}
