import { breakpoints, media } from '../../theme';
import { docsCopy, type LocaleProps } from './copy';
import { DocsSurface } from './DocsSurface';
import { DocsTable } from './DocsTable';
import { MediaQueryTable, type MediaName } from './MediaQueryTable';

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
  return (
    <MediaQueryTable
      caption={copy.breakpoints.queriesCaption}
      names={Object.keys(media) as MediaName[]}
      meaningColumn={copy.breakpoints.meaning}
      meaning={(name) => copy.breakpoints.queries[name]}
      locale={locale}
    />
  );
}
