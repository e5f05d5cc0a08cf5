import { analyseStoredReview } from '../features/insights/analysis.ts';
import { createReview } from './factory.ts';
import type { TestApp } from './harness.ts';

const DAY = 86_400_000;

/** A text the analysis reads as spam: a review meant for the business next door. */
export const SPAM_TEXT =
  'Wrong place, sorry! This was meant for the sushi bar next door, the nigiri were warm and the miso soup was salty.';

/** A review from `source` that arrived `daysAgo` days ago at `location`, analysed as the pipeline would. */
export async function arriveAnalysed(
  t: TestApp,
  location: string,
  rating: number,
  text: string,
  daysAgo: number,
  source = 'google',
) {
  const row = await createReview(t, {
    location,
    rating,
    text,
    source,
    reviewDate: new Date(Date.now() - daysAgo * DAY),
  });
  await analyseStoredReview(t.database.db, row.id);
  return row;
}

/** A review the guest posted at `date` (ISO) at `location`, analysed as the pipeline would: its id. */
export async function arriveOn(
  t: TestApp,
  location: string,
  text: string,
  date: string,
  rating = 5,
) {
  const row = await createReview(t, { location, rating, text, reviewDate: new Date(date) });
  await analyseStoredReview(t.database.db, row.id);
  return row.id;
}

/**
 * Arrivals on several platforms, remembering each platform's review ids: `app` is read at each
 * call, since a file's app is made in its `beforeAll`.
 */
export function platformArrivals(app: () => TestApp) {
  const idsBySource: Record<string, string[]> = {};
  const arrive = async (
    location: string,
    source: string,
    rating: number,
    text: string,
    daysAgo: number,
  ) => {
    const row = await arriveAnalysed(app(), location, rating, text, daysAgo, source);
    (idsBySource[source] ??= []).push(row.id);
  };
  return { arrive, idsBySource };
}
