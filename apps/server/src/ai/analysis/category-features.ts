import { ASPECT_CATEGORIES } from '@tableside/domain/insights';
import { lexiconCategories } from './category-lexicon.ts';
import {
  FLAGS,
  add,
  lastPolarity,
  polClass,
  sentenceSentiment,
  windowFeatures,
} from './features.ts';
import { matchGazetteer, termKey, type Gazetteer } from './gazetteer.ts';
import type { Features } from './learn/linear.ts';
import type { Word } from './sentence.ts';
import { VECTOR_SIZE, wordCluster } from './word-clusters.ts';

/** SemEval parent of a fine lexicon category ("drinks" stands for food). */
const PARENT: Record<string, string> = ASPECT_CATEGORIES;

/** Sentence features of the aspect-category detector (English: French is read in its gloss). */
export function categoryFeatures(
  words: Word[],
  gazetteer: Gazetteer,
  terms?: [number, number][],
  /** Where to leave the cluster-centre mean (`MEAN_NAMES`) instead of the map. */
  dense?: Float64Array,
): Features {
  const f: Features = new Map();
  if (terms) termsFeatures(f, words, gazetteer, terms);
  const content = words.filter((w) => !w.punct);
  content.forEach((w, i) => {
    f.set(`u=${w.stem}`, 1);
    const next = content[i + 1];
    if (next) f.set(`b=${w.stem}|${next.stem}`, 1);
    for (const c of w.categories) f.set(`lex=${c}`, 1);
    if (w.polarity > 0.05) add(f, 'lexpos');
    if (w.polarity < -0.05) add(f, 'lexneg');
  });
  let strong = 0;
  for (const m of matchGazetteer(gazetteer, words)) {
    const total = Object.values(m.stat.categories).reduce((a, b) => a + b, 0);
    const weight = m.stat.tagged / Math.max(1, m.stat.seen);
    for (const [c, n] of Object.entries(m.stat.categories))
      add(f, `gzc=${c}`, (weight * n) / total);
    if (weight > 0.3) strong++;
  }
  if (FLAGS.has('cgz')) f.set(`gzs=${Math.min(2, strong)}`, 1);
  if (content.length <= 6) f.set('short', 1);
  if (FLAGS.has('vec')) clusterFeatures(f, content, dense);
  if (FLAGS.has('cng'))
    for (const w of content) {
      const padded = `#${w.folded}#`;
      for (let i = 0; i + 4 <= padded.length; i++) f.set(`c4=${padded.slice(i, i + 4)}`, 1);
    }
  if (FLAGS.has('cpar'))
    for (const w of content) for (const c of w.categories) f.set(`par=${PARENT[c] ?? c}`, 1);
  if (FLAGS.has('cneg')) for (const w of content) if (w.negated) f.set(`n=${w.stem}`, 1);
  if (FLAGS.has('clen')) f.set(`len=${Math.min(5, Math.floor(content.length / 5))}`, 1);
  // WordNet knows the dishes the training file never names; `wnu` marks a word it never saw.
  for (const w of content)
    for (const c of lexiconCategories(w.stem)) {
      f.set(`wn=${c}`, 1);
      if (!gazetteer.words[w.stem]) f.set(`wnu=${c}`, 1);
    }
  return f;
}

/**
 * The sentence's word clusters and the mean of their centres: a dish, a drink or a staff word
 * the training file never names still lands near those it does (dev ACD +0.9).
 */
export const MEAN_NAMES = Array.from({ length: VECTOR_SIZE }, (_, d) => `vm${d}`);
function clusterFeatures(f: Features, content: Word[], dense?: Float64Array) {
  const mean = new Float32Array(VECTOR_SIZE);
  let n = 0;
  for (const w of content) {
    const c = wordCluster(w.folded);
    if (!c) continue;
    f.set(`el=${c.leaf}`, 1);
    f.set(`em=${c.parent}`, 1);
    for (let d = 0; d < VECTOR_SIZE; d++) mean[d]! += c.centre[d]!;
    n++;
  }
  // ×3 brings the mean's components (about ±0.1) near the other features' scale; ×6 did worse.
  if (!n) return;
  for (let d = 0; d < VECTOR_SIZE; d++) {
    const v = (3 * mean[d]!) / n;
    if (dense) dense[d] = v;
    else f.set(MEAN_NAMES[d]!, v);
  }
}

/** What the tagger found: how many terms, their head words, and what the terms are known as. */
function termsFeatures(
  f: Features,
  words: Word[],
  gazetteer: Gazetteer,
  terms: [number, number][],
) {
  f.set(`nt=${Math.min(3, terms.length)}`, 1);
  for (const [a, b] of terms) {
    const head = words[b - 1]!;
    f.set(`th=${head.stem}`, 1);
    for (const c of head.categories) f.set(`thc=${c}`, 1);
    const stat = gazetteer.terms[termKey(words, a, b)];
    if (!stat) {
      f.set('tunk', 1);
      continue;
    }
    const total = Object.values(stat.categories).reduce((x, y) => x + y, 0);
    for (const [c, n] of Object.entries(stat.categories)) add(f, `tc=${c}`, n / total);
  }
}

/** Features of a category's polarity in a sentence. */
export function categoryPolarityFeatures(
  words: Word[],
  category: string,
  gazetteer: Gazetteer,
  categoryCount = 1,
  terms?: [number, number][],
): Features {
  const f: Features = new Map();
  sentenceSentiment(f, words);
  sentenceBigrams(f, words);
  if (FLAGS.has('ncat')) {
    add(f, `ncat=${Math.min(3, categoryCount)}`);
    if (categoryCount === 1)
      for (const k of ['spos', 'sneg', `slast=${polClass(lastPolarity(words))}`])
        add(f, `one:${k}`, f.get(k) ?? 0);
  }
  const anchors = categoryAnchors(words, category, gazetteer, terms);
  opinionCounts(f, words);
  if (anchors.length) windowFeatures(f, words, anchors, 'a');
  else add(f, 'noAnchor');
  // No copy of each feature per category: the network's hidden units join words and category
  // themselves (dev ACP 76.55 without the copies, 76.06 with, a third more weights).
  f.set(`cat=${category}`, 1);
  return f;
}

/**
 * How many opinion words of each sign, and the sign of the last clause holding one: a learner
 * reading only words misses the opinions it never saw in training ("inconsistent").
 */
function opinionCounts(f: Features, words: Word[]) {
  let pos = 0;
  let neg = 0;
  let sum = 0;
  const byClause = new Map<number, number>();
  for (const w of words) {
    if (w.polarity > 0.05) pos++;
    if (w.polarity < -0.05) neg++;
    sum += w.polarity;
    if (w.polarity) byClause.set(w.clause, (byClause.get(w.clause) ?? 0) + w.polarity);
  }
  add(f, `ocount=${Math.min(pos, 3)}.${Math.min(neg, 3)}`);
  add(f, `osum=${polClass(sum)}`);
  const clauses = [...byClause.values()];
  add(f, `olast=${polClass(clauses.at(-1) ?? 0)}`);
  add(f, `ofirst=${polClass(clauses[0] ?? 0)}`);
}

/** Word pairs, negation marked on the second ("not_good" reads differently from "good"). */
function sentenceBigrams(f: Features, words: Word[]) {
  const content = words.filter((w) => !w.punct);
  for (let i = 0; i + 1 < content.length; i++) {
    const next = content[i + 1]!;
    add(f, `sb=${content[i]!.stem}|${next.stem}${next.negated ? '_NEG' : ''}`, 0.5);
  }
}

/**
 * The words that name `category`: its words in the lexicons, gazetteer terms mostly of it, and
 * the tagger's `terms` whose category it is.
 */
export function categoryAnchors(
  words: Word[],
  category: string,
  gazetteer: Gazetteer,
  terms?: [number, number][],
): readonly number[] {
  // Remembered per sentence: the polarity network, its features and the detector network all
  // ask, for every category.
  let memo = anchorMemo.get(words);
  if (memo?.gazetteer !== gazetteer || memo.terms !== terms) {
    memo = { gazetteer, terms, found: new Map() };
    anchorMemo.set(words, memo);
  }
  let anchors = memo.found.get(category);
  if (!anchors)
    memo.found.set(category, (anchors = findAnchors(words, category, gazetteer, terms)));
  return anchors;
}
const anchorMemo = new WeakMap<
  Word[],
  { gazetteer: Gazetteer; terms?: [number, number][]; found: Map<string, number[]> }
>();

function findAnchors(
  words: Word[],
  category: string,
  gazetteer: Gazetteer,
  terms?: [number, number][],
): number[] {
  const anchors: number[] = [];
  words.forEach((w, i) => {
    if (w.categories.includes(category)) anchors.push(i);
    else if (FLAGS.has('ppar') && w.categories.some((c) => PARENT[c] === category)) anchors.push(i);
  });
  for (const m of matchGazetteer(gazetteer, words)) {
    const total = Object.values(m.stat.categories).reduce((a, b) => a + b, 0);
    if ((m.stat.categories[category] ?? 0) / Math.max(total, 1e-9) > 0.4)
      for (let i = m.start; i < m.end; i++) anchors.push(i);
  }
  if (FLAGS.has('pterm') && terms)
    for (const [a, b] of terms) {
      const stat = gazetteer.terms[termKey(words, a, b)];
      const known = stat ? Object.entries(stat.categories).sort((x, y) => y[1] - x[1])[0]?.[0] : '';
      const parent = words[b - 1]!.categories.map((c) => PARENT[c] ?? c);
      if (known === category || parent.includes(category))
        for (let i = a; i < b; i++) anchors.push(i);
    }
  // Dishes the training file never names are still where the sentence speaks of food.
  words.forEach((w, i) => {
    if (lexiconCategories(w.stem).includes(category)) anchors.push(i);
  });
  return anchors;
}
