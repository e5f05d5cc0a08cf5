/** How many words each memo keeps: review text brings endless new words. */
const LIMIT = 50_000;

/**
 * `read` remembered per word for the first words met, so that work done on a word is done once
 * and a long-running server's memory stays flat. `clear()` forgets them (the word lists changed).
 */
export function perWord<T>(read: (word: string) => T) {
  const memo = new Map<string, T>();
  const remembered = (word: string): T => {
    const hit = memo.get(word);
    if (hit !== undefined) return hit;
    const found = read(word);
    if (memo.size < LIMIT) memo.set(word, found);
    return found;
  };
  return Object.assign(remembered, { clear: () => memo.clear() });
}
