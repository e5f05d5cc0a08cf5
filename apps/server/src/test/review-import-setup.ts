import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TReviewImport } from '@tableside/domain/schemas/review-import';
import { reviews } from '../db/schema.ts';
import { runReviewImport } from '../features/review-import/run.ts';
import { reviewArrivalPipeline } from '../review-arrival/pipeline.ts';
import { createTestApp, type TestApp } from './harness.ts';

/*
 * What the review-import tests share (reading files, and the runs' lifecycle, in
 * features/review-import): an app of their own, the Admin's sign-in, and the calls and reads they
 * make. Bindings are live: read them inside tests, after useReviewImportApp's hooks ran.
 */

export let t: TestApp;
export let admin: string;

export function useReviewImportApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.login('admin')).token;
  });
  afterAll(() => t.close());
}

export const NOW = new Date('2026-11-22T12:00:00Z');
export const deps = () => ({
  db: t.database.db,
  afterIngest: reviewArrivalPipeline(t.jobs),
  now: () => NOW,
});

export function upload(body: Buffer | string | Readable, fileName = 'reviews.csv', token = admin) {
  return t.call('POST', `/v1/review-import?file_name=${encodeURIComponent(fileName)}`, {
    token,
    body,
    headers: { 'content-type': fileName.endsWith('.json') ? 'application/json' : 'text/csv' },
  });
}

/** Uploads, starts with the guessed mapping (plus `extra`), and runs the job as a worker would. */
export async function importFile(
  body: Buffer | string,
  opts: { fileName?: string; mapping?: Record<string, unknown> } = {},
): Promise<TReviewImport> {
  const up = await upload(body, opts.fileName);
  expect(up.statusCode, up.body).toBe(200);
  const uploaded = up.json().data as TReviewImport;
  const start = await t.call('PUT', `/v1/review-import/${uploaded.id}/start`, {
    token: admin,
    body: { ...uploaded.guess, location_id: t.fx.loc('Charlie').id, ...opts.mapping },
  });
  expect(start.statusCode, start.body).toBe(200);
  await runReviewImport(deps(), uploaded.id);
  const done = await t.call('GET', `/v1/review-import/${uploaded.id}`, { token: admin });
  return done.json().data as TReviewImport;
}

export const jobsOf = async (name: string) =>
  Number(
    (await t.database.execute(`select count(*)::int as n from pgboss.job where name = $1`, [name]))
      .rows[0]?.n,
  );
export const reportOf = async (id: string, lang = 'en') => {
  const res = await t.call('GET', `/v1/review-import/${id}/report?lang=${lang}`, { token: admin });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  return res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
};
export const countReviews = async (where = sql`true`) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(where)
    )[0]?.n,
  );
