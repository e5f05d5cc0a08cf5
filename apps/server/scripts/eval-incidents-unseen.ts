import { hashString } from '../src/ai/builtin/random.ts';
import { loadIncidentReviews, type IncidentReview } from '../training/incident-reviews.ts';
import { printIncidentSet } from './incident-set-report.ts';

// The blind incident set of training/data/incident-reviews-unseen.jsonl, written before anyone
// read the incident rules (training/data/incident-reviews-unseen.md). Its test half is printed
// in aggregate only and never tuned on; the dev half lists its misses and false alarms.
//   npm run -s eval:incidents-unseen -- --split dev|test|all

const SPLITS = ['dev', 'test', 'all'] as const;
const arg = process.argv.indexOf('--split');
const split = (arg > 0 ? process.argv[arg + 1] : 'dev') as (typeof SPLITS)[number];
if (!SPLITS.includes(split)) throw new Error(`--split must be one of ${SPLITS.join(', ')}`);

const URL_UNSEEN = new URL('../training/data/incident-reviews-unseen.jsonl', import.meta.url);
/** Half the reviews, fixed by their id, form the unread test half. */
export const inUnseenTest = (review: Pick<IncidentReview, 'id'>) =>
  hashString(`unseen-incidents:${review.id}`) % 100 < 50;

printIncidentSet(
  `unseen ${split}`,
  loadIncidentReviews(URL_UNSEEN).filter((r) =>
    split === 'all' ? true : split === 'test' ? inUnseenTest(r) : !inUnseenTest(r),
  ),
  split === 'dev',
);
