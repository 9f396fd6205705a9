import { remToPixels } from './remToPixels';
import * as styles from './samples.css';

/** A token's value as written, plus its size in pixels when it has a fixed one. */
export function ValueCell({ value }: { value: string }) {
  const pixels = remToPixels(value);
  return (
    <>
      <code>{value}</code>
      {pixels !== undefined && <span className={styles.secondary}>{pixels} px</span>}
    </>
  );
}
