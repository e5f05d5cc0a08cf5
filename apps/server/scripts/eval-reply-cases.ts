/**
 * The reply scorer's instruction checks (scripts/eval-replies.ts): whether a regenerated draft
 * did what the person asked, each case kind read from the labelled corpus.
 */
import type { Corpus } from '../eval/corpus.ts';
import { addressed, fold, languageOf, wordsOf } from './eval-reply-text.ts';

type InstructionCase = Corpus['instructionCases'][number];

const CONTRACTION = /n['’]t\b|['’](re|ll|ve|m|d)\b|\b(it|that|there|here|what|let|who)['’]s\b/i;
const FR_TU = /\b(tu|te|toi|ton|ta|tes)\b|\bt['’]/i;
const FR_VOUS = /\b(vous|votre|vos)\b/i;
const EMOJI = /\p{Extended_Pictographic}/u;

export function caseCheck(
  check: InstructionCase['checks'][number],
  text: string,
  original: string,
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
      return FR_TU.test(text) && !FR_VOUS.test(text) ? null : 'not tutoiement';
    case 'no-emoji':
      return EMOJI.test(text) ? 'emoji' : null;
    case 'still-addresses': {
      const missing = check.values.filter((e) => !addressed(text, e));
      return missing.length ? `no longer addresses ${missing.join(', ')}` : null;
    }
  }
}
