import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import {
  FocusScope,
  mergeProps,
  Overlay,
  useDialog,
  useId,
  useKeyboard,
  useModalOverlay,
  VisuallyHidden,
} from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { Button } from '../Button';
import { Link } from '../Link';
import { Spinner } from '../Spinner';
import { ClearIcon, ErrorIcon, NoResultsIcon, SearchIcon } from './SearchModalIcons';
import { isPlainClick, SearchResults } from './SearchResults';
import { SearchStartScreen } from './SearchStartScreen';
import * as styles from './SearchModal.css';
import { useLabels } from '../../labels/useLabels';
import { searchModal as englishLabels } from '../../labels/en/searchModal';
import { useDesignSystem } from '../../provider/designSystemContext';
import type { SearchModalHit, SearchModalLabels, SearchModalProps, StoredSearch } from './types';

const NO_HITS: SearchModalHit[] = [];

/**
 * The open modal. react-aria's useModalOverlay makes it modal (page scroll locked,
 * the rest of the page hidden from assistive technology, Escape and a press outside
 * close it) and FocusScope moves focus to the input, keeps Tab inside and gives focus
 * back to whatever had it before opening.
 */
export function SearchModalDialog(props: SearchModalProps) {
  const { onClose } = props;
  const labels = useLabels('searchModal', englishLabels, props.labels);
  const { navigate: providerNavigate } = useDesignSystem();
  const navigate = props.navigate ?? providerNavigate;
  const state = useOverlayTriggerState({
    isOpen: true,
    onOpenChange: (isOpen) => {
      if (!isOpen) onClose();
    },
  });
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, state, ref);
  const { dialogProps } = useDialog({ 'aria-label': labels.dialog }, ref);
  return (
    <Overlay>
      {/* autoFocus: the input is the first tabbable element of the dialog. */}
      <FocusScope contain restoreFocus autoFocus>
        <div {...underlayProps} className={styles.underlay}>
          <div
            {...mergeProps(modalProps, dialogProps)}
            ref={ref}
            aria-modal="true"
            className={styles.dialog}
            data-search-modal=""
          >
            <SearchPanel {...props} labels={labels} navigate={navigate} />
          </div>
        </div>
      </FocusScope>
    </Overlay>
  );
}

/**
 * The dialog's content.
 *
 * Why not react-aria's useComboBox: it shows its collection in a popover that opens
 * and closes with typing and blur, builds the options from a react-stately collection
 * that owns filtering, and cannot render the site's router links as options. Here the
 * results sit inline in the dialog, grouped under titles, as links. So the input is an
 * ARIA 1.2 combobox (role="combobox", aria-expanded, aria-controls) that keeps focus and
 * points at the active option with aria-activedescendant; the results are a listbox of
 * role="group" sections of `<a role="option">`. react-aria still handles the modal, the
 * keys (useKeyboard shortcuts skip IME composition and let Escape reach the modal) and
 * focus (FocusScope, mergeProps, Button's useFocusRing).
 */
type ResolvedProps = SearchModalProps &
  Required<Pick<SearchModalProps, 'navigate'>> & { labels: SearchModalLabels };

function SearchPanel({
  onClose,
  query,
  onQueryChange,
  maxLength = 64,
  status,
  groups,
  totalHits,
  seeAllHref,
  recent,
  favorites,
  onSelectStored,
  onSaveFavorite,
  onRemoveRecent,
  onRemoveFavorite,
  suggestions,
  reportHref,
  onHitSelected,
  navigate,
  LinkComponent,
  labels,
}: ResolvedProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const labelId = `${baseId}-label`;
  const listboxId = `${baseId}-listbox`;

  const trimmedQuery = query.trim();
  const hasQuery = trimmedQuery !== '';
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  // Hits stay on screen while the next search loads; an error replaces them.
  const showsResults = hasQuery && status !== 'error' && hits.length > 0;
  const shownHits = showsResults ? hits : NO_HITS;
  const resultsKey = shownHits.map((hit) => hit.id).join('\n');
  const optionIds = useMemo(
    () => new Map(shownHits.map((hit, index) => [hit.id, `${listboxId}-option-${index}`])),
    [shownHits, listboxId],
  );

  // The hit chosen by the keys or the pointer, for the results it was chosen in:
  // new results make their first hit active.
  const [chosen, setChosen] = useState<{ resultsKey: string; hitId: string } | null>(null);
  const chosenIndex =
    chosen && chosen.resultsKey === resultsKey ? shownHits.findIndex((hit) => hit.id === chosen.hitId) : -1;
  const activeIndex = chosenIndex >= 0 ? chosenIndex : shownHits.length > 0 ? 0 : -1;
  const activeHit: SearchModalHit | undefined = shownHits[activeIndex];

  const scrollToActive = useRef(false);
  useEffect(() => {
    if (!scrollToActive.current || !activeHit) return;
    scrollToActive.current = false;
    const option = document.getElementById(optionIds.get(activeHit.id) ?? '');
    // scrollIntoView is missing in some environments (jsdom).
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeHit, optionIds]);

  useEffect(() => {
    if (bodyRef.current) bodyRef.current.scrollTop = 0;
  }, [resultsKey]);

  const focusInput = () => inputRef.current?.focus();

  const move = (step: 1 | -1): boolean => {
    const count = shownHits.length;
    const next = activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (activeIndex + step + count) % count;
    const hit = shownHits[next];
    if (!hit) return false; // no results: let the caret move
    scrollToActive.current = true;
    setChosen({ resultsKey, hitId: hit.id });
    return true;
  };

  const select = (hit: SearchModalHit) => {
    onHitSelected?.(hit);
    // Closed first, so focus goes back to the page before the router changes it.
    onClose();
    navigate(hit.url);
  };

  const { keyboardProps } = useKeyboard({
    allowRepeats: true,
    shortcuts: {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Enter: (event) => {
        if (!activeHit || event.repeat) return false;
        select(activeHit);
        return true;
      },
    },
  });

  const onHitClick = (hit: SearchModalHit, event: MouseEvent<HTMLAnchorElement>) => {
    onHitSelected?.(hit);
    // The link navigates; a modified click opens a tab and leaves the search open.
    if (isPlainClick(event)) onClose();
  };

  const withFocusBack =
    (action: (search: StoredSearch) => void) =>
    (search: StoredSearch): void => {
      action(search);
      focusInput(); // the pressed item may be gone: do not leave focus on nothing
    };

  let announcement = '';
  if (hasQuery) {
    if (status === 'loading') announcement = labels.loading;
    else if (status === 'stalled') announcement = labels.stalled;
    else if (status === 'error') announcement = labels.errorTitle;
    else if (status === 'done') announcement = labels.resultsCount(totalHits);
  }

  let content: ReactNode = null;
  if (!hasQuery) {
    content = (
      <SearchStartScreen
        recent={recent}
        favorites={favorites}
        labels={labels}
        onSelect={withFocusBack(onSelectStored)}
        onSaveFavorite={withFocusBack(onSaveFavorite)}
        onRemoveRecent={withFocusBack(onRemoveRecent)}
        onRemoveFavorite={withFocusBack(onRemoveFavorite)}
      />
    );
  } else if (status === 'error') {
    content = (
      <div className={styles.message}>
        <ErrorIcon className={styles.messageIcon} />
        <p className={styles.messageTitle}>{labels.errorTitle}</p>
        <p className={styles.help}>{labels.errorHelp}</p>
      </div>
    );
  } else if (showsResults) {
    content = (
      <>
        <SearchResults
          id={listboxId}
          labelledBy={labelId}
          groups={groups}
          activeHitId={activeHit?.id}
          optionId={(hit) => optionIds.get(hit.id) ?? ''}
          onActivate={(hit) => setChosen({ resultsKey, hitId: hit.id })}
          onHitClick={onHitClick}
          LinkComponent={LinkComponent}
        />
        {seeAllHref ? (
          <Link
            href={seeAllHref}
            isExternal={false}
            LinkComponent={LinkComponent}
            variant="standalone"
            className={styles.seeAll}
            onClick={(event) => {
              if (isPlainClick(event)) onClose();
            }}
          >
            {labels.seeAll(totalHits)}
          </Link>
        ) : null}
      </>
    );
  } else if (status === 'done') {
    content = (
      <div className={styles.message}>
        <NoResultsIcon className={styles.messageIcon} />
        {/* The query is React text, never HTML; <q> draws the quotes of the page's language. */}
        <p className={styles.messageTitle}>
          {labels.noResultsFor} <q className={styles.query}>{trimmedQuery}</q>
        </p>
        {suggestions.length > 0 ? (
          <>
            <p>{labels.trySearchingFor}</p>
            <ul className={styles.suggestions}>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <Button
                    variant="secondary"
                    size="sm"
                    onPress={() => {
                      onQueryChange(suggestion);
                      focusInput();
                    }}
                  >
                    {suggestion}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {reportHref ? (
          <p className={styles.help}>
            {labels.reportMissing}{' '}
            <Link href={reportHref(trimmedQuery)} opensInNewTabLabel={labels.opensInNewTab}>
              {labels.reportLink}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <>
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
            aria-activedescendant={activeHit ? optionIds.get(activeHit.id) : undefined}
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
                focusInput();
              }}
            >
              <ClearIcon className={styles.actionIcon} />
            </Button>
          ) : null}
        </div>
        <Button variant="ghost" onPress={onClose}>
          {labels.close}
        </Button>
      </div>

      <div ref={bodyRef} className={styles.body}>
        {status === 'stalled' && hasQuery ? (
          <div className={styles.stalled}>
            <Spinner label={labels.loading} delayMs={0} size="sm" />
            <span>{labels.stalled}</span>
          </div>
        ) : null}
        {content}
      </div>

      <div className={styles.footer}>
        <ul className={styles.hints}>
          <li className={styles.hint}>
            <kbd className={styles.key}>↵</kbd>
            <span>{labels.toSelect}</span>
          </li>
          <li className={styles.hint}>
            <kbd className={styles.key}>↑</kbd>
            <kbd className={styles.key}>↓</kbd>
            <span>{labels.toNavigate}</span>
          </li>
          <li className={styles.hint}>
            <kbd className={styles.key}>Esc</kbd>
            <span>{labels.toClose}</span>
          </li>
        </ul>
      </div>

      {/* Polite: the count is read once typing pauses, never over the typed letters. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
