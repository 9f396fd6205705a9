import type { ReactNode } from 'react';
import { docsCopy, type LocaleProps } from './copy';
import { DocsSurface } from './DocsSurface';
import { DocsTable } from './DocsTable';
import * as tableStyles from './DocsTable.css';
import { tokenSlots, type SlotOf, type TokenGroup, type TokenSlot } from './tokenSlots';

export interface TokenTableProps<Group extends TokenGroup> extends LocaleProps {
  group: Group;
  caption: string;
  /** The labels of the columns after the slot and its custom property. */
  columns: string[];
  /** One slot's cells after its custom property, one per column. */
  cells: (token: TokenSlot<SlotOf<Group>>) => ReactNode[];
}

/** Every slot of a token group with its custom property, then what the table adds about it. */
export function TokenTable<Group extends TokenGroup>({
  group,
  caption,
  columns,
  cells,
  locale,
}: TokenTableProps<Group>) {
  const copy = docsCopy(locale);
  return (
    <DocsSurface>
      <DocsTable
        caption={caption}
        columns={[copy.slot, copy.customProperty, ...columns]}
        rows={tokenSlots(group).map((token) => ({
          key: token.slot,
          headers: [<code key="slot">{token.slot}</code>],
          cells: [
            <code key="property" className={tableStyles.noWrap}>
              {token.customProperty}
            </code>,
            ...cells(token),
          ],
        }))}
      />
    </DocsSurface>
  );
}
