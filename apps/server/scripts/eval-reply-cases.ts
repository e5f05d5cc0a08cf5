/**
 * The reply scorer's instruction checks (scripts/eval-replies.ts): whether a regenerated draft
 * did what the person asked, each case kind read from the labelled corpus.
 */
import type { UnfollowedNote } from '@tableside/domain/instruction-notes';
import type { Corpus } from '../eval/corpus.ts';
import { addressed, fold, languageOf, wordsOf } from './eval-reply-text.ts';

type InstructionCase = Corpus['instructionCases'][number];

const CONTRACTION = /n['’]t\b|['’](re|ll|ve|m|d)\b|\b(it|that|there|here|what|let|who)['’]s\b/i;
const FR_TU = /\b(tu|te|toi|ton|ta|tes)\b|\bt['’]/i;
const FR_VOUS = /\b(vous|votre|vos)\b/i;
const EMOJI = /\p{Extended_Pictographic}/u;

/** Occurrences of `term` in folded text, as a word or the start of one ("apolog" → "apologies"). */
const occurrences = (folded: string, term: string) =>
  folded.split(` ${fold(term).trim()}`).length - 1;

export function caseCheck(
  check: InstructionCase['checks'][number],
  text: string,
  original: string,
  notes: readonly UnfollowedNote[] = [],
): string | null {
  const lower = fold(text);
  const contains = (v: string) => lower.includes(fold(v).trim());
  switch (check.kind) {
    case 'max-words':
      return wordsOf(text).length <= check.value ? null : `${wordsOf(text).length} words`;
    case 'shorter-than-original':
      return text.length < original.length ? null : 'not shorter';
    case 'signature': {
      const last = text.trim().split('\n').at(-1) ?? '';
      return last.includes(check.value) ? null : `not signed ${check.value}`;
    }
    case 'no-character':
      return text.includes(check.value) ? `has "${check.value}"` : null;
    case 'contains-any':
      return check.values.some(contains) ? null : `none of ${check.values.join(' / ')}`;
    case 'not-contains':
      return check.values.some(contains) ? `has one of ${check.values.join(' / ')}` : null;
    case 'language':
      return languageOf(text) === check.value ? null : `not in ${check.value}`;
    case 'formal-address':
      if (check.value === 'vous')
        return FR_VOUS.test(text) && !FR_TU.test(text) ? null : 'not vouvoiement';
      return CONTRACTION.test(text) ? 'contractions' : null;
    case 'informal-address':
      if (check.value === 'contractions') return CONTRACTION.test(text) ? null : 'no contractions';
      return FR_TU.test(text) && !FR_VOUS.test(text) ? null : 'not tutoiement';
    case 'no-emoji':
      return EMOJI.test(text) ? 'emoji' : null;
    case 'still-addresses': {
      const missing = check.values.filter((e) => !addressed(text, e));
      return missing.length ? `no longer addresses ${missing.join(', ')}` : null;
    }
    case 'max-occurrences': {
      const n = check.values.reduce((sum, v) => sum + occurrences(lower, v), 0);
      return n <= check.value ? null : `${n} × ${check.values.join(' / ')}`;
    }
    case 'unfollowed':
      return notes.some((n) => noteMatches(check, n))
        ? null
        : `no "${check.value}" note${check.part ? ` on "${check.part}"` : ''}`;
  }
}

/** Whether a note is the one an `unfollowed` check expects: its reason, on the part it names. */
function noteMatches(check: { value: string; part?: string }, note: UnfollowedNote): boolean {
  if (note.reason !== check.value) return false;
  return check.part === undefined || fold(note.instruction).includes(fold(check.part).trim());
}

/**
 * Notes the case does not expect: the engine gave up on something it was asked and could have
 * done. Notes are read only where the engine gives them (`draftWithNotes`).
 */
export function unexpectedNotes(c: InstructionCase, notes: readonly UnfollowedNote[]): string[] {
  const expected = c.checks.flatMap((k) => (k.kind === 'unfollowed' ? [k] : []));
  return notes
    .filter((n) => !expected.some((k) => noteMatches(k, n)))
    .map((n) => `unexpected note ${n.reason} on "${n.instruction}"`);
}
