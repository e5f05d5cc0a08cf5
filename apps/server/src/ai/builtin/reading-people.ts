import type { ReplyRequest } from '../engine.ts';
import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import { fold } from './text.ts';

// Who the guest names among the location's staff, and how kindly, for the reading (reading.ts).

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Jennifer Walsh" → "Jennifer"; a single name stays as it is. */
export const firstNameOfStaff = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** Capitalised words that start a sentence and are nobody's short name ("Ma blonde", "So…"). */
const NOT_NAMES = new Set([
  'ma',
  'me',
  'mon',
  'my',
  'so',
  'no',
  'we',
  'le',
  'la',
  'je',
  'il',
  'on',
  'ok',
]);

/**
 * Whether the words call the person by name or by the short form guests use ("Alex" for
 * Alexander, "Kate" for Katherine, "Al" for Alistair, "JF" for Jean-François), not only by a title.
 */
export function namesPerson(words: string, first: string): boolean {
  const name = fold(first);
  const parts = first.split(/[-‐]/).filter(Boolean);
  const initials = parts.length > 1 ? parts.map((p) => p[0]!.toLocaleUpperCase()).join('') : null;
  if (initials && new RegExp(`(^|[^\\p{L}])${initials}($|[^\\p{L}])`, 'u').test(words)) return true;
  if (new RegExp(`(^|[^\\p{L}])${escapeRegExp(name)}($|[^\\p{L}])`, 'u').test(fold(words)))
    return true;
  return (words.match(/\p{Lu}\p{Ll}+/gu) ?? []).some((w) => {
    const word = fold(w);
    if (word.length < 2 || word === name || (NOT_NAMES.has(word) && word.length < 3)) return false;
    return (word.length >= 3 && word.startsWith(name.slice(0, 3))) || name.startsWith(word);
  });
}

/**
 * First names two people at the location share ("Sam" for Sam Ortiz and Sam Lee), said kindly
 * by the guest: the analysis cannot tell who, but the reply can thank the name the guest wrote.
 * Kindly means the sentence judges something well and nothing badly.
 */
export function sharedNamesPraised(request: ReplyRequest, analysis: ReviewUnderstanding): string[] {
  const counts = new Map<string, number>();
  for (const full of request.staff) {
    const first = firstNameOfStaff(full);
    counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  const shared = [...counts].filter(([, n]) => n > 1).map(([first]) => first);
  const sentences = request.review.text.split(/(?<=[.!?…])\s+|\n+/);
  return shared.filter((first) => {
    const said = new RegExp(`(^|[^\\p{L}])${escapeRegExp(first)}($|[^\\p{L}])`, 'u');
    const sentence = sentences.find((x) => said.test(x));
    if (!sentence) return false;
    const judged = analysis.aspects.filter((a) => fold(sentence).includes(fold(a.term)));
    return (
      judged.some((a) => a.polarity === 'positive') &&
      !judged.some((a) => a.polarity === 'negative' || a.polarity === 'conflict')
    );
  });
}

/**
 * A person the analysis reads as torn in a complaint ("Two stars and both are for Kevin", "Kevin
 * took it off the bill"), whom a sentence names kindly and none names with a complaint.
 */
export function tornButKind(request: ReplyRequest, analysis: ReviewUnderstanding, first: string) {
  const sentences = request.review.text
    .split(/(?<=[.!?…])\s+|\n+/)
    .filter((x) => namesPerson(x, first));
  const judged = sentences.map((x) =>
    analysis.aspects.filter((a) => fold(x).includes(fold(a.term))),
  );
  const bad = (a: { polarity: string }) => a.polarity === 'negative' || a.polarity === 'conflict';
  return (
    judged.some((j) => j.some((a) => a.polarity === 'positive') && !j.some(bad)) &&
    !judged.some((j) => j.some(bad))
  );
}
