import type { DOMAttributes, RefObject } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../Button';
import { ClearIcon, SearchIcon } from './SearchModalIcons';
import * as styles from './SearchField.css';
import { actionIcon } from './searchLists.css';
import type { SearchModalLabels } from './types';

export interface SearchFieldProps {
  inputRef: RefObject<HTMLInputElement>;
  inputId: string;
  labelId: string;
  /** The arrow keys and Enter, handled by the panel. */
  keyboardProps: DOMAttributes<HTMLInputElement>;
  query: string;
  maxLength: number;
  /** Whether the listbox of hits is shown, which the combobox says and points at. */
  showsResults: boolean;
  listboxId: string;
  activeOptionId: string | undefined;
  onQueryChange: (query: string) => void;
  onClose: () => void;
  labels: SearchModalLabels;
}

/**
 * The dialog's header: the search box and the close button. The input is an ARIA 1.2
 * combobox that keeps focus and points at the active hit with aria-activedescendant.
 */
export function SearchField({
  inputRef,
  inputId,
  labelId,
  keyboardProps,
  query,
  maxLength,
  showsResults,
  listboxId,
  activeOptionId,
  onQueryChange,
  onClose,
  labels,
}: SearchFieldProps) {
  return (
    <div className={styles.header}>
      <div className={styles.searchBox}>
        <label id={labelId} htmlFor={inputId} className={styles.searchLabel}>
          <SearchIcon className={styles.searchIcon} />
          <VisuallyHidden>{labels.input}</VisuallyHidden>
        </label>
        <input
          {...keyboardProps}
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showsResults}
          aria-controls={showsResults ? listboxId : undefined}
          aria-activedescendant={activeOptionId}
          value={query}
          maxLength={maxLength}
          placeholder={labels.placeholder}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          onChange={(event) => onQueryChange(event.target.value)}
        />
        {query !== '' ? (
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            className={styles.clearButton}
            aria-label={labels.clear}
            onPress={() => {
              onQueryChange('');
              inputRef.current?.focus();
            }}
          >
            <ClearIcon className={actionIcon} />
          </Button>
        ) : null}
      </div>
      <Button variant="ghost" onPress={onClose}>
        {labels.close}
      </Button>
    </div>
  );
}
