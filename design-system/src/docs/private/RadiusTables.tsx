import { docsCopy, type LocaleProps } from './copy';
import * as styles from './samples.css';
import { TokenTable } from './TokenTable';

export function RadiiTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <TokenTable
      group="radius"
      caption={copy.radii.radiusCaption}
      columns={[copy.value, copy.sample]}
      cells={({ slot, dark }) => [
        <code key="value">{dark}</code>,
        <span key="sample" className={styles.radiusBox[slot]} />,
      ]}
      locale={locale}
    />
  );
}

/** Shadows differ per theme: both values are listed, the sample shows the live one. */
export function ShadowsTable({ locale }: LocaleProps) {
  const copy = docsCopy(locale);
  return (
    <TokenTable
      group="shadow"
      caption={copy.radii.shadowCaption}
      columns={[copy.light, copy.dark, copy.sample]}
      cells={({ slot, light, dark }) => [
        <code key="light">{light}</code>,
        <code key="dark">{dark}</code>,
        <span key="sample" className={styles.shadowBox[slot]} />,
      ]}
      locale={locale}
    />
  );
}
