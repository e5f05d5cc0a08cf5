import { matchGazetteer, type Gazetteer } from './gazetteer.ts';
import { isContrast } from './lexicon.ts';
import type { Features } from './learn/linear.ts';
import type { Word } from './sentence.ts';
import { valenceFeatures } from './valence-features.ts';
import { wordClass } from './word-classes.ts';

const bucket = (ratio: number) => Math.min(4, Math.floor(ratio * 5));
const shape = (text: string) =>
  text
    .replace(/\p{Lu}/gu, 'X')
    .replace(/\p{Ll}/gu, 'x')
    .replace(/\p{N}/gu, 'd')
    .replace(/(.)\1+/g, '$1');
export const polClass = (p: number) => (p > 0.05 ? 'pos' : p < -0.05 ? 'neg' : 'neu');

/**
 * Feature groups in use. Model selection on a held-out part of the training file toggles them
 * (`scripts/dev-semeval.ts`); the defaults are the groups that helped there.
 */
export const FLAGS = new Set<string>([
  'cterm',
  'pterm',
  'near',
  'ppar',
  'tval',
  'tcop',
  'tctr',
  'wn',
  'vec',
]);
export function setFlags(spec: string | undefined) {
  for (const part of (spec ?? '').split(',').filter(Boolean)) {
    if (part.startsWith('-')) FLAGS.delete(part.slice(1));
    else FLAGS.add(part.replace(/^\+/, ''));
  }
}

const spellings = new Map<string, string[]>();

/** The tagger's features of how a word is written, the same wherever it stands (memoised). */
function spelling(w: Word): string[] {
  const key = `${w.text}\u0000${w.stem}`;
  let found = spellings.get(key);
  if (found) return found;
  found = [
    'bias',
    `w=${w.lower}`,
    `s=${w.stem}`,
    `sh=${shape(w.text)}`,
    `suf3=${w.folded.slice(-3)}`,
    `suf2=${w.folded.slice(-2)}`,
    `pre3=${w.folded.slice(0, 3)}`,
  ];
  // Bounded: review text brings endless new words.
  if (spellings.size < 50_000) spellings.set(key, found);
  return found;
}

/** Token features of the aspect-term tagger. */
export function termFeatures(words: Word[], gazetteer: Gazetteer): string[][] {
  const gz = new Array<string[]>(words.length);
  for (const m of matchGazetteer(gazetteer, words)) {
    const r = bucket(m.stat.tagged / Math.max(1, m.stat.seen));
    const n = Math.min(3, Math.floor(Math.log2(m.stat.tagged + 1)));
    for (let i = m.start; i < m.end; i++)
      gz[i] = [`gz${i === m.start ? 'B' : 'I'}${r}`, `gzn${i === m.start ? 'B' : 'I'}${r}.${n}`];
  }
  const at = (i: number) => words[i]?.stem ?? (i < 0 ? '<s>' : '</s>');
  return words.map((w, i) => {
    const [tagged, seen] = gazetteer.words[w.stem] ?? [0, 0];
    const f = [
      ...spelling(w),
      `s-1=${at(i - 1)}`,
      `s+1=${at(i + 1)}`,
      `s-2=${at(i - 2)}`,
      `s+2=${at(i + 2)}`,
      `s-1s=${at(i - 1)}|${w.stem}`,
      `ss+1=${w.stem}|${at(i + 1)}`,
      `wr=${seen ? bucket(tagged / seen) : 'x'}${Math.min(3, Math.floor(Math.log2(seen + 1)))}`,
      `pol=${polClass(w.polarity)}`,
      `pol-1=${polClass(words[i - 1]?.polarity ?? 0)}`,
      `pol+1=${polClass(words[i + 1]?.polarity ?? 0)}`,
    ];
    if (i > 0 && /^\p{Lu}/u.test(w.text)) f.push('capMid');
    for (const c of w.categories) f.push(`cat=${c}`);
    for (const c of words[i - 1]?.categories ?? []) f.push(`cat-1=${c}`);
    for (const c of words[i + 1]?.categories ?? []) f.push(`cat+1=${c}`);
    const [pt, ps] = gazetteer.words[at(i - 1)] ?? [0, 0];
    const [nt, ns] = gazetteer.words[at(i + 1)] ?? [0, 0];
    f.push(`wr-1=${ps ? bucket(pt / ps) : 'x'}`, `wr+1=${ns ? bucket(nt / ns) : 'x'}`);
    if (gz[i]) f.push(...gz[i]);
    if (FLAGS.has('wn')) {
      const c = wordClass(w.folded);
      f.push(...c.features);
      f.push(
        wordClass(words[i - 1]?.folded ?? '').before,
        wordClass(words[i + 1]?.folded ?? '').after,
      );
    }
    if (FLAGS.has('tx')) {
      f.push(
        `suf4=${w.folded.slice(-4)}`,
        `pre4=${w.folded.slice(0, 4)}`,
        `s-1s+1=${at(i - 1)}|${at(i + 1)}`,
        `s-2s-1=${at(i - 2)}|${at(i - 1)}`,
        `s+1s+2=${at(i + 1)}|${at(i + 2)}`,
        `pol-2=${polClass(words[i - 2]?.polarity ?? 0)}`,
        `pol+2=${polClass(words[i + 2]?.polarity ?? 0)}`,
      );
      if (i === 0) f.push('first');
      if (i === words.length - 1 || words[i + 1]?.punct) f.push('lastish');
      if (w.negated) f.push('neg');
    }
    return f;
  });
}

export function add(features: Features, key: string, value = 1) {
  features.set(key, (features.get(key) ?? 0) + value);
}

/** Window features around a set of anchor tokens: what is said near an aspect. */
export function windowFeatures(
  f: Features,
  words: Word[],
  anchors: readonly number[],
  prefix: string,
  extra = { copula: FLAGS.has('cop'), contrast: FLAGS.has('ctr') },
) {
  let lexNear = 0;
  let lexClause = 0;
  const clauses = new Set(anchors.map((i) => words[i]!.clause));
  words.forEach((w, i) => {
    if (w.punct) return;
    const dist = Math.min(...anchors.map((a) => Math.abs(a - i)));
    const sameClause = clauses.has(w.clause);
    const weight = sameClause ? 1 / (1 + dist * 0.3) : 0.25 / (1 + dist * 0.3);
    const tag = w.negated ? `${w.stem}_NEG` : w.stem;
    add(f, `${prefix}w=${tag}`, weight);
    if (dist <= 3) add(f, `${prefix}n3=${tag}`);
    if (w.polarity) {
      if (sameClause) lexClause += w.polarity;
      lexNear += w.polarity * weight;
    }
  });
  add(f, `${prefix}lexNear`, lexNear);
  add(f, `${prefix}lexClause`, lexClause);
  add(f, `${prefix}lexClauseClass=${polClass(lexClause)}`);
  if (FLAGS.has('near')) nearestOpinions(f, words, anchors, prefix);
  if (extra.copula) copula(f, words, Math.max(...anchors), prefix);
  if (extra.contrast) {
    const lo = Math.min(...anchors);
    const hi = Math.max(...anchors);
    words.forEach((w, i) => {
      if (!isContrast(w.folded)) return;
      if (i < lo) add(f, `${prefix}ctrBefore`);
      if (i > hi) add(f, `${prefix}ctrAfter`);
    });
  }
}

const LINKS = new Set(
  'is was are were be been being seem seems seemed looked looks look tasted tastes taste felt feel feels smelled smells remains remained came comes come arrived arrives'.split(
    ' ',
  ),
);
const FILLERS = new Set(
  "very so too really quite extremely just also always still all pretty a bit little rather not never n't".split(
    ' ',
  ),
);

/** "The pasta was (not) very good": the opinion a linking verb gives the aspect before it. */
function copula(f: Features, words: Word[], hi: number, prefix: string) {
  let i = hi + 1;
  if (!LINKS.has(words[i]?.folded ?? '')) return;
  i++;
  while (i < words.length && (FILLERS.has(words[i]!.folded) || words[i]!.folded.endsWith("n't")))
    i++;
  const w = words[i];
  if (!w) return;
  add(f, `${prefix}cop=${polClass(w.polarity)}`);
  add(f, `${prefix}copw=${w.negated ? `${w.stem}_NEG` : w.stem}`);
}

/** The closest opinion words before and after the anchors, and the opinion counts of their clause. */
function nearestOpinions(f: Features, words: Word[], anchors: readonly number[], prefix: string) {
  const lo = Math.min(...anchors);
  const hi = Math.max(...anchors);
  const clauses = new Set(anchors.map((i) => words[i]!.clause));
  for (const [from, step, side] of [
    [lo - 1, -1, 'L'],
    [hi + 1, 1, 'R'],
  ] as const) {
    for (let i = from; i >= 0 && i < words.length; i += step) {
      const w = words[i]!;
      if (Math.abs(w.polarity) <= 0.05) continue;
      const same = clauses.has(w.clause) ? 'c' : 'o';
      const d = Math.abs(i - from) < 3 ? 'n' : 'f';
      add(f, `${prefix}${side}${same}${d}=${polClass(w.polarity)}`);
      add(f, `${prefix}${side}${same}w=${w.negated ? `${w.stem}_NEG` : w.stem}`);
      break;
    }
  }
  let pos = 0;
  let neg = 0;
  for (const w of words) {
    if (!clauses.has(w.clause)) continue;
    if (w.polarity > 0.05) pos++;
    if (w.polarity < -0.05) neg++;
  }
  add(f, `${prefix}cc=${Math.min(pos, 2)}.${Math.min(neg, 2)}`);
}

export function sentenceSentiment(f: Features, words: Word[], unigramWeight = 0.5) {
  let pos = 0;
  let neg = 0;
  let last = 0;
  for (const w of words) {
    if (w.polarity > 0) pos += w.polarity;
    if (w.polarity < 0) neg -= w.polarity;
    if (w.polarity) last = w.polarity;
    if (!w.punct && unigramWeight)
      add(f, `su=${w.negated ? `${w.stem}_NEG` : w.stem}`, unigramWeight);
  }
  if (FLAGS.has('sbi')) {
    const content = words.filter((w) => !w.punct);
    for (let i = 0; i + 1 < content.length; i++)
      add(
        f,
        `sb=${content[i]!.stem}|${content[i + 1]!.stem}${content[i + 1]!.negated ? '_NEG' : ''}`,
        unigramWeight,
      );
  }
  add(f, 'spos', pos);
  add(f, 'sneg', neg);
  add(f, `slast=${polClass(last)}`);
  add(f, `sboth=${pos > 0.3 && neg > 0.3}`);
  if (words.some((w) => w.folded === '!')) add(f, 'excl');
}

export function lastPolarity(words: Word[]): number {
  for (let i = words.length - 1; i >= 0; i--) if (words[i]!.polarity) return words[i]!.polarity;
  return 0;
}

/** Features of an aspect term's polarity. */
export function termPolarityFeatures(
  words: Word[],
  start: number,
  end: number,
  termCount: number,
): Features {
  const f: Features = new Map();
  sentenceSentiment(f, words);
  const anchors: number[] = [];
  for (let i = start; i < end; i++) anchors.push(i);
  windowFeatures(f, words, anchors, 't', {
    copula: FLAGS.has('tcop'),
    contrast: FLAGS.has('tctr'),
  });
  for (let i = start; i < end; i++) add(f, `term=${words[i]!.stem}`);
  add(f, `many=${Math.min(3, termCount)}`);
  if (FLAGS.has('tval')) valenceFeatures(f, words, start, end);
  return f;
}
