import { docsCopy, type DocsLocale } from './copy';
import { DocsSurface } from './DocsSurface';
import { DocsTable } from './DocsTable';
import * as tableStyles from './DocsTable.css';
import * as styles from './samples.css';
import { tokenSlots, type TokenGroup } from './tokenSlots';
import { ValueCell } from './ValueCell';

interface LocaleProps {
  locale?: DocsLocale;
}

export function SpaceScaleTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <DocsSurface>
      <DocsTable
        caption={copy.spacing.spaceCaption}
        columns={[copy.slot, copy.customProperty, copy.value, copy.spacing.bar]}
        rows={tokenSlots('space').map(({ slot, customProperty, dark }) => ({
          key: slot,
          headers: [<code key="slot">{slot}</code>],
          cells: [
            <code key="property" className={tableStyles.noWrap}>
              {customProperty}
            </code>,
            <ValueCell key="value" value={dark} />,
            <span key="bar" className={styles.spaceBar[slot]} />,
          ],
        }))}
      />
    </DocsSurface>
  );
}

function PlainTokenTable({ group, caption, locale }: { group: TokenGroup; caption: string } & LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <DocsSurface>
      <DocsTable
        caption={caption}
        columns={[copy.slot, copy.customProperty, copy.value]}
        rows={tokenSlots(group).map(({ slot, customProperty, dark }) => ({
          key: slot,
          headers: [<code key="slot">{slot}</code>],
          cells: [
            <code key="property" className={tableStyles.noWrap}>
              {customProperty}
            </code>,
            <ValueCell key="value" value={dark} />,
          ],
        }))}
      />
    </DocsSurface>
  );
}

export function LayoutSizesTable({ locale }: LocaleProps) {
  return <PlainTokenTable group="size" caption={docsCopy(locale).spacing.sizeCaption} locale={locale} />;
}

export function StackingTable({ locale }: LocaleProps) {
  return <PlainTokenTable group="zIndex" caption={docsCopy(locale).spacing.zIndexCaption} locale={locale} />;
}
