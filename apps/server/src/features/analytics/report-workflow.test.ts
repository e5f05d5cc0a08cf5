import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstReplyFigures } from '@tableside/domain/first-reply';
import { reportCsv } from '@tableside/domain/report-csv';
import { DEFAULT_RESPONSE_TARGETS } from '@tableside/domain/response-targets';
import type { TReport, TReportSummaryData } from '@tableside/domain/schemas/analytics';
import { reviewRequests, reviews } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/*
 * A summary report carries the team's figures (docs/product/analytics.md#reports): time to first
 * reply overall, per location and per person, and the review requests' conversion, generated
 * through the API as the reports screen does and read back, stored and as CSV.
 */

let t: TestApp;
let admin: string;
let maison: string;
const HOUR = 3_600_000;
// September 2026: clear of the fixture's own October reviews.
const range = { startDate: '2026-09-01', endDate: '2026-09-30' };
const day = (d: number) => Date.parse(`2026-09-${String(d).padStart(2, '0')}T14:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  maison = t.fx.restaurants.maison.id;
});
afterAll(() => t.close());

async function answered(location: string, rating: number, d: number, hours: number, by: string) {
  return createReview(t, {
    location,
    rating,
    // Stored as it was posted: not history, so it has a due time.
    reviewDate: new Date(day(d)),
    createdAt: new Date(day(d)),
    status: 'posted',
    postedAt: new Date(day(d) + hours * HOUR),
    postedBy: by,
  });
}

async function requested(location: string, n: number, d: number, converted?: string) {
  const at = t.fx.loc(location);
  await t.database.db.insert(reviewRequests).values({
    restaurantId: at.restaurantId,
    locationId: at.id,
    source: 'csv',
    visitKey: `visit-${location}-${n}`,
    emailHash: `hash-${location}-${n}`,
    language: 'en',
    visitedAt: new Date(day(d) - 24 * HOUR),
    sendAfter: new Date(day(d)),
    status: 'sent',
    sentAt: new Date(day(d)),
    clickedAt: converted || n % 2 === 0 ? new Date(day(d) + HOUR) : null,
    convertedReviewId: converted ?? null,
    convertedAt: converted ? new Date(day(d) + 2 * HOUR) : null,
  });
}

describe('a summary report of the team’s work', () => {
  it('carries time to first reply per location and per person, and the requests’ conversion', async () => {
    const { admin: owner, manager } = t.fx.users;
    const fromRequest = await answered('Alpha', 5, 3, 2, owner.id);
    await answered('Alpha', 1, 4, 3, manager.id);
    await answered('Alpha', 2, 5, 30, owner.id);
    await answered('Bravo', 4, 6, 10, owner.id);
    // Unanswered, long past its target: due, and not within it.
    await createReview(t, {
      location: 'Bravo',
      rating: 1,
      reviewDate: new Date(day(7)),
      createdAt: new Date(day(7)),
    });
    await requested('Alpha', 1, 2, fromRequest.id);
    for (const n of [2, 3, 4]) await requested('Alpha', n, 2);
    for (const n of [1, 2]) await requested('Bravo', n, 5);

    const created = await t.call('POST', `/v1/restaurant/${maison}/report/summary`, {
      token: admin,
      body: range,
    });
    expect(created.statusCode, created.body).toBe(200);
    const read = await t.call('GET', `/v1/restaurant/${maison}/report/${created.json().data.id}`, {
      token: admin,
    });
    expect(read.statusCode).toBe(200);
    const report = read.json().data as TReport;
    const data = report.data as TReportSummaryData;

    // The figures are the domain's over the same reviews.
    const ids = ['Alpha', 'Bravo'].map((n) => t.fx.loc(n).id);
    const rows = (
      await t.database.db.select().from(reviews).where(inArray(reviews.locationId, ids))
    ).filter((r) => r.reviewDate.getTime() >= day(1) - 14 * HOUR);
    const figures = (of: typeof rows) =>
      firstReplyFigures(of, DEFAULT_RESPONSE_TARGETS, new Date());
    const firstReply = data.firstReply!;
    expect(firstReply.overall).toEqual(figures(rows));
    expect(firstReply.overall).toMatchObject({ answered: 4, due: 5 });
    const alpha = firstReply.byLocation.find((l) => l.locationName === 'Alpha');
    expect(alpha).toMatchObject({ answered: 3, medianHours: 3 });
    expect(alpha).toMatchObject(figures(rows.filter((r) => r.locationId === ids[0])));
    const byOwner = firstReply.byPerson.find((p) => p.userId === owner.id);
    expect(byOwner).toMatchObject({ name: 'Admin Tester', answered: 3, medianHours: 10 });
    expect(firstReply.byPerson.find((p) => p.userId === manager.id)).toMatchObject({
      answered: 1,
      medianHours: 3,
    });

    expect(data.review_requests?.total).toMatchObject({ sent: 6, clicked: 4, converted: 1 });
    expect(data.review_requests?.locations.map((l) => [l.name, l.converted])).toEqual([
      ['Alpha', 1],
      ['Bravo', 0],
    ]);
    // The same figures as the review requests' own screen.
    const conversion = await t.call(
      'GET',
      `/v1/restaurant/${maison}/review-request/conversion?startDate=${range.startDate}&endDate=${range.endDate}`,
      { token: admin },
    );
    expect(data.review_requests).toEqual(conversion.json().data);

    // The CSV the reader downloads holds both sections.
    const lines = reportCsv(report, 'en').split(/\r\n/);
    expect(lines).toContain(
      [
        'Alpha',
        alpha!.answered,
        alpha!.medianHours,
        alpha!.due,
        alpha!.withinTarget,
        alpha!.withinTargetShare,
      ].join(','),
    );
    expect(lines.some((l) => l.startsWith(`Admin Tester,3,10,`))).toBe(true);
    const total = data.review_requests!.total;
    expect(lines).toContain(
      ['All locations', 6, 4, 1, total.click_rate, total.conversion_rate].join(','),
    );
  });
});
