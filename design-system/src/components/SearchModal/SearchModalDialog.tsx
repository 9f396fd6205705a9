import { useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
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
import { Link } from '../Link';
import { SearchField } from './SearchField';
import { SearchFooter } from './SearchFooter';
import { SearchError, SearchNoResults, SearchStalled } from './SearchMessages';
import { isPlainClick, SearchResults } from './SearchResults';
import { SearchStartScreen } from './SearchStartScreen';
import { useActiveHit } from './useActiveHit';
import * as styles from './SearchModal.css';
import { seeAll } from './SearchResults.css';
import { useLabels } from '../../labels/useLabels';
import { searchModalLabelsEn as englishLabels } from './SearchModal.labels';
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
  const { activeHit, move, choose } = useActiveHit(shownHits, resultsKey, optionIds);

  useEffect(() => {
    if (bodyRef.current) bodyRef.current.scrollTop = 0;
  }, [resultsKey]);

  const focusInput = () => inputRef.current?.focus();

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
    content = <SearchError labels={labels} />;
  } else if (showsResults) {
    content = (
      <>
        <SearchResults
          id={listboxId}
          labelledBy={labelId}
          groups={groups}
          activeHitId={activeHit?.id}
          optionId={(hit) => optionIds.get(hit.id) ?? ''}
          onActivate={choose}
          onHitClick={onHitClick}
          LinkComponent={LinkComponent}
        />
        {seeAllHref ? (
          <Link
            href={seeAllHref}
            isExternal={false}
            LinkComponent={LinkComponent}
            variant="standalone"
            className={seeAll}
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
      <SearchNoResults
        query={trimmedQuery}
        suggestions={suggestions}
        onSuggestion={(suggestion) => {
          onQueryChange(suggestion);
          focusInput();
        }}
        reportHref={reportHref}
        labels={labels}
      />
    );
  }

  return (
    <>
      <SearchField
        inputRef={inputRef}
        inputId={inputId}
        labelId={labelId}
        keyboardProps={keyboardProps}
        query={query}
        maxLength={maxLength}
        showsResults={showsResults}
        listboxId={listboxId}
        activeOptionId={activeHit ? optionIds.get(activeHit.id) : undefined}
        onQueryChange={onQueryChange}
        onClose={onClose}
        labels={labels}
      />

      <div ref={bodyRef} className={styles.body}>
        {status === 'stalled' && hasQuery ? <SearchStalled labels={labels} /> : null}
        {content}
      </div>

      <SearchFooter labels={labels} />

      {/* Polite: the count is read once typing pauses, never over the typed letters. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
