import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@tableside/domain/review-import';
import type { TReviewImport } from '@tableside/domain/schemas/review-import';
import { reviewImportChunks, reviewImports, reviews } from '../../db/schema.ts';
import { QUEUES } from '../../workers.ts';
import {
  admin,
  countReviews,
  importFile,
  jobsOf,
  reportOf,
  t,
  upload,
  useReviewImportApp,
} from '../../test/review-import-setup.ts';

// Reading an imported file: good rows once, every bad one refused with its reason, in CSV, JSON
// and JSON Lines. The runs' lifecycle (access, resuming, deleting) is review-import-runs.test.ts.
useReviewImportApp();

const MIXED = [
  'Date,Rating,Review,Author,Review ID',
  '2019-03-01,5,Lovely brunch,Maya,h-1',
  '2019-03-02,4,"Great, with a ""wow"" dessert",Léa,h-2',
  '2019-03-03,0,Zero stars is not a rating,Sam,h-3',
  '2019-03-04,6,Six is not either,Sam,h-4',
  '2019-03-05,,,Nobody,h-5',
  '2019-03-06,,Text without a rating,Nobody,h-6',
  'yesterday,3,Unreadable date,Ana,h-7',
  '2019-02-30,3,No such day,Ana,h-8',
  '2099-01-01,5,From the future,Ana,h-9',
  '2019-03-10,3',
  '2019-03-11,2,"Multi-line',
  'review text",Zoé,h-11',
  '2019-03-12,5,,Star only,h-12',
  '',
].join('\r\n');

describe('review import', () => {
  it('imports the good rows once and reports every bad one with its reason', async () => {
    const alertsBefore = await jobsOf(QUEUES.alertRaise);
    const draftsBefore = await jobsOf(QUEUES.replyDraft);
    const result = await importFile(MIXED);
    expect(result).toMatchObject({
      status: 'done',
      progress: 1,
      imported: 4,
      duplicates: 0,
      refused: 8,
      refusal_reasons: {
        bad_rating: 2,
        empty_review: 1,
        rating_missing: 1,
        bad_date: 2,
        date_in_future: 1,
        column_count: 1,
      },
    });
    const stored = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.locationId, t.fx.loc('Charlie').id));
    const imported = stored.filter((r) => r.externalId.startsWith('h-'));
    expect(imported.map((r) => r.externalId).sort()).toEqual(['h-1', 'h-11', 'h-12', 'h-2']);
    expect(imported.find((r) => r.externalId === 'h-2')).toMatchObject({
      source: 'csv',
      rating: 4,
      text: 'Great, with a "wow" dessert',
      authorName: 'Léa',
      reviewDate: new Date('2019-03-02T12:00:00Z'),
    });
    expect(imported.find((r) => r.externalId === 'h-11')?.text).toBe('Multi-line\r\nreview text');
    // History: analysed in batches, but nobody alerted and no reply drafted for 2019.
    expect(await jobsOf(QUEUES.alertRaise)).toBe(alertsBefore);
    expect(await jobsOf(QUEUES.replyDraft)).toBe(draftsBefore);
    expect(await jobsOf(QUEUES.reviewAnalyseBatch)).toBeGreaterThan(0);
    // The uploaded file is gone once the import is over.
    expect(
      await t.database.db
        .select()
        .from(reviewImportChunks)
        .where(eq(reviewImportChunks.importId, result.id)),
    ).toEqual([]);

    const report = await reportOf(result.id);
    expect(report[0]).toBe('line,code,reason,Date,Rating,Review,Author,Review ID');
    expect(report).toHaveLength(9);
    expect(report[1]).toBe(
      '4,bad_rating,The rating is not a whole number from 1 to 5,2019-03-03,0,Zero stars is not a rating,Sam,h-3',
    );
    expect(report.map((l) => l.split(',')[1])).toEqual([
      'code',
      'bad_rating',
      'bad_rating',
      'empty_review',
      'rating_missing',
      'bad_date',
      'bad_date',
      'date_in_future',
      'column_count',
    ]);
    const french = await reportOf(result.id, 'fr');
    expect(french[0]?.startsWith('ligne,code,motif,')).toBe(true);
    expect(french[1]).toContain('La note n’est pas un nombre entier de 1 à 5');
  });

  it('imports nothing the second time the same file comes', async () => {
    const before = await countReviews();
    const again = await importFile(MIXED);
    expect(again).toMatchObject({ status: 'done', imported: 0, duplicates: 4, refused: 8 });
    expect(await countReviews()).toBe(before);
  });

  it('handles recent rows like reviews that just arrived and keeps history quiet, as the panel says', async () => {
    const alertsBefore = await jobsOf(QUEUES.alertRaise);
    const draftsBefore = await jobsOf(QUEUES.replyDraft);
    const file = [
      'date,rating,text,author,id',
      '2026-11-20,1,Cold soup and a long wait,Kim,recent-1',
      '2026-09-01,1,Cold soup back in September,Kim,old-1',
      '',
    ].join('\n');
    expect(await importFile(file)).toMatchObject({ imported: 2, refused: 0 });
    // Two days old: a reply draft and an alert, like any new review; ten weeks old: neither.
    expect(await jobsOf(QUEUES.replyDraft)).toBe(draftsBefore + 1);
    expect(await jobsOf(QUEUES.alertRaise)).toBeGreaterThan(alertsBefore);
  });

  it('recognises a review without an id by its content', async () => {
    const file = 'date;note;avis;auteur\n2018-05-01;4;Très bon;Jo\n2018-05-02;2;Bof;Al\n';
    const first = await importFile(file);
    expect(first).toMatchObject({ imported: 2, duplicates: 0, refused: 0 });
    expect(first.guess.columns).toEqual({ review_date: 0, rating: 1, text: 2, author_name: 3 });
    const second = await importFile(file);
    expect(second).toMatchObject({ imported: 0, duplicates: 2 });
  });

  it('refuses to start without the required columns, and changes nothing', async () => {
    const up = await upload('when,what,who\n2019-01-01,fine,Jo\n');
    const id = (up.json().data as TReviewImport).id;
    expect(up.json().data.guess.columns).toEqual({});
    const res = await t.call('PUT', `/v1/review-import/${id}/start`, {
      token: admin,
      body: { columns: { text: 1 }, location_id: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['columns.location', 'columns.rating', 'columns.review_date']);
    const outside = await t.call('PUT', `/v1/review-import/${id}/start`, {
      token: admin,
      body: { columns: { rating: 7, review_date: 0 }, location_id: t.fx.loc('Alpha').id },
    });
    expect(outside.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(reviewImports).where(eq(reviewImports.id, id));
    expect(row?.status).toBe('uploaded');
    const queued = await t.database.execute(
      `select count(*)::int as n from pgboss.job where name = $1 and data->>'importId' = $2`,
      [QUEUES.reviewImport, id],
    );
    expect(queued.rows[0]?.n).toBe(0);
  });

  it('refuses the rows that are not UTF-8 and imports the others', async () => {
    const file = Buffer.concat([
      Buffer.from('date,rating,text,id\n2019-04-01,5,Plain ASCII,enc-1\n'),
      Buffer.from('2019-04-02,4,Cr', 'utf8'),
      Buffer.from([0xe8, 0x6d, 0x65]), // "ème" in Latin-1
      Buffer.from(' brûlée,enc-2\n2019-04-03,3,Correct: crème,enc-3\n', 'utf8'),
    ]);
    const result = await importFile(file);
    expect(result).toMatchObject({
      imported: 2,
      refused: 1,
      refusal_reasons: { invalid_encoding: 1 },
    });
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.externalId, 'enc-3'));
    expect(row?.text).toBe('Correct: crème');
  });

  it('refuses the rows holding a NUL, raw or escaped in JSON, and imports the others', async () => {
    const csv = await importFile(
      'date,rating,text,id\n2019-04-05,5,Fine,nul-1\n2019-04-06,4,A\u0000B,nul-2\n',
    );
    expect(csv).toMatchObject({
      imported: 1,
      refused: 1,
      refusal_reasons: { invalid_encoding: 1 },
    });
    const items = [
      {
        reviewId: 'nul-3',
        starRating: 'FIVE',
        comment: 'A\u0000B',
        createTime: '2019-06-05T10:00:00Z',
      },
      {
        reviewId: 'nul-4',
        starRating: 'FOUR',
        comment: 'Fine',
        createTime: '2019-06-06T10:00:00Z',
      },
    ];
    const json = await importFile(JSON.stringify(items), {
      fileName: 'nul.json',
      mapping: { columns: { external_id: 0, rating: 1, text: 2, review_date: 3 } },
    });
    expect(json).toMatchObject({
      imported: 1,
      refused: 1,
      refusal_reasons: { invalid_encoding: 1 },
    });
    expect(await reportOf(json.id)).toHaveLength(2);
  });

  it('matches locations by name and refuses unknown ones', async () => {
    const file = [
      'date,rating,text,location,id',
      '2019-05-01,5,At Alpha,alpha,loc-1',
      '2019-05-02,4,At Bravo,BRAVO,loc-2',
      '2019-05-03,3,At a stranger,Other One,loc-3',
    ].join('\n');
    const result = await importFile(file, { mapping: { location_id: null } });
    expect(result).toMatchObject({
      imported: 2,
      refused: 1,
      refusal_reasons: { unknown_location: 1 },
    });
    const [alpha] = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.externalId, 'loc-1'));
    expect(alpha?.locationId).toBe(t.fx.loc('Alpha').id);
  });

  it('imports a JSON array and JSON Lines alike', async () => {
    const items = [
      {
        reviewId: 'j-1',
        starRating: 'FIVE',
        comment: 'Superb',
        createTime: '2019-06-01T19:30:00Z',
      },
      {
        reviewId: 'j-2',
        starRating: 'TWO',
        comment: 'Slow',
        createTime: '2019-06-02T19:30:00+02:00',
      },
      { reviewId: 'j-3', starRating: 'TEN', comment: 'Broken', createTime: '2019-06-03' },
    ];
    const array = await importFile(`${JSON.stringify(items, null, 2)}\n`, {
      fileName: 'export.json',
      mapping: { columns: { external_id: 0, rating: 1, text: 2, review_date: 3 } },
    });
    expect(array).toMatchObject({ imported: 2, refused: 1, refusal_reasons: { bad_rating: 1 } });
    const [j2] = await t.database.db.select().from(reviews).where(eq(reviews.externalId, 'j-2'));
    expect(j2?.reviewDate).toEqual(new Date('2019-06-02T17:30:00Z'));
    const lines = `${items.map((i) => JSON.stringify({ ...i, reviewId: `l${i.reviewId}` })).join('\n')}\n{not json}\n`;
    const jsonl = await importFile(lines, {
      fileName: 'export.json',
      mapping: { columns: { external_id: 0, rating: 1, text: 2, review_date: 3 } },
    });
    expect(jsonl).toMatchObject({
      imported: 2,
      refused: 2,
      refusal_reasons: { bad_rating: 1, malformed_row: 1 },
    });
  });

  it('answers a file over 50 MB with a clear error and keeps nothing of it', async () => {
    const importsBefore = await t.database.db.select().from(reviewImports);
    const garbage = randomBytes(IMPORT_MAX_BYTES + 1024);
    const declared = await upload(garbage);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ code: 'file_too_large' });
    // Without a declared length, counted as it streams.
    const text = Buffer.alloc(IMPORT_MAX_BYTES + 1024, 'garbage;"\n');
    const streamed = await upload(Readable.from(chunked(text)));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toMatchObject({ code: 'file_too_large' });
    expect(await t.database.db.select().from(reviewImports)).toHaveLength(importsBefore.length);
  });

  it('refuses every row of a file of garbage and imports nothing', async () => {
    const before = await countReviews();
    const garbage = Buffer.concat([Buffer.from('date,rating,text\n'), randomBytes(600_000)]); // about 2,300 lines
    const result = await importFile(garbage);
    expect(result.status).toBe('done');
    expect(result.imported).toBe(0);
    expect(result.refused).toBeGreaterThan(1000);
    expect(result.refused).toBe(result.processed_rows);
    expect(await countReviews()).toBe(before);
    const report = await reportOf(result.id);
    expect(report.length).toBeGreaterThan(1000);
  });
});

function* chunked(buffer: Buffer, size = 1 << 20) {
  for (let i = 0; i < buffer.length; i += size) yield buffer.subarray(i, i + size);
}
