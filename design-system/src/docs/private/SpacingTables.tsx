import { docsCopy, type LocaleProps } from './copy';
import * as styles from './samples.css';
import type { TokenGroup } from './tokenSlots';
import { TokenTable } from './TokenTable';
import { ValueCell } from './ValueCell';

export function SpaceScaleTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <TokenTable
      group="space"
      caption={copy.spacing.spaceCaption}
      columns={[copy.value, copy.spacing.bar]}
      cells={({ slot, dark }) => [
        <ValueCell key="value" value={dark} />,
        <span key="bar" className={styles.spaceBar[slot]} />,
      ]}
      locale={locale}
    />
  );
}

/** A group whose values are all there is to show. */
function ValuesTable({ group, caption, locale }: { group: TokenGroup; caption: string } & LocaleProps) {
  return (
    <TokenTable
      group={group}
      caption={caption}
      columns={[docsCopy(locale).value]}
      cells={({ dark }) => [<ValueCell key="value" value={dark} />]}
      locale={locale}
    />
  );
}

export function LayoutSizesTable({ locale }: LocaleProps) {
  return <ValuesTable group="size" caption={docsCopy(locale).spacing.sizeCaption} locale={locale} />;
}

export function StackingTable({ locale }: LocaleProps) {
  return <ValuesTable group="zIndex" caption={docsCopy(locale).spacing.zIndexCaption} locale={locale} />;
}
