/**
 * What a review praises and criticises by topic, as the insights store it (topic-verdicts.ts),
 * against the corpus's labelled aspects; the classifier's categories alone beside it, the
 * reading the insights stored before. Scored per review and topic: a topic labelled negative or
 * mixed is a complaint, positive or mixed is praise.
 */
import type { Review } from '../eval/corpus.ts';

type Category = { category: string; polarity: string };
type Tally = { tp: number; fp: number; fn: number };
export type TopicFigures = Record<'stored' | 'classifier', { criticised: Tally; praised: Tally }>;

/** Topics both the labels and the analysis know; the labels' finer ones folded onto them. */
const TOPICS = [
  'food',
  'drinks',
  'service',
  'wait',
  'price',
  'ambience',
  'cleanliness',
  'location',
];
const FOLDED: Record<string, string> = {
  reservation: 'service',
  portion: 'food',
  accessibility: 'location',
  value: 'price',
  billing: 'price',
};
const topic = (c: string) => FOLDED[c] ?? c;

const tally = (): Tally => ({ tp: 0, fp: 0, fn: 0 });
export const emptyTopics = (): TopicFigures => ({
  stored: { criticised: tally(), praised: tally() },
  classifier: { criticised: tally(), praised: tally() },
});

function count(t: Tally, said: Set<string>, labelled: Set<string>) {
  for (const c of TOPICS) {
    if (said.has(c) && labelled.has(c)) t.tp++;
    else if (said.has(c)) t.fp++;
    else if (labelled.has(c)) t.fn++;
  }
}

const side = (list: Category[], polarities: string[]) =>
  new Set(list.filter((c) => polarities.includes(c.polarity)).map((c) => topic(c.category)));

export function scoreTopics(
  figures: TopicFigures,
  review: Review,
  readings: { stored: Category[]; classifier: Category[] },
) {
  const labels = Object.entries(review.aspects).map(([category, polarity]) => ({
    category,
    polarity: polarity ?? '',
  }));
  const complaints = side(labels, ['negative', 'mixed']);
  const praise = side(labels, ['positive', 'mixed']);
  for (const key of ['stored', 'classifier'] as const) {
    count(figures[key].criticised, side(readings[key], ['negative', 'conflict']), complaints);
    count(figures[key].praised, side(readings[key], ['positive', 'conflict']), praise);
  }
}

const f1 = (t: Tally) => {
  const p = t.tp / (t.tp + t.fp || 1);
  const r = t.tp / (t.tp + t.fn || 1);
  return `${(p * 100).toFixed(1)} / ${(r * 100).toFixed(1)} / ${p + r ? ((2 * p * r) / (p + r)).toFixed(3) : '0'}`;
};

export function printTopics(rows: Map<string, TopicFigures>) {
  console.log('\nTopics criticised and praised (labelled aspects; P / R / F1)\n');
  console.log(
    '| reviews | criticised, stored | criticised, classifier alone | praised, stored | praised, classifier alone |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const [key, f] of rows)
    console.log(
      `| ${key} | ${f1(f.stored.criticised)} | ${f1(f.classifier.criticised)} | ` +
        `${f1(f.stored.praised)} | ${f1(f.classifier.praised)} |`,
    );
}
