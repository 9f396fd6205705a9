import type { MouseEvent, PointerEvent } from 'react';
import type { LinkComponentType } from '../Link';
import { useLinkComponent } from '../../provider/useLinkComponent';
import { Highlighted } from './Highlighted';
import { EnterIcon, HitIcon } from './SearchModalIcons';
import * as styles from './SearchResults.css';
import { groupTitle, hitList } from './searchLists.css';
import type { SearchModalGroup, SearchModalHit } from './types';

/** A plain left click, which the router follows in place (not a new tab or window). */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

interface HitOptionProps {
  hit: SearchModalHit;
  id: string;
  isActive: boolean;
  onActivate: () => void;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  LinkComponent?: LinkComponentType;
}

/**
 * One hit: the option itself is the link (an `<a role="option">`), so the option
 * holds no nested interactive element. It is never a Tab stop: focus stays in the
 * input, which points at the active option with `aria-activedescendant`.
 */
function HitOption({ hit, id, isActive, onActivate, onClick, LinkComponent }: HitOptionProps) {
  const Component = useLinkComponent(LinkComponent);
  // The pointer makes a hit active when it moves, not when it enters: react-aria's useHover
  // (pointerenter) also fires when arrow keys scroll the list under a resting mouse, which
  // would steal the active hit from the keyboard. Touch never makes a hit active.
  const onPointerMove = (event: PointerEvent<HTMLAnchorElement>) => {
    if (event.pointerType !== 'touch' && !isActive) onActivate();
  };
  return (
    <Component
      onPointerMove={onPointerMove}
      onClick={onClick}
      id={id}
      href={hit.url}
      role="option"
      aria-selected={isActive}
      data-selected={isActive || undefined}
      tabIndex={-1}
      className={styles.hit}
    >
      <HitIcon kind={hit.kind} className={styles.hitIcon} />
      <span className={styles.hitContent}>
        <span className={styles.hitTitle}>
          <Highlighted text={hit.title} />
        </span>
        {hit.path ? <span className={styles.hitPath}>{hit.path}</span> : null}
        {hit.snippet ? (
          <span className={styles.hitSnippet}>
            <Highlighted text={hit.snippet} />
          </span>
        ) : null}
      </span>
      <EnterIcon className={styles.hitEnter} />
    </Component>
  );
}

export interface SearchResultsProps {
  id: string;
  /** The element naming the list (the input's label). */
  labelledBy: string;
  groups: SearchModalGroup[];
  activeHitId: string | undefined;
  optionId: (hit: SearchModalHit) => string;
  onActivate: (hit: SearchModalHit) => void;
  onHitClick: (hit: SearchModalHit, event: MouseEvent<HTMLAnchorElement>) => void;
  LinkComponent?: LinkComponentType;
}

/** The hits as a listbox of groups, each named by its visible title. */
export function SearchResults({
  id,
  labelledBy,
  groups,
  activeHitId,
  optionId,
  onActivate,
  onHitClick,
  LinkComponent,
}: SearchResultsProps) {
  return (
    <ul id={id} role="listbox" aria-labelledby={labelledBy} className={styles.listbox}>
      {groups.map((group) => {
        if (group.hits.length === 0) return null;
        const titleId = `${id}-group-${group.id}`;
        return (
          <li key={group.id} role="presentation" className={styles.group}>
            <div id={titleId} role="presentation" className={groupTitle}>
              {group.title}
            </div>
            <ul role="group" aria-labelledby={titleId} className={hitList}>
              {group.hits.map((hit) => (
                <li key={hit.id} role="presentation" className={styles.hitItem}>
                  <HitOption
                    hit={hit}
                    id={optionId(hit)}
                    isActive={hit.id === activeHitId}
                    onActivate={() => onActivate(hit)}
                    onClick={(event) => onHitClick(hit, event)}
                    LinkComponent={LinkComponent}
                  />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
