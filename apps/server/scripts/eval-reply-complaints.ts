/**
 * The reply scorer's complaint checks (scripts/eval-replies.ts), read as a manager reads a draft:
 * the sentences that answer a complaint name only what the guest criticised (the review's labelled
 * aspects, dishes and staff), never what they praised, and a labelled complaint is named by a word
 * of its topic, not only as "your feedback". Keyword checks: approximate.
 */
import type { Draft } from './eval-drafts.ts';
import {
  COMPLAINT_CUES,
  COVERED_BY,
  NOT_TOPIC,
  TOPIC_WORDS,
} from './eval-reply-complaint-words.ts';
import { fold, namesAny, sentencesOf, stripArticle } from './eval-reply-text.ts';

/** What counts as naming a menu or staff id back to the guest (the scorer's own). */
export type TermsFor = (id: string) => string[];

const bad = (polarity: string) => polarity === 'negative' || polarity === 'mixed';

/** The sentences of the text that apologise for, regret or put right something. */
export const complaintSentences = (text: string) =>
  sentencesOf(text).filter((s) => namesAny(s, COMPLAINT_CUES));

/** Topics a sentence names, once the phrases that belong elsewhere are taken out. */
export function topicsIn(sentence: string): string[] {
  return Object.entries(TOPIC_WORDS).flatMap(([topic, words]) => {
    let text = fold(sentence);
    for (const phrase of NOT_TOPIC[topic] ?? []) text = text.split(fold(phrase)).join(' ');
    return namesAny(text, words) ? [topic] : [];
  });
}

type Mention = { terms: string[]; polarity: string };

/** The review's dishes and named staff with the words that name them. */
function mentionsOf(draft: Draft, termsFor: TermsFor): { dishes: Mention[]; staff: Mention[] } {
  const { review } = draft;
  return {
    dishes: review.dishes.map((d) => ({
      terms: [stripArticle(d.span), ...(d.item ? termsFor(d.item) : [])],
      polarity: d.polarity,
    })),
    staff: review.staff.flatMap((s) =>
      s.ref.includes('-') && s.ref !== 'role-only'
        ? [{ terms: termsFor(s.ref), polarity: s.polarity }]
        : [],
    ),
  };
}

/** Topics the gold marks as complained about: aspects, then what negative dishes and staff imply. */
function complainedTopics(draft: Draft, termsFor: TermsFor): Set<string> {
  const { review } = draft;
  const topics = new Set(
    Object.entries(review.aspects).flatMap(([a, p]) => (p && bad(p) ? [a] : [])),
  );
  const { dishes, staff } = mentionsOf(draft, termsFor);
  if (dishes.some((d) => bad(d.polarity))) topics.add('food').add('drinks');
  if (staff.some((s) => bad(s.polarity)) || review.staff.some((s) => bad(s.polarity)))
    topics.add('service');
  for (const [topic, covers] of Object.entries(COVERED_BY))
    if (covers.some((c) => topics.has(c))) topics.add(topic);
  return topics;
}

/**
 * What the draft's complaint sentences name that the guest did not complain about: a topic the
 * gold does not mark negative, a dish or person it marks positive only.
 */
export function inventedComplaints(draft: Draft, text: string, termsFor: TermsFor): string[] {
  const complained = complainedTopics(draft, termsFor);
  const { dishes, staff } = mentionsOf(draft, termsFor);
  const praised = new Set(
    Object.entries(draft.review.aspects).flatMap(([a, p]) => (p === 'positive' ? [a] : [])),
  );
  const found = new Set<string>();
  for (const sentence of complaintSentences(text)) {
    for (const topic of topicsIn(sentence))
      if (!complained.has(topic))
        found.add(`${praised.has(topic) ? 'praised' : 'unsaid'} ${topic}`);
    for (const m of [...dishes, ...staff])
      if (m.polarity === 'positive' && namesAny(sentence, m.terms)) {
        const others = [...dishes, ...staff].filter((o) => o !== m && bad(o.polarity));
        // The same words naming a criticised dish too ("the fries" praised and "the fries" cold).
        if (!others.some((o) => o.terms.some((t) => m.terms.includes(t))))
          found.add(`praised "${m.terms[0]}"`);
      }
  }
  return [...found];
}

/** Labelled complaints (negative aspects) that no complaint sentence names by a word of its topic. */
export function unnamedComplaints(draft: Draft, text: string, termsFor: TermsFor): string[] {
  const negative = Object.entries(draft.review.aspects).flatMap(([a, p]) =>
    p === 'negative' ? [a] : [],
  );
  if (!negative.length) return [];
  const sentences = complaintSentences(text);
  const named = new Set(sentences.flatMap(topicsIn));
  const { dishes } = mentionsOf(draft, termsFor);
  const badDish = dishes.filter((d) => bad(d.polarity)).flatMap((d) => d.terms);
  const dishNamed = sentences.some((s) => namesAny(s, badDish));
  return negative.filter((a) => !named.has(a) && !((a === 'food' || a === 'drinks') && dishNamed));
}
