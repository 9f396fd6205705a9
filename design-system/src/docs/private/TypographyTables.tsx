import { docsCopy, type DocsLocale } from './copy';
import { DocsSurface } from './DocsSurface';
import { DocsTable } from './DocsTable';
import * as tableStyles from './DocsTable.css';
import * as styles from './samples.css';
import { tokenSlots } from './tokenSlots';
import { ValueCell } from './ValueCell';

interface LocaleProps {
  locale?: DocsLocale;
}

/** Font stacks are the same in both themes; the dark values are the default mode's. */
export function FontStacksTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <DocsSurface>
      <DocsTable
        caption={copy.typography.fontsCaption}
        columns={[copy.slot, copy.customProperty, copy.typography.stack, copy.sample]}
        rows={tokenSlots('font').map(({ slot, customProperty, dark }) => ({
          key: slot,
          headers: [<code key="slot">{slot}</code>],
          cells: [
            <code key="property" className={tableStyles.noWrap}>
              {customProperty}
            </code>,
            <code key="stack">{dark}</code>,
            <span key="sample" className={styles.fontFamily[slot]}>
              {copy.typography.fontSample}
            </span>,
          ],
        }))}
      />
    </DocsSurface>
  );
}

export function TypeScaleTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <DocsSurface>
      <DocsTable
        caption={copy.typography.scaleCaption}
        columns={[copy.slot, copy.customProperty, copy.value, copy.sample]}
        rows={tokenSlots('fontSize').map(({ slot, customProperty, dark }) => ({
          key: slot,
          headers: [<code key="slot">{slot}</code>],
          cells: [
            <code key="property" className={tableStyles.noWrap}>
              {customProperty}
            </code>,
            <ValueCell key="value" value={dark} />,
            <span key="sample" className={styles.fontSize[slot]}>
              {copy.typography.scaleSample}
            </span>,
          ],
        }))}
      />
    </DocsSurface>
  );
}

export function FontWeightsTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <DocsSurface>
      <DocsTable
        caption={copy.typography.weightsCaption}
        columns={[copy.slot, copy.customProperty, copy.value, copy.sample]}
        rows={tokenSlots('fontWeight').map(({ slot, customProperty, dark }) => ({
          key: slot,
          headers: [<code key="slot">{slot}</code>],
          cells: [
            <code key="property" className={tableStyles.noWrap}>
              {customProperty}
            </code>,
            <code key="value">{dark}</code>,
            <span key="sample" className={styles.fontWeight[slot]}>
              {copy.typography.weightSample}
            </span>,
          ],
        }))}
      />
    </DocsSurface>
  );
}

export function LineHeightsTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <DocsSurface>
      <DocsTable
        caption={copy.typography.lineHeightsCaption}
        columns={[copy.slot, copy.customProperty, copy.value, copy.sample]}
        rows={tokenSlots('lineHeight').map(({ slot, customProperty, dark }) => ({
          key: slot,
          headers: [<code key="slot">{slot}</code>],
          cells: [
            <code key="property" className={tableStyles.noWrap}>
              {customProperty}
            </code>,
            <code key="value">{dark}</code>,
            <p key="sample" className={styles.lineHeight[slot]}>
              {copy.typography.lineHeightSample}
            </p>,
          ],
        }))}
      />
    </DocsSurface>
  );
}
