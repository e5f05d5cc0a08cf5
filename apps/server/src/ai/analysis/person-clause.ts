import { readFileSync } from 'node:fs';
import type { Polarity } from '@tableside/domain/insights';
import { segments } from './clauses.ts';
import { negatedNear } from './mention-cues.ts';
import { personGloss } from './person-glossary.ts';
import { predictLinear, type Dense, type Features, type LinearModel } from './learn/linear.ts';
import type { Word } from './sentence.ts';
import { englishWords } from './signals/incident-features.ts';
import { stem } from './tokenize.ts';
import { unitVector } from './unit-vector.ts';

/**
 * A learnt reader of what a sentence says of the person it names
 * (docs/product/review-understanding.md#analysis): complaints and praise are often told as events
 * without an opinion word ("walked past our table four times", « nous a trouvé une table alors
 * qu'on arrivait sans réservation »), where the lexicons read nothing and the stars would answer
 * for the sentence. A logistic model over the clause's stems (French read as its English gloss, so
 * both languages share what is learnt; words under negation marked) and the mean of its words'
 * unit vectors, so that a word never seen in training counts by its meaning. Trained by
 * `scripts/train-person-clause.ts` on invented reviews; the stars are no feature.
 */

export type PersonClause = 'positive' | 'negative' | 'neutral';

export const PERSON_CLAUSE_URL = new URL('./data/person-clause.json', import.meta.url);

let shipped: LinearModel | undefined;
export function personClauseModel(): LinearModel {
  shipped ??= JSON.parse(readFileSync(PERSON_CLAUSE_URL, 'utf8')) as LinearModel;
  return shipped;
}

const VECTOR_SIZE = 100;
export const VECTOR_NAMES = Array.from({ length: VECTOR_SIZE }, (_, d) => `v${d}`);

/** Words too common to carry meaning for the pooled vector. */
const STOP = new Set(
  'the and was were are is been be have has had this that with for from but they them their our you your his her she him its there then than what when who which would could just very also all one some any about into out over only too get got did does'.split(
    ' ',
  ),
);

/** A word of the clause, and whether a negation just before it turns it round. */
export type ClauseWord = { folded: string; negated: boolean };

/**
 * The words the name stands among: its sentence, cut at a contrast ("sweet but forgot our
 * drinks" is two verdicts), without the names themselves.
 */
export function personClauseWords(
  words: readonly Word[],
  skip: readonly [number, number][],
): ClauseWord[] {
  const [start] = skip[0] ?? [0];
  const all = segments(words as Word[]);
  let at = all.findIndex((s) => start >= s.from && start < s.to);
  if (at < 0) at = 0;
  let from = at;
  let to = at;
  while (from > 0 && !all[from]!.hardBefore) from--;
  while (to < all.length - 1 && !all[to]!.hardAfter) to++;
  const out: ClauseWord[] = [];
  for (let i = all[from]?.from ?? 0; i < (all[to]?.to ?? words.length); i++) {
    const w = words[i]!;
    if (w.punct || skip.some(([a, b]) => i >= a && i < b)) continue;
    // The sentence negates to the end of the clause; a reader, only the next few words.
    out.push({ folded: w.folded, negated: w.negated && negatedNear(words as Word[], i) });
  }
  return out;
}

/** What the classifier reads of the clause. */
export function personClauseFeatures(
  clause: readonly ClauseWord[],
  french: boolean,
): { features: Features; dense: Dense } {
  const features: Features = new Map();
  const values = new Float64Array(VECTOR_SIZE);
  let n = 0;
  let previous = '';
  for (const w of clause) {
    const own = french ? personGloss(w.folded) : null;
    for (const english of own ? [own] : englishWords(w.folded, french)) {
      const s = stem(english);
      // A word under negation is another word: "wasn't rude" says nothing of rudeness.
      features.set(w.negated ? `n:${s}` : `s:${s}`, 1);
      // Word pairs tell what the words alone do not: "never came", "without stopping".
      if (previous) features.set(`b:${previous}_${s}`, 1);
      previous = s;
      if (w.negated) continue;
      const head = english.split('_')[0]!;
      if (head.length < 3 || STOP.has(head)) continue;
      const v = unitVector(head);
      if (!v) continue;
      n++;
      for (let d = 0; d < VECTOR_SIZE; d++) values[d]! += v[d]!;
    }
  }
  if (n) for (let d = 0; d < VECTOR_SIZE; d++) values[d]! /= n;
  return { features, dense: { names: VECTOR_NAMES, values } };
}

/** The clause's probabilities, in the model's label order. */
export function personClauseProbabilities(
  clause: readonly ClauseWord[],
  french: boolean,
  model: LinearModel = personClauseModel(),
): number[] {
  const { features, dense } = personClauseFeatures(clause, french);
  return predictLinear(model, features, dense);
}

/** What the clause says of the person (never neutral: then null) and how sure the model is. */
export function readPersonClause(
  words: readonly Word[],
  mentions: readonly [number, number][],
  start: number,
  end: number,
  language: 'en' | 'fr',
): { polarity: Polarity; p: number } | null {
  const model = personClauseModel();
  const own: [number, number][] = [[start, end], ...mentions];
  const probs = personClauseProbabilities(personClauseWords(words, own), language === 'fr', model);
  let best = 0;
  for (let c = 1; c < probs.length; c++) if (probs[c]! > probs[best]!) best = c;
  const label = model.labels[best] as PersonClause;
  return label === 'neutral' ? null : { polarity: label, p: probs[best]! };
}
