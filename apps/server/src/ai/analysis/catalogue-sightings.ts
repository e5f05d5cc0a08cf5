import type { Mention } from './catalogue-match.ts';
import { namesNoOne } from './catalogue-text.ts';

// What the analysis saw of the catalogue without being sure: the words guests used for a dish or
// a person that are not its name or alias (docs/product/review-understanding.md#teaching-the-analysis).

/** Words read as an entry without being its name or alias, and the entries they may be. */
export type Sighting = { kind: 'menu' | 'staff'; phrase: string; candidates: string[] };

/** Leading articles and possessives are not part of what guests call a dish or a person. */
const LEADING =
  /^(?:(?:the|our|my|your|their|le|la|les|notre|nos|votre|vos|mon|ma|mes)\s+|l['’]\s*)+/u;

/** A sighting's phrase: the guest's words in lower case, one space, no leading article. */
export function sightingPhrase(words: string): string {
  const lower = words.toLowerCase().replace(/\s+/g, ' ').trim();
  return lower.replace(LEADING, '').trim() || lower;
}

/** Inferred and ambiguous mentions, once per kind, phrase and candidates in a review. */
export function recordSightings(
  into: Sighting[],
  text: string,
  kind: 'menu' | 'staff',
  mentions: Mention[],
) {
  for (const m of mentions) {
    if (m.exact) continue;
    const phrase = sightingPhrase(text.slice(m.start, m.end));
    // "The chef" may well be the one chef, but it is no nickname to learn.
    if (namesNoOne(kind, phrase)) continue;
    const candidates = m.name === null ? m.candidates : [m.name];
    const same = (s: Sighting) =>
      s.kind === kind && s.phrase === phrase && s.candidates.join('\n') === candidates.join('\n');
    if (phrase && !into.some(same)) into.push({ kind, phrase, candidates });
  }
}
