import { media } from '../../theme';
import { docsCopy, type DocsLocale } from './copy';
import { DocsSurface } from './DocsSurface';
import { DocsTable } from './DocsTable';
import * as tableStyles from './DocsTable.css';
import { MatchesNow } from './MatchesNow';
import { tokenSlots } from './tokenSlots';

interface LocaleProps {
  locale?: DocsLocale;
}

export function DurationsTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <DocsSurface>
      <DocsTable
        caption={copy.motion.durationsCaption}
        columns={[copy.slot, copy.customProperty, copy.value, copy.motion.usedFor]}
        rows={tokenSlots('motion').map(({ slot, customProperty, dark }) => ({
          key: slot,
          headers: [<code key="slot">{slot}</code>],
          cells: [
            <code key="property" className={tableStyles.noWrap}>
              {customProperty}
            </code>,
            <code key="value">{dark}</code>,
            copy.motion.durations[slot],
          ],
        }))}
      />
    </DocsSurface>
  );
}

export function ReducedMotionTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <DocsSurface>
      <DocsTable
        caption={copy.motion.reducedCaption}
        columns={[
          copy.breakpoints.name,
          copy.breakpoints.query,
          copy.breakpoints.matchesNow,
          copy.motion.rule,
        ]}
        rows={[
          {
            key: 'reducedMotion',
            headers: [<code key="name">media.reducedMotion</code>],
            cells: [
              <code key="query" className={tableStyles.noWrap}>
                {media.reducedMotion}
              </code>,
              <MatchesNow key="matches" query={media.reducedMotion} locale={locale} />,
              copy.motion.reducedRule,
            ],
          },
        ]}
      />
    </DocsSurface>
  );
}
