import { docsCopy, type LocaleProps } from './copy';
import { MediaQueryTable } from './MediaQueryTable';
import { TokenTable } from './TokenTable';

export function DurationsTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <TokenTable
      group="motion"
      caption={copy.motion.durationsCaption}
      columns={[copy.value, copy.motion.usedFor]}
      cells={({ slot, dark }) => [<code key="value">{dark}</code>, copy.motion.durations[slot]]}
      locale={locale}
    />
  );
}

export function ReducedMotionTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <MediaQueryTable
      caption={copy.motion.reducedCaption}
      names={['reducedMotion']}
      meaningColumn={copy.motion.rule}
      meaning={() => copy.motion.reducedRule}
      locale={locale}
    />
  );
}
