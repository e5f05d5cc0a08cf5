import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReviewImport } from '@tableside/domain/schemas/review-import';
import { reviews } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { reviewArrivalPipeline } from '../../review-arrival/pipeline.ts';
import { runReviewImport } from './run.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
});
afterAll(() => t.close());

// Written as text: a `__proto__` key in an object literal would set its prototype instead.
const FILE = `[
  {"constructor": {}, "toString": "x", "date": "2019-05-01", "rating": 4, "text": "a"},
  {"__proto__": "p", "hasOwnProperty": "h", "valueOf": "v", "date": "2019-05-02", "rating": "constructor", "text": "b"},
  {"date": "2019-05-03", "rating": 5, "text": "c"}
]`;

describe('a file whose keys are named like Object.prototype members', () => {
  it('uploads, lists, previews, starts and imports like any other file', async () => {
    const up = await t.call('POST', '/v1/review-import?file_name=p.json', {
      token: admin,
      body: FILE,
      headers: { 'content-type': 'application/json' },
    });
    expect(up.statusCode, up.body).toBe(200);
    const uploaded = up.json().data as TReviewImport;
    expect(uploaded.columns).toEqual([
      'constructor',
      'toString',
      'date',
      'rating',
      'text',
      '__proto__',
      'hasOwnProperty',
      'valueOf',
    ]);
    // A key a row lacks is an empty cell, never an inherited member.
    expect(uploaded.preview).toEqual([
      ['{}', 'x', '2019-05-01', '4', 'a', '', '', ''],
      ['', '', '2019-05-02', 'constructor', 'b', 'p', 'h', 'v'],
      ['', '', '2019-05-03', '5', 'c', '', '', ''],
    ]);
    expect(uploaded.guess.columns).toMatchObject({ review_date: 2, rating: 3, text: 4 });

    const list = await t.call('GET', '/v1/review-import', { token: admin });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as TReviewImport[]).map((i) => i.id)).toContain(uploaded.id);

    const location = t.fx.loc('Charlie').id;
    const start = await t.call('PUT', `/v1/review-import/${uploaded.id}/start`, {
      token: admin,
      // `constructor` mapped as the author: a column like any other.
      body: { ...uploaded.guess, columns: { ...uploaded.guess.columns, author_name: 1 } },
    });
    expect(start.statusCode, start.body).toBe(400);
    const started = await t.call('PUT', `/v1/review-import/${uploaded.id}/start`, {
      token: admin,
      body: {
        ...uploaded.guess,
        columns: { ...uploaded.guess.columns, author_name: 1 },
        location_id: location,
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    await runReviewImport(
      { db: t.database.db, afterIngest: reviewArrivalPipeline(t.jobs) },
      uploaded.id,
    );
    const done = (await t.call('GET', `/v1/review-import/${uploaded.id}`, { token: admin })).json()
      .data as TReviewImport;
    expect(done).toMatchObject({
      status: 'done',
      processed_rows: 3,
      imported: 2,
      refused: 1,
      refusal_reasons: { bad_rating: 1 },
    });
    const stored = await t.database.db
      .select({ text: reviews.text, author: reviews.authorName, rating: reviews.rating })
      .from(reviews)
      .where(and(eq(reviews.locationId, location), eq(reviews.source, 'csv')));
    expect(
      stored
        .filter((r) => ['a', 'c'].includes(r.text))
        .sort((x, y) => x.text.localeCompare(y.text)),
    ).toEqual([
      { text: 'a', author: 'x', rating: 4 },
      { text: 'c', author: null, rating: 5 },
    ]);
  });
});
