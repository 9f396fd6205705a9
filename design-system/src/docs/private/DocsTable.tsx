import type { ReactNode } from 'react';
import * as styles from './DocsTable.css';

export interface DocsTableGroup {
  /** Omitted for the columns that hold row headers. */
  label?: string;
  span: number;
}

export interface DocsTableRow {
  key: string;
  /** Cells that name the row (`<th scope="row">`), usually one. */
  headers: ReactNode[];
  cells: ReactNode[];
}

export interface DocsTableProps {
  caption: string;
  /** One label per column, row-header columns first. */
  columns: string[];
  /** An optional first header row grouping the columns, e.g. by theme. */
  groups?: DocsTableGroup[];
  rows: DocsTableRow[];
}

/** A plain data table with a caption and scoped headers, styled by the theme. */
export function DocsTable({ caption, columns, groups, rows }: DocsTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      {/* scope="colgroup" headers need real column groups to refer to. */}
      {groups?.map((group, index) => (
        <colgroup key={index} span={group.span} />
      ))}
      <thead>
        {groups && (
          <tr>
            {groups.map((group, index) =>
              group.label ? (
                <th key={index} scope="colgroup" colSpan={group.span} className={styles.groupHeaderCell}>
                  {group.label}
                </th>
              ) : (
                <td key={index} colSpan={group.span} className={styles.emptyCorner} />
              ),
            )}
          </tr>
        )}
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={styles.headerCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.headers.map((header, index) => (
              <th key={index} scope="row" className={styles.rowHeaderCell}>
                {header}
              </th>
            ))}
            {row.cells.map((content, index) => (
              <td key={index} className={styles.cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
