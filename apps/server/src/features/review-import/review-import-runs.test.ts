import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TReviewImport } from '@tableside/domain/schemas/review-import';
import { reviewImportChunks, reviewImports, reviews } from '../../db/schema.ts';
import { QUEUES } from '../../workers.ts';
import { runReviewImport } from './run.ts';
import {
  admin,
  countReviews,
  deps,
  importFile,
  jobsOf,
  t,
  upload,
  useReviewImportApp,
} from '../../test/review-import-setup.ts';

// An import's lifecycle: who may see it, resuming after a crash or a dead run, deleting it, and
// starting it only once.
useReviewImportApp();

describe('review import', () => {
  it('is for Admins of the restaurant only', async () => {
    const { token: manager } = await t.login('manager');
    expect((await upload('date,rating\n2019-01-01,5\n', 'a.csv', manager)).statusCode).toBe(403);
    const mine = (await upload('date,rating\n2019-01-01,5\n')).json().data as TReviewImport;
    const { token: stranger } = await t.login('otheradmin');
    const peek = await t.call('GET', `/v1/review-import/${mine.id}`, { token: stranger });
    expect(peek.statusCode).toBe(404);
    const report = await t.call('GET', `/v1/review-import/${mine.id}/report`, { token: stranger });
    expect(report.statusCode).toBe(404);
    const list = await t.call('GET', '/v1/review-import', { token: stranger });
    expect(list.json().data.map((i: TReviewImport) => i.id)).not.toContain(mine.id);
  });

  it('resumes after a crash where it stopped, importing every row exactly once', async () => {
    const rows = Array.from(
      { length: 2500 },
      (_, i) => `2018-01-${String(1 + (i % 28)).padStart(2, '0')},4,Resumed ${i},r-${i}`,
    );
    const up = (await upload(['date,rating,text,id', ...rows].join('\n'))).json()
      .data as TReviewImport;
    await t.call('PUT', `/v1/review-import/${up.id}/start`, {
      token: admin,
      body: { ...up.guess, location_id: t.fx.loc('Bravo').id },
    });
    let calls = 0;
    const crashing = {
      ...deps(),
      afterIngest: async () => {
        calls += 1;
        if (calls === 2) throw new Error('worker lost');
      },
    };
    await expect(runReviewImport(crashing, up.id)).rejects.toThrow('worker lost');
    const [halfway] = await t.database.db
      .select()
      .from(reviewImports)
      .where(eq(reviewImports.id, up.id));
    // The failed run handed the import back to the queue; the job's retry resumes it.
    expect(halfway).toMatchObject({ processedRows: 2000, imported: 2000, status: 'queued' });
    await runReviewImport(deps(), up.id);
    const done = (await t.call('GET', `/v1/review-import/${up.id}`, { token: admin })).json()
      .data as TReviewImport;
    expect(done).toMatchObject({
      status: 'done',
      processed_rows: 2500,
      imported: 2500,
      duplicates: 0,
    });
    expect(await countReviews(sql`${reviews.externalId} like 'r-%'`)).toBe(2500);
  });

  it('lets an Admin delete a failed import, never a running one nor another restaurant’s', async () => {
    const done = await importFile('date,rating,text,id\n2019-04-01,4,Kept after delete,del-1\n');
    expect(done.imported).toBe(1);
    const up = (await upload('date,rating\n2019-07-02,5\n')).json().data as TReviewImport;
    await t.call('PUT', `/v1/review-import/${up.id}/start`, {
      token: admin,
      body: { ...up.guess, location_id: t.fx.loc('Bravo').id },
    });
    const remove = (id: string, token = admin) =>
      t.call('DELETE', `/v1/review-import/${id}`, { token });
    // Running, its run alive: refused, and nothing changes.
    await t.database.db
      .update(reviewImports)
      .set({ status: 'running', heartbeatAt: sql`now()` })
      .where(eq(reviewImports.id, up.id));
    const running = await remove(up.id);
    expect(running.statusCode).toBe(409);
    expect(running.json().code).toBe('import_running');
    // Failed: deleted with its stored file, for its own restaurant's Admin only.
    await t.database.db
      .update(reviewImports)
      .set({ status: 'failed', error: 'boom' })
      .where(eq(reviewImports.id, up.id));
    const { token: stranger } = await t.login('otheradmin');
    expect((await remove(up.id, stranger)).statusCode).toBe(404);
    const { token: manager } = await t.login('manager');
    expect((await remove(up.id, manager)).statusCode).toBe(403);
    expect((await remove(up.id)).statusCode).toBe(200);
    expect((await t.call('GET', `/v1/review-import/${up.id}`, { token: admin })).statusCode).toBe(
      404,
    );
    expect(
      await t.database.db
        .select()
        .from(reviewImportChunks)
        .where(eq(reviewImportChunks.importId, up.id)),
    ).toEqual([]);
    // A finished import goes too; the reviews it imported stay.
    expect((await remove(done.id)).statusCode).toBe(200);
    expect(await countReviews(sql`${reviews.externalId} = 'del-1'`)).toBe(1);
  });

  it('resumes, when started again, an import whose run died', async () => {
    const up = (await upload('date,rating\n2019-07-03,5\n2019-07-04,4\n')).json()
      .data as TReviewImport;
    const body = { ...up.guess, location_id: t.fx.loc('Bravo').id };
    expect(
      (await t.call('PUT', `/v1/review-import/${up.id}/start`, { token: admin, body })).statusCode,
    ).toBe(200);
    // As a worker killed mid-import leaves it: running, its lease long run out.
    await t.database.db
      .update(reviewImports)
      .set({ status: 'running', heartbeatAt: sql`now() - interval '10 minutes'` })
      .where(eq(reviewImports.id, up.id));
    const before = await jobsOf(QUEUES.reviewImport);
    const again = await t.call('PUT', `/v1/review-import/${up.id}/start`, { token: admin, body });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.status).toBe('queued');
    expect(await jobsOf(QUEUES.reviewImport)).toBe(before + 1);
    await runReviewImport(deps(), up.id);
    const done = (await t.call('GET', `/v1/review-import/${up.id}`, { token: admin })).json()
      .data as TReviewImport;
    expect(done).toMatchObject({ status: 'done', imported: 2 });
  });

  it('refuses to start an import twice', async () => {
    const up = (await upload('date,rating\n2019-07-01,5\n')).json().data as TReviewImport;
    const body = { ...up.guess, location_id: t.fx.loc('Bravo').id };
    const first = await t.call('PUT', `/v1/review-import/${up.id}/start`, { token: admin, body });
    expect(first.statusCode).toBe(200);
    const second = await t.call('PUT', `/v1/review-import/${up.id}/start`, { token: admin, body });
    expect(second.statusCode).toBe(409);
  });
});
