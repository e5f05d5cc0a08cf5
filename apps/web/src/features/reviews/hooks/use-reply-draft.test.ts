import { describe, expect, it, vi } from 'vitest';
import { createDraftStore } from './use-reply-draft.ts';

describe('createDraftStore', () => {
  it('keeps a text per review and tells listeners of each change', () => {
    const store = createDraftStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('a', 'Thank you!');
    expect(store.get('a')).toBe('Thank you!');
    expect(store.get('b')).toBeUndefined();
    store.set('a', undefined);
    expect(store.get('a')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set('b', 'x');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
