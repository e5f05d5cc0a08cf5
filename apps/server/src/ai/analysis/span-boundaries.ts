import { polClass } from './features.ts';
import { termKey, type Gazetteer } from './gazetteer.ts';
import { addScores, type Features, type LinearModel } from './learn/linear.ts';
import { pathScore, type SequenceModel } from './learn/sequence.ts';
import type { Word } from './sentence.ts';
import { wordClass } from './word-classes.ts';

/**
 * Where an aspect term starts and ends. The tagger finds most terms but cuts many of them at the
 * wrong word ("delicious shrimp creole", "shell crab" for "soft shell crab"): half of its
 * mistakes on held-out sentences. A second model looks at each span it found and at the spans a
 * few words wider or narrower, with what the whole span, its edges and its neighbours are, and
 * keeps the most likely one.
 */
const SHIFTS = [-2, -1, 0, 1, 2];
const MAX_LEN = 8;

export type Span = [number, number];
/**
 * How much likelier another span must be to replace the tagger's: the tagger trained on all the
 * data is better than the held-out ones the boundary model learnt from (chosen on dev folds).
 */
const MARGIN = 0.15;

/** The spans a found term could have been: its edges moved by up to two words. */
export function candidateSpans(words: Word[], [a, b]: Span, others: Span[]): Span[] {
  const out: Span[] = [];
  for (const da of SHIFTS)
    for (const db of [...SHIFTS, 3]) {
      const x = a + da;
      const y = b + db;
      if (x < 0 || y > words.length || y - x < 1 || y - x > MAX_LEN) continue;
      if (words[x]!.punct || words[y - 1]!.punct) continue;
      if (others.some(([c, d]) => c < y && x < d)) continue;
      out.push([x, y]);
    }
  return out;
}

const bucket = (ratio: number) => Math.min(4, Math.floor(ratio * 5));
const at = (words: Word[], i: number) => words[i]?.stem ?? (i < 0 ? '<s>' : '</s>');
const nounClass = (w: Word | undefined) => (w ? wordClass(w.folded).features : ['wn=<>']);

/** Features of a candidate's first word and the word before it. */
function startFeatures(f: Features, words: Word[], x: number, gazetteer: Gazetteer) {
  const first = words[x]!;
  f.set(`f=${first.stem}`, 1);
  f.set(`p=${at(words, x - 1)}`, 1);
  f.set(`pf=${at(words, x - 1)}|${first.stem}`, 1);
  for (const c of nounClass(first)) f.set(`f${c}`, 1);
  for (const c of nounClass(words[x - 1])) f.set(`p${c}`, 1);
  f.set(`fpol=${polClass(first.polarity)}`, 1);
  f.set(`ppol=${polClass(words[x - 1]?.polarity ?? 0)}`, 1);
  if (/^\p{Lu}/u.test(first.text)) f.set('fcap', 1);
  wordRatio(f, 'f', words, x, gazetteer);
  wordRatio(f, 'p', words, x - 1, gazetteer);
  return f;
}

/** Features of a candidate's last word and the word after it. */
function endFeatures(f: Features, words: Word[], y: number, gazetteer: Gazetteer) {
  const last = words[y - 1]!;
  f.set(`l=${last.stem}`, 1);
  f.set(`n=${at(words, y)}`, 1);
  f.set(`ln=${last.stem}|${at(words, y)}`, 1);
  for (const c of nounClass(last)) f.set(`l${c}`, 1);
  for (const c of nounClass(words[y])) f.set(`n${c}`, 1);
  f.set(`npunct=${words[y]?.punct ?? true}`, 1);
  if (/^\p{Lu}/u.test(last.text)) f.set('lcap', 1);
  wordRatio(f, 'l', words, y - 1, gazetteer);
  wordRatio(f, 'n', words, y, gazetteer);
  return f;
}

/** How often the training terms hold a word. */
function wordRatio(f: Features, name: string, words: Word[], i: number, gazetteer: Gazetteer) {
  const [tagged, seen] = gazetteer.words[at(words, i)] ?? [0, 0];
  f.set(`wr${name}=${seen ? bucket(tagged / seen) : 'x'}`, 1);
}

/** Features of the candidate as a whole; `gain` is its tagger score against the found span's. */
function spanFeatures(
  f: Features,
  words: Word[],
  [x, y]: Span,
  [a, b]: Span,
  gazetteer: Gazetteer,
  gain: number,
) {
  f.set(`d=${x - a},${y - b}`, 1);
  f.set(`len=${Math.min(y - x, 5)}`, 1);
  f.set('gain', Math.max(-10, gain) / 5);
  f.set(`gainb=${gain >= 0 ? 0 : Math.min(4, Math.floor(-gain / 2) + 1)}`, 1);
  for (let i = x + 1; i < y - 1; i++) f.set(`in=${words[i]!.stem}`, 1);
  const stat = gazetteer.terms[termKey(words, x, y)];
  f.set(stat ? `gz=${bucket(stat.tagged / Math.max(1, stat.seen))}` : 'gz=none', 1);
  if (stat) f.set(`gzn=${Math.min(3, Math.floor(Math.log2(stat.tagged + 1)))}`, 1);
  return f;
}

/** All features of one candidate span (what the boundary model trains on). */
export function boundaryFeatures(
  words: Word[],
  candidate: Span,
  found: Span,
  gazetteer: Gazetteer,
  gain: number,
): Features {
  const f: Features = new Map();
  startFeatures(f, words, candidate[0], gazetteer);
  endFeatures(f, words, candidate[1], gazetteer);
  return spanFeatures(f, words, candidate, found, gazetteer, gain);
}

/** Tags of a sentence with one span replaced by another. */
function retag(tags: number[], [a, b]: Span, [x, y]: Span): number[] {
  const out = tags.slice();
  for (let i = a; i < b; i++) out[i] = 0;
  for (let i = x; i < y; i++) out[i] = i === x ? 1 : 2;
  // A span that now starts where the next one continued would be read as one.
  if (y < out.length && out[y] === 2) out[y] = 1;
  return out;
}

/** What the tagger thinks of a candidate: its path's score less the found path's. */
function gainOf(
  tagger: SequenceModel,
  emit: Float64Array[],
  tags: number[],
  found: Span,
  candidate: Span,
) {
  // Only the tags from the earlier start to the word after the later end change, and with them
  // the step into the word after that.
  const from = Math.min(found[0], candidate[0]);
  const to = Math.min(tags.length, Math.max(found[1], candidate[1]) + 2);
  const changed = retag(tags, found, candidate);
  return pathScore(tagger, emit, changed, from, to) - pathScore(tagger, emit, tags, from, to);
}

/** A sentence as the tagger read it: its spans, tags and per-token scores. */
export type TaggedSentence = {
  words: Word[];
  spans: Span[];
  tags: number[];
  emit: Float64Array[];
  tagger: SequenceModel;
  gazetteer: Gazetteer;
};

/** Each found span's candidates with their features (training and prediction read the same). */
export function spanChoices({ words, spans, tags, emit, tagger, gazetteer }: TaggedSentence) {
  return spans.map((span, j) => {
    const others = spans.filter((_, k) => k !== j);
    return candidateSpans(words, span, others).map((c) => ({
      span: c,
      features: boundaryFeatures(words, c, span, gazetteer, gainOf(tagger, emit, tags, span, c)),
    }));
  });
}

const rows = new WeakMap<LinearModel, Map<string, number[]>>();

/**
 * `addScores` with each feature's weights kept once found: the same few hundred names (shifts,
 * lengths, edge words) come back for every candidate of every review.
 */
function addRowScores(out: number[], model: LinearModel, features: Features) {
  let memo = rows.get(model);
  if (!memo) rows.set(model, (memo = new Map()));
  for (const [key, v] of features) {
    let row = memo.get(key);
    if (!row) {
      row = addScores(
        model.labels.map(() => 0),
        model,
        new Map([[key, 1]]),
      );
      // Bounded: review text brings endless new words.
      if (memo.size < 50_000) memo.set(key, row);
    }
    for (let c = 0; c < out.length; c++) out[c]! += row[c]! * v;
  }
  return out;
}

/** The found spans with their edges moved where the boundary model prefers them. */
export function refineSpans(model: LinearModel, sentence: TaggedSentence): Span[] {
  const { words, spans, tags, emit, tagger, gazetteer } = sentence;
  // A candidate's score is the sum of its first word's, its last word's and its own features'
  // scores: each edge is scored once however many candidates share it.
  const starts = new Map<number, number[]>();
  const ends = new Map<number, number[]>();
  const edge = (memo: Map<number, number[]>, i: number, read: typeof startFeatures) => {
    let scores = memo.get(i);
    if (!scores) {
      scores = addRowScores(
        model.labels.map(() => 0),
        model,
        read(new Map(), words, i, gazetteer),
      );
      memo.set(i, scores);
    }
    return scores;
  };
  const yes = model.labels.indexOf('yes');
  const chosen: Span[] = [];
  spans.forEach((found, j) => {
    const others = spans.filter((_, k) => k !== j);
    let best = found;
    let bestP = -1;
    let foundP = 0;
    for (const c of candidateSpans(words, found, others)) {
      if (chosen.some(([p, q]) => p < c[1] && c[0] < q)) continue;
      const gain = gainOf(tagger, emit, tags, found, c);
      const scores = addRowScores(
        [...model.bias],
        model,
        spanFeatures(new Map(), words, c, found, gazetteer, gain),
      );
      const s = edge(starts, c[0], startFeatures);
      const e = edge(ends, c[1], endFeatures);
      for (let k = 0; k < scores.length; k++) scores[k]! += s[k]! + e[k]!;
      const p = 1 / (1 + Math.exp(scores[1 - yes]! - scores[yes]!));
      if (c[0] === found[0] && c[1] === found[1]) foundP = p;
      if (p > bestP) {
        bestP = p;
        best = c;
      }
    }
    chosen.push(bestP - foundP > MARGIN ? best : found);
  });
  return chosen;
}
