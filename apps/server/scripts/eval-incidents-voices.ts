import { INCIDENT_VOICES_URL, loadIncidentReviews } from '../training/incident-reviews.ts';
import { printIncidentSet } from './incident-set-report.ts';

// The incidents and near-misses in other voices of training/data/incident-reviews-voices.jsonl
// (training/data/incident-reviews-voices.md). The classifier trains on the dev half; the test
// half is printed in aggregate only and never tuned on; the dev half lists its misses.
//   npm run -s eval:incidents-voices -- --split dev|test

const arg = process.argv.indexOf('--split');
const split = arg > 0 ? process.argv[arg + 1] : 'dev';
if (split !== 'dev' && split !== 'test') throw new Error('--split must be dev or test');

printIncidentSet(
  `voices ${split}`,
  loadIncidentReviews(INCIDENT_VOICES_URL).filter((r) => r.split === split),
  split === 'dev',
);
