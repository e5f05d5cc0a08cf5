import type { TColleague } from '@tableside/domain/schemas/workflow';

/** Lower case without accents, so "@hel" finds Hélène. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The word being typed after an "@" just before the caret, or null when there is none. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([\p{L}\p{N}'’.-]{0,30})$/u.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** Colleagues whose name or user name has a word starting with the query. */
export function mentionCandidates(colleagues: readonly TColleague[], query: string): TColleague[] {
  const q = fold(query);
  return colleagues
    .filter((c) => [c.username, ...c.name.split(/\s+/)].some((word) => fold(word).startsWith(q)))
    .slice(0, 8);
}

/** The picked colleagues whose "@Name" is still in the text: deleting the name drops the mention. */
export function mentionsIn(text: string, picked: ReadonlyMap<string, string>): string[] {
  return [...picked].filter(([, name]) => text.includes(`@${name}`)).map(([id]) => id);
}
