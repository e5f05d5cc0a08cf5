import type { CheckProblem, DraftCheck } from '@tableside/domain/draft-checks';
import { checkResult } from './check-result.ts';
import type { CheckInput } from './context.ts';
import { mentionWords, negatesPraise } from './negated-praise.ts';
import { APOLOGY, FEEDBACK, PRAISE, THANKS } from './words-tone.ts';
import { TOPIC_WORDS } from './words-topics.ts';
import { clausesOf, findTerm, fold, hasAnyTerm, sentencesOf } from './text.ts';

/*
 * No contradiction (docs/product/reviews-and-replies.md#verified-drafts): no praise or thanks for
 * a dish, a staff member or an aspect the guest criticised, no apology for one they praised. Read
 * clause by clause, so "sorry about the wait, but glad you loved the fries" is two statements.
 */

/** Words of a catalogue name too common to stand for it ("sauce", "house", "maison"). */
const GENERIC = new Set(
  (
    'with and the our house style plate sauce side small large classic special fresh homemade ' +
    'avec les des maison style assiette sauce petit petite grand grande classique frais fraiche ' +
    'chef and glass bottle verre bouteille'
  ).split(' '),
);

/** The ways a reply names a dish or a person: the whole name, its distinctive words. */
function namesOf(name: string, person: boolean): string[] {
  const words = fold(name).trim().split(' ').filter(Boolean);
  if (person) return [name, words[0] ?? name];
  return [name, ...words.filter((w) => w.length >= 4 && !GENERIC.has(w))];
}

type Judged = { label: string; names: string[]; polarity: 'positive' | 'negative' };

/**
 * What the guest judged, as the analysis reads it. A judgement the stars and the overall reading
 * both deny (a "criticised" dish in a glowing 5-star review: slang, sarcasm) is not trusted, and
 * a whole aspect counts only when the stars lean the same way: a reply speaks of "the food" as
 * the review does overall, while a dish or a person is named for what was said of them.
 */
function judgedThings(input: CheckInput): Judged[] {
  const { analysis, request } = input;
  const rating = request.review.rating;
  const overall = analysis.sentiment.label;
  const trusted = (p: string): p is 'positive' | 'negative' =>
    (p === 'negative' && !(rating >= 5 && overall === 'positive')) ||
    (p === 'positive' && !(rating <= 1 && overall === 'negative'));
  const judged: Judged[] = [];
  // Praise the guest negated ("not that great", « pas terribles ») is read as the complaint it is.
  const held = (polarity: string, snippet: string, names: string[]) =>
    polarity === 'positive' && negatesPraise(snippet, names) ? 'negative' : polarity;
  for (const m of analysis.menuItems) {
    const polarity = held(m.polarity, m.snippet, mentionWords(m.item));
    if (trusted(polarity)) judged.push({ label: m.item, names: namesOf(m.item, false), polarity });
  }
  for (const s of analysis.staff) {
    const polarity = held(s.polarity, s.snippet, [fold(s.name).trim().split(' ')[0] ?? s.name]);
    if (trusted(polarity)) judged.push({ label: s.name, names: namesOf(s.name, true), polarity });
  }
  // An aspect praised as a whole but faulted in one of its terms ("perfect night; only gripe,
  // the music was too loud") was judged both ways: an apology for the faulted part is no
  // contradiction.
  const faulted = (category: string) =>
    analysis.aspects.some(
      (a) => a.category === category && (a.polarity === 'negative' || a.polarity === 'conflict'),
    );
  for (const c of analysis.categories) {
    const words = TOPIC_WORDS[c.category];
    const leans =
      (c.polarity === 'negative' && rating <= 3) ||
      (c.polarity === 'positive' && rating >= 4 && !faulted(c.category));
    if (words && leans && trusted(c.polarity))
      judged.push({ label: c.category, names: [...words], polarity: c.polarity });
  }
  return judged;
}

/** The draft without the guest's own name, which may be a staff member's too. */
function withoutGuest(input: CheckInput): string {
  let text = input.text;
  for (const word of (input.request.review.authorName ?? '').split(/[\s.,]+/))
    if (/^\p{L}{2,}$/u.test(word))
      text = text.replace(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'gu'), ' ');
  return text;
}

/** Praise in the clause, unless it only thanks the guest for telling us, or apologises. */
function praises(clause: string): boolean {
  const words = PRAISE.filter((w) => hasAnyTerm(clause, [w]));
  if (!words.length || hasAnyTerm(clause, APOLOGY)) return false;
  const thanksOnly = words.every((w) => THANKS.includes(w));
  return !(thanksOnly && hasAnyTerm(clause, FEEDBACK));
}

export function checkContradiction(input: CheckInput): DraftCheck {
  const judged = judgedThings(input);
  const found: CheckProblem[] = [];
  for (const sentence of sentencesOf(withoutGuest(input))) {
    for (const clause of clausesOf(sentence).map(fold)) {
      const named = judged.filter((thing) => findTerm(clause, thing.names));
      for (const thing of named) {
        // A clause that names both sides ("glad you loved the duck despite the wait") is unread.
        if (named.some((other) => other.polarity !== thing.polarity)) continue;
        if (thing.polarity === 'negative' && praises(clause))
          found.push({ code: 'praises-criticised', subject: thing.label });
        if (thing.polarity === 'positive' && hasAnyTerm(clause, APOLOGY))
          found.push({ code: 'apologises-praised', subject: thing.label });
      }
    }
  }
  const unique = found.filter(
    (p, i) => found.findIndex((q) => q.code === p.code && q.subject === p.subject) === i,
  );
  return checkResult('no-contradiction', unique);
}
