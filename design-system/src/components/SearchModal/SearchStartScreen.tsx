import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { RecentIcon, RemoveIcon, StarIcon } from './SearchModalIcons';
import * as styles from './SearchStartScreen.css';
import { message } from './SearchMessages.css';
import { actionIcon, hitList } from './searchLists.css';
import type { SearchModalLabels, StoredSearch } from './types';

interface StoredSectionProps {
  title: string;
  searches: StoredSearch[];
  icon: ReactNode;
  onSelect: (search: StoredSearch) => void;
  /** The item's buttons after its query (save as favourite, remove). */
  actions: (search: StoredSearch) => ReactNode;
}

function StoredSection({ title, searches, icon, onSelect, actions }: StoredSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={hitList}>
        {searches.map((search) => (
          <li key={search.id} className={styles.storedItem}>
            <Button variant="ghost" className={styles.storedSelect} onPress={() => onSelect(search)}>
              {icon}
              <span className={styles.storedQuery}>{search.query}</span>
            </Button>
            {actions(search)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A small icon button beside a stored search: star it, or remove it. */
function StoredAction({
  label,
  onPress,
  children,
}: {
  label: string;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      iconOnly
      className={styles.actionButton}
      aria-label={label}
      onPress={onPress}
    >
      {children}
    </Button>
  );
}

export interface SearchStartScreenProps {
  recent: StoredSearch[];
  favorites: StoredSearch[];
  labels: SearchModalLabels;
  onSelect: (search: StoredSearch) => void;
  onSaveFavorite: (search: StoredSearch) => void;
  onRemoveRecent: (search: StoredSearch) => void;
  onRemoveFavorite: (search: StoredSearch) => void;
}

/** Before typing: favourite searches, then recent ones, each one press away. */
export function SearchStartScreen({
  recent,
  favorites,
  labels,
  onSelect,
  onSaveFavorite,
  onRemoveRecent,
  onRemoveFavorite,
}: SearchStartScreenProps) {
  if (recent.length === 0 && favorites.length === 0) {
    return (
      <div className={message}>
        <p>{labels.noRecent}</p>
      </div>
    );
  }
  return (
    <>
      {favorites.length > 0 ? (
        <StoredSection
          title={labels.favorites}
          searches={favorites}
          icon={<StarIcon filled className={styles.favoriteIcon} />}
          onSelect={onSelect}
          actions={(search) => (
            <StoredAction
              label={labels.removeFavorite(search.query)}
              onPress={() => onRemoveFavorite(search)}
            >
              <RemoveIcon className={actionIcon} />
            </StoredAction>
          )}
        />
      ) : null}
      {recent.length > 0 ? (
        <StoredSection
          title={labels.recent}
          searches={recent}
          icon={<RecentIcon className={styles.storedIcon} />}
          onSelect={onSelect}
          actions={(search) => (
            <>
              <StoredAction label={labels.saveFavorite(search.query)} onPress={() => onSaveFavorite(search)}>
                <StarIcon className={actionIcon} />
              </StoredAction>
              <StoredAction label={labels.removeRecent(search.query)} onPress={() => onRemoveRecent(search)}>
                <RemoveIcon className={actionIcon} />
              </StoredAction>
            </>
          )}
        />
      ) : null}
    </>
  );
}
