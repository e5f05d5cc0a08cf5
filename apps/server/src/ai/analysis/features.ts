import { matchGazetteer, type Gazetteer } from './gazetteer.ts';
import type { Features } from './learn/linear.ts';
import type { Word } from './sentence.ts';

const bucket = (ratio: number) => Math.min(4, Math.floor(ratio * 5));
const shape = (text: string) =>
  text
    .replace(/\p{Lu}/gu, 'X')
    .replace(/\p{Ll}/gu, 'x')
    .replace(/\p{N}/gu, 'd')
    .replace(/(.)\1+/g, '$1');
const polClass = (p: number) => (p > 0.05 ? 'pos' : p < -0.05 ? 'neg' : 'neu');

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
      'bias',
      `w=${w.lower}`,
      `s=${w.stem}`,
      `sh=${shape(w.text)}`,
      `suf3=${w.folded.slice(-3)}`,
      `suf2=${w.folded.slice(-2)}`,
      `pre3=${w.folded.slice(0, 3)}`,
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
    return f;
  });
}

function add(features: Features, key: string, value = 1) {
  features.set(key, (features.get(key) ?? 0) + value);
}

/** Sentence features of the aspect-category detector. */
export function categoryFeatures(words: Word[], gazetteer: Gazetteer): Features {
  const f: Features = new Map();
  const content = words.filter((w) => !w.punct);
  content.forEach((w, i) => {
    f.set(`u=${w.stem}`, 1);
    const next = content[i + 1];
    if (next) f.set(`b=${w.stem}|${next.stem}`, 1);
    for (const c of w.categories) f.set(`lex=${c}`, 1);
    if (w.polarity > 0.05) add(f, 'lexpos');
    if (w.polarity < -0.05) add(f, 'lexneg');
  });
  for (const m of matchGazetteer(gazetteer, words)) {
    const total = Object.values(m.stat.categories).reduce((a, b) => a + b, 0);
    const weight = m.stat.tagged / Math.max(1, m.stat.seen);
    for (const [c, n] of Object.entries(m.stat.categories))
      add(f, `gzc=${c}`, (weight * n) / total);
  }
  if (content.length <= 6) f.set('short', 1);
  return f;
}

/** Window features around a set of anchor tokens: what is said near an aspect. */
function windowFeatures(f: Features, words: Word[], anchors: number[], prefix: string) {
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
}

function sentenceSentiment(f: Features, words: Word[], unigramWeight = 0.5) {
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
  add(f, 'spos', pos);
  add(f, 'sneg', neg);
  add(f, `slast=${polClass(last)}`);
  add(f, `sboth=${pos > 0.3 && neg > 0.3}`);
  if (words.some((w) => w.folded === '!')) add(f, 'excl');
}

/** Features of a category's polarity in a sentence. */
export function categoryPolarityFeatures(
  words: Word[],
  category: string,
  gazetteer: Gazetteer,
): Features {
  const f: Features = new Map();
  sentenceSentiment(f, words);
  const anchors: number[] = [];
  words.forEach((w, i) => {
    if (w.categories.includes(category)) anchors.push(i);
  });
  for (const m of matchGazetteer(gazetteer, words)) {
    const total = Object.values(m.stat.categories).reduce((a, b) => a + b, 0);
    if ((m.stat.categories[category] ?? 0) / Math.max(total, 1e-9) > 0.4)
      for (let i = m.start; i < m.end; i++) anchors.push(i);
  }
  if (anchors.length) windowFeatures(f, words, anchors, 'a');
  else add(f, 'noAnchor');
  const conj: Features = new Map();
  for (const [k, v] of f) conj.set(`${category}:${k}`, v);
  for (const [k, v] of conj) f.set(k, v);
  f.set(`cat=${category}`, 1);
  return f;
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
  windowFeatures(f, words, anchors, 't');
  for (let i = start; i < end; i++) add(f, `term=${words[i]!.stem}`);
  add(f, `many=${Math.min(3, termCount)}`);
  return f;
}
