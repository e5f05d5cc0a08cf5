import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Unsaved reply texts by review id. Rows leave the DOM as the list scrolls, and the same review
 * shows in its row and in the detail panel: the text being written lives here, not in a row.
 */
export type DraftStore = {
  get: (reviewId: string) => string | undefined;
  set: (reviewId: string, text: string | undefined) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createDraftStore(): DraftStore {
  const drafts = new Map<string, string>();
  const listeners = new Set<() => void>();
  return {
    get: (reviewId) => drafts.get(reviewId),
    set: (reviewId, text) => {
      if (text === undefined) drafts.delete(reviewId);
      else drafts.set(reviewId, text);
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const DraftStoreContext = createContext<DraftStore | null>(null);

/** The unsaved text of a review's reply (undefined: nothing unsaved) and its setter. */
export function useReplyDraft(
  reviewId: string,
): [string | undefined, (text: string | undefined) => void] {
  const store = useContext(DraftStoreContext);
  if (!store) throw new Error('useReplyDraft outside DraftStoreContext');
  const draft = useSyncExternalStore(store.subscribe, () => store.get(reviewId));
  return [draft, (text) => store.set(reviewId, text)];
}
