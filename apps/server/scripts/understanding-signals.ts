/**
 * The signals part of `eval-understanding.ts`: questions, incidents, spam and sarcasm scored
 * against the corpus labels (apps/server/eval/README.md "Review labels and how to label").
 */
import type { ReviewSignals } from '@tableside/domain/review-signals';
import type { Review } from '../eval/corpus.ts';

type Tally = { tp: number; fp: number; fn: number };
const tally = (): Tally => ({ tp: 0, fp: 0, fn: 0 });

export type SignalFigures = {
  /** Review level: the review has a question to the owner. */
  asks: Tally;
  /** Gold questions found (span overlap) and, of those, with the right topic. */
  topics: { found: number; right: number; all: number };
  /** Review + incident kind. */
  incidents: Tally;
  spam: Tally;
  spamKind: { right: number; all: number };
  /** Spam's sentiment (neutral unless plainly negative about another place). */
  spamSentiment: { right: number; all: number };
  sarcasm: Tally;
};

export const emptySignals = (): SignalFigures => ({
  asks: tally(),
  topics: { found: 0, right: 0, all: 0 },
  incidents: tally(),
  spam: tally(),
  spamKind: { right: 0, all: 0 },
  spamSentiment: { right: 0, all: 0 },
  sarcasm: tally(),
});

function count(t: Tally, gold: boolean, found: boolean) {
  if (gold && found) t.tp += 1;
  else if (found) t.fp += 1;
  else if (gold) t.fn += 1;
}

/** Two spans of one review overlap: a found question may quote a little more or less. */
function overlaps(text: string, a: string, b: string): boolean {
  const [i, j] = [text.indexOf(a), text.indexOf(b)];
  if (i < 0 || j < 0) return a.includes(b) || b.includes(a);
  return i < j + b.length && j < i + a.length;
}

/** Scores one review's signals; returns why it is wrong, for `--verbose`. */
export function scoreSignals(
  f: SignalFigures,
  review: Review,
  found: ReviewSignals,
  sentiment: string,
): string[] {
  const errors: string[] = [];
  count(f.asks, review.questions.length > 0, found.questions.length > 0);
  for (const gold of review.questions) {
    f.topics.all += 1;
    const match = found.questions.find((q) => overlaps(review.text, q.span, gold.span));
    if (!match) {
      errors.push(`question missed: [${gold.topic}] ${gold.span}`);
      continue;
    }
    f.topics.found += 1;
    if (match.topic === gold.topic) f.topics.right += 1;
    else errors.push(`question topic ${match.topic}, gold ${gold.topic}: ${gold.span}`);
  }
  for (const q of found.questions)
    if (!review.questions.some((gold) => overlaps(review.text, q.span, gold.span)))
      errors.push(`question not asked: [${q.topic}] ${q.span}`);

  const goldKinds = new Set(review.incidents.map((i) => i.kind));
  const foundKinds = new Map(found.incidents.map((i) => [i.kind, i.span]));
  for (const kind of new Set([...goldKinds, ...foundKinds.keys()])) {
    count(f.incidents, goldKinds.has(kind), foundKinds.has(kind));
    if (!goldKinds.has(kind))
      errors.push(`incident not reported: ${kind}: ${foundKinds.get(kind)}`);
    else if (!foundKinds.has(kind)) errors.push(`incident missed: ${kind}`);
  }

  count(f.spam, review.spam !== null, found.spam !== null);
  if (review.spam !== null && found.spam !== null) {
    f.spamKind.all += 1;
    if (review.spam === found.spam) f.spamKind.right += 1;
  }
  if (review.spam !== found.spam) errors.push(`spam ${found.spam}, gold ${review.spam}`);
  if (review.spam !== null) {
    f.spamSentiment.all += 1;
    if (sentiment === review.sentiment) f.spamSentiment.right += 1;
    else errors.push(`spam sentiment ${sentiment}, gold ${review.sentiment}`);
  }

  count(f.sarcasm, review.sarcasm, found.sarcasm);
  if (review.sarcasm !== found.sarcasm)
    errors.push(`sarcasm ${found.sarcasm}, gold ${review.sarcasm}`);
  return errors;
}

const pct = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)}%` : '–';
const precision = ({ tp, fp }: Tally) => pct(tp, tp + fp);
const recall = ({ tp, fn }: Tally) => pct(tp, tp + fn);
const f1 = ({ tp, fp, fn }: Tally) => (tp ? (2 * tp) / (2 * tp + fp + fn) : 0).toFixed(3);
const prf = (t: Tally) => `${precision(t)} / ${recall(t)} / ${f1(t)}`;

export function printSignals(rows: Map<string, SignalFigures>) {
  console.log('\nSignals (spam included; P / R / F1)\n');
  console.log(
    '| reviews | has a question | question topics | incidents (review × kind) | spam P / R | spam kind | spam sentiment | sarcasm P / R |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [key, f] of rows) {
    console.log(
      `| ${key} | ${prf(f.asks)} | ${pct(f.topics.right, f.topics.found)} of ${f.topics.found} found (${f.topics.all} asked) | ` +
        `${prf(f.incidents)} | ${precision(f.spam)} / ${recall(f.spam)} | ${pct(f.spamKind.right, f.spamKind.all)} | ` +
        `${pct(f.spamSentiment.right, f.spamSentiment.all)} | ${precision(f.sarcasm)} / ${recall(f.sarcasm)} |`,
    );
  }
}
