import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './demo-users.ts';
import { accessToken } from './session.ts';

/**
 * Adds a review to a demo location by hand, as the per-platform call does: it then goes through
 * the same arrival steps as a synced one (analysis, alerts, assignment rules, draft). No
 * ingestion secret is made, so journeys that sign webhook calls are not disturbed. Answers its id.
 */
export async function addReview(
  request: APIRequestContext,
  review: { location: string; rating: number; text: string; source?: string; reviewDate?: Date },
): Promise<string> {
  const headers = { authorization: `Bearer ${await accessToken(request, ADMIN)}` };
  const listed = await request.get('/v1/location', { headers });
  const locations = ((await listed.json()) as { data: { id: string; name: string }[] }).data;
  const location = locations.find((l) => l.name === review.location);
  expect(location, review.location).toBeDefined();
  const res = await request.post(
    `/v1/location/${location?.id}/${review.source ?? 'google'}/review`,
    {
      headers,
      data: {
        rating: review.rating,
        text: review.text,
        author_name: 'Maya',
        ...(review.reviewDate ? { review_date: review.reviewDate.toISOString() } : {}),
      },
    },
  );
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}
