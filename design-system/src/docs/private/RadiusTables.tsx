import { docsCopy, type DocsLocale } from './copy';
import { DocsSurface } from './DocsSurface';
import { DocsTable } from './DocsTable';
import * as tableStyles from './DocsTable.css';
import * as styles from './samples.css';
import { tokenSlots } from './tokenSlots';

interface LocaleProps {
  locale?: DocsLocale;
}

export function RadiiTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <DocsSurface>
      <DocsTable
        caption={copy.radii.radiusCaption}
        columns={[copy.slot, copy.customProperty, copy.value, copy.sample]}
        rows={tokenSlots('radius').map(({ slot, customProperty, dark }) => ({
          key: slot,
          headers: [<code key="slot">{slot}</code>],
          cells: [
            <code key="property" className={tableStyles.noWrap}>
              {customProperty}
            </code>,
            <code key="value">{dark}</code>,
            <span key="sample" className={styles.radiusBox[slot]} />,
          ],
        }))}
      />
    </DocsSurface>
  );
}

/** Shadows differ per theme: both values are listed, the sample shows the live one. */
export function ShadowsTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <DocsSurface>
      <DocsTable
        caption={copy.radii.shadowCaption}
        columns={[copy.slot, copy.customProperty, copy.light, copy.dark, copy.sample]}
        rows={tokenSlots('shadow').map(({ slot, customProperty, light, dark }) => ({
          key: slot,
          headers: [<code key="slot">{slot}</code>],
          cells: [
            <code key="property" className={tableStyles.noWrap}>
              {customProperty}
            </code>,
            <code key="light">{light}</code>,
            <code key="dark">{dark}</code>,
            <span key="sample" className={styles.shadowBox[slot]} />,
          ],
        }))}
      />
    </DocsSurface>
  );
}
