import { analyseStoredReview } from '../features/insights/analysis.ts';
import { createReview } from './factory.ts';
import type { TestApp } from './harness.ts';

const DAY = 86_400_000;

/** A review that arrived `daysAgo` days ago at `location`, analysed as the pipeline would. */
export async function arriveAnalysed(
  t: TestApp,
  location: string,
  rating: number,
  text: string,
  daysAgo: number,
) {
  const row = await createReview(t, {
    location,
    rating,
    text,
    reviewDate: new Date(Date.now() - daysAgo * DAY),
  });
  await analyseStoredReview(t.database.db, row.id);
  return row;
}
