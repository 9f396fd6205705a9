import type { ReactNode } from 'react';
import * as styles from './DocsTable.css';

/**
 * The themed panel every Foundations table sits in. `sb-unstyled` keeps
 * Storybook's docs typography off the tables, so what shows is the theme alone.
 */
export function DocsSurface({ children }: { children: ReactNode }) {
  return <div className={`${styles.surface} sb-unstyled`}>{children}</div>;
}
