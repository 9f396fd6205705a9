import { useCallback, useSyncExternalStore } from 'react';
import type { TabChoiceSettings } from './tabChoiceSettings';
import {
  applyAddressTabChoices,
  readTabChoice,
  rememberTabChoice,
  subscribeToTabChoices,
} from './tabChoiceStore';

/** The server cannot know the visitor's choice; hydration renders what the server did. */
const UNKNOWN = null;
/** Known, and no choice stored for the group. */
const NONE = '';

const noSubscription = () => () => undefined;
const none = () => NONE;

export interface TabGroupChoice {
  /** The group's remembered tab id; `undefined` without one, and until it can be known. */
  choice: string | undefined;
  /** `false` on the server and while hydrating, when the choice cannot be known yet. */
  isKnown: boolean;
  /** Remembers a tab of this group (nothing without a group). */
  remember: (tabId: string) => void;
}

/**
 * The remembered choice of a tab group, in step with the other tab sets of the group
 * and the other open tabs. Without a `groupId` there is nothing to remember.
 */
export function useTabGroupChoice(groupId: string | undefined, settings: TabChoiceSettings): TabGroupChoice {
  const { storageKey, queryParameter } = settings;
  const subscribe = useCallback(
    (listener: () => void) => {
      applyAddressTabChoices(storageKey, queryParameter);
      return subscribeToTabChoices(listener, storageKey);
    },
    [storageKey, queryParameter],
  );
  const read = useCallback(
    () => (groupId === undefined ? NONE : (readTabChoice(groupId, storageKey) ?? NONE)),
    [groupId, storageKey],
  );
  const snapshot = useSyncExternalStore<string | null>(
    groupId === undefined ? noSubscription : subscribe,
    read,
    groupId === undefined ? none : () => UNKNOWN,
  );
  const remember = useCallback(
    (tabId: string) => {
      if (groupId !== undefined) rememberTabChoice(groupId, tabId, storageKey);
    },
    [groupId, storageKey],
  );
  return { choice: snapshot || undefined, isKnown: snapshot !== UNKNOWN, remember };
}
