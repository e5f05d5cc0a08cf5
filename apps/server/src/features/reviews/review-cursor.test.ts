import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeReviewCursor } from '@tableside/domain/review-cursor';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let manager: string;

/**
 * 41 reviews over three locations (one of them another restaurant's), with ties the cursor must
 * settle: several at the same instant, several a microsecond apart, and every rating repeated.
 */
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  manager = (await t.login('manager')).token;
  const places = ['Alpha', 'Bravo', 'Other One'] as const;
  for (let i = 0; i < 41; i++) {
    const row = await createReview(t, {
      location: places[i % 3]!,
      rating: (i % 5) + 1,
      text: `cursor review ${String(i).padStart(2, '0')}`,
    });
    // Groups of four share one instant; within the next group they are a microsecond apart.
    const micros = Math.floor(i / 4) * 86_400_000_000 + (Math.floor(i / 4) % 2 ? i % 4 : 0);
    await t.database.db.execute(
      sql`update reviews set review_date = timestamptz '2026-03-01 12:00:00+00'
        + ${String(micros)}::bigint * interval '1 microsecond' where id = ${row.id}`,
    );
  }
});
afterAll(() => t.close());

type Page = { data: { id: string; text: string }[]; next_cursor: string | null };

async function page(url: string, token = admin): Promise<Page> {
  const res = await t.call('GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

/** Every page through the cursor, as the inbox's infinite scroll asks for them. */
async function walk(base: string, token = admin): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const sep = base.includes('?') ? '&' : '?';
    const next: Page = await page(
      cursor ? `${base}${sep}cursor=${encodeURIComponent(cursor)}` : base,
      token,
    );
    seen.push(...next.data.map((r) => r.text));
    if (!next.next_cursor) return seen;
    cursor = next.next_cursor;
  }
  throw new Error('the cursor never reached the end');
}

const all = async (query: string, token = admin) =>
  (await page(`/v1/location/all/review?limit=1000&${query}`, token)).data.map((r) => r.text);

describe('reviews list: keyset cursor', () => {
  for (const query of [
    'sort=date&order=desc',
    'sort=date&order=asc',
    'sort=rating&order=desc',
    'sort=rating&order=asc',
    'sort=rating&order=desc&rating=2,5',
    'sort=date&order=desc&search=cursor%20review%203',
  ])
    it(`walks every review once, in the offset list's order (${query})`, async () => {
      const expected = (await all(query)).filter((text) => text.startsWith('cursor'));
      const walked = (await walk(`/v1/location/all/review?limit=4&${query}`)).filter((text) =>
        text.startsWith('cursor'),
      );
      expect(walked).toEqual(expected);
      expect(new Set(walked).size).toBe(walked.length);
    });

  it('gives no cursor on a short last page, and one on a full page even when nothing follows', async () => {
    const everything = await all('sort=date');
    const exact = await page(`/v1/location/all/review?limit=${everything.length}`);
    expect(exact.next_cursor).toEqual(expect.any(String));
    const after = await page(
      `/v1/location/all/review?limit=5&cursor=${encodeURIComponent(exact.next_cursor!)}`,
    );
    expect(after).toMatchObject({ data: [], next_cursor: null });
    expect((await page(`/v1/location/all/review?limit=1000`)).next_cursor).toBeNull();
  });

  it('keeps a Manager to their location and another restaurant out, page after page', async () => {
    const alphaUrl = `/v1/location/${t.fx.loc('Alpha').id}/review`;
    const walked = await walk(`${alphaUrl}?limit=3`, manager);
    const alpha = (await page(`${alphaUrl}?limit=1000`, manager)).data.map((r) => r.text);
    expect(walked).toEqual(alpha);
    expect(walked.filter((text) => text.startsWith('cursor'))).toHaveLength(14);
    // The other restaurant's reviews (i % 3 === 2) are on no restaurant-wide page.
    const numbers = (await walk('/v1/location/all/review?limit=7')).flatMap((text) => {
      const n = /^cursor review (\d\d)/.exec(text)?.[1];
      return n ? [Number(n)] : [];
    });
    expect(numbers).toHaveLength(28);
    expect(numbers.filter((n) => n % 3 === 2)).toEqual([]);
  });

  it('refuses a cursor it did not write, one of another order, and a cursor with an offset', async () => {
    const valid = encodeReviewCursor({
      sort: 'date',
      order: 'desc',
      rating: 1,
      micros: 1_772_366_400_000_000,
      id: '00000000-0000-4000-8000-000000000000',
    });
    for (const url of [
      '/v1/location/all/review?cursor=not-a-cursor',
      '/v1/location/all/review?cursor=%25%25',
      `/v1/location/all/review?cursor=${btoa('date|desc|1|12|x').replace(/=+$/, '')}`,
      `/v1/location/all/review?order=asc&cursor=${valid}`,
      `/v1/location/all/review?sort=rating&cursor=${valid}`,
      `/v1/location/all/review?offset=50&cursor=${valid}`,
      `/v1/location/all/review/offset/50/limit/5?cursor=${valid}`,
    ]) {
      const res = await t.call('GET', url, { token: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('validation_failed');
    }
    const res = await t.call('GET', `/v1/location/all/review?cursor=${valid}`, { token: admin });
    expect(res.statusCode).toBe(200);
  });
});
