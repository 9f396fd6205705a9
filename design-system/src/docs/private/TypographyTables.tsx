import { docsCopy, type LocaleProps } from './copy';
import * as styles from './samples.css';
import { TokenTable } from './TokenTable';
import { ValueCell } from './ValueCell';

/** Font stacks are the same in both themes; the dark values are the default mode's. */
export function FontStacksTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <TokenTable
      group="font"
      caption={copy.typography.fontsCaption}
      columns={[copy.typography.stack, copy.sample]}
      cells={({ slot, dark }) => [
        <code key="stack">{dark}</code>,
        <span key="sample" className={styles.fontFamily[slot]}>
          {copy.typography.fontSample}
        </span>,
      ]}
      locale={locale}
    />
  );
}

export function TypeScaleTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <TokenTable
      group="fontSize"
      caption={copy.typography.scaleCaption}
      columns={[copy.value, copy.sample]}
      cells={({ slot, dark }) => [
        <ValueCell key="value" value={dark} />,
        <span key="sample" className={styles.fontSize[slot]}>
          {copy.typography.scaleSample}
        </span>,
      ]}
      locale={locale}
    />
  );
}

export function FontWeightsTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <TokenTable
      group="fontWeight"
      caption={copy.typography.weightsCaption}
      columns={[copy.value, copy.sample]}
      cells={({ slot, dark }) => [
        <code key="value">{dark}</code>,
        <span key="sample" className={styles.fontWeight[slot]}>
          {copy.typography.weightSample}
        </span>,
      ]}
      locale={locale}
    />
  );
}

export function LineHeightsTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <TokenTable
      group="lineHeight"
      caption={copy.typography.lineHeightsCaption}
      columns={[copy.value, copy.sample]}
      cells={({ slot, dark }) => [
        <code key="value">{dark}</code>,
        <p key="sample" className={styles.lineHeight[slot]}>
          {copy.typography.lineHeightSample}
        </p>,
      ]}
      locale={locale}
    />
  );
}
