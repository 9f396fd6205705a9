import { warnStorageUnavailable } from '../../theme/storageWarning';
import {
  isTabChoiceToken,
  parseStoredTabChoices,
  parseTabChoicesQuery,
  type TabChoices,
} from './tabChoiceParsing';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Choices of this page when storage refuses them (private mode, storage blocked), per storage key. */
const unstored = new Map<string, TabChoices>();

/** The last address whose `?tabs=` choices were applied: an address chooses once, on arrival. */
let appliedSearch: string | undefined;

/** Every group's choice; those of this page alone when storage is unavailable. */
export function readTabChoices(storageKey: string): TabChoices {
  try {
    return parseStoredTabChoices(window.localStorage.getItem(storageKey));
  } catch (error) {
    warnStorageUnavailable('the tabs’ remembered choices', error);
    return unstored.get(storageKey) ?? {};
  }
}

/** The group's chosen tab id, if any. */
export function readTabChoice(groupId: string, storageKey: string): string | undefined {
  return readTabChoices(storageKey)[groupId];
}

function writeTabChoices(choices: TabChoices, storageKey: string): void {
  unstored.set(storageKey, choices);
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(choices));
  } catch (error) {
    // The choice then lasts for this page only, which is the best we can do.
    warnStorageUnavailable('the tabs’ remembered choices', error);
  }
  listeners.forEach((listener) => listener());
}

/** Remembers the visitor's tab in a group, for every tab set of that group, here and in other open tabs. */
export function rememberTabChoice(groupId: string, tabId: string, storageKey: string): void {
  if (!isTabChoiceToken(groupId) || !isTabChoiceToken(tabId)) return;
  const choices = readTabChoices(storageKey);
  if (choices[groupId] === tabId) return;
  writeTabChoices({ ...choices, [groupId]: tabId }, storageKey);
}

/**
 * Stores the choices the current address carries (`?tabs=install-method:compose`),
 * once per address: the head script has usually done it already, but a page reached
 * by client-side navigation, or a site without the script, relies on this. A reader
 * who then picks another tab keeps it, even while the address still says otherwise.
 */
export function applyAddressTabChoices(storageKey: string, queryParameter: string): void {
  const { search } = window.location;
  if (search === appliedSearch) return;
  appliedSearch = search;
  const fromAddress = parseTabChoicesQuery(search, queryParameter);
  if (Object.keys(fromAddress).length === 0) return;
  const choices = readTabChoices(storageKey);
  if (Object.entries(fromAddress).every(([group, id]) => choices[group] === id)) return;
  writeTabChoices({ ...choices, ...fromAddress }, storageKey);
}

/** Follows choices made in this tab and, through the `storage` event, in the others. */
export function subscribeToTabChoices(listener: Listener, storageKey: string): () => void {
  const onStorage = (event: StorageEvent) => {
    // `null`: the other tab cleared the whole storage.
    if (event.key === null || event.key === storageKey) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** For tests: forget which address was applied, as a new page load would. */
export function resetAddressTabChoicesForTests(): void {
  appliedSearch = undefined;
  unstored.clear();
}
