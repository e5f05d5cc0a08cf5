import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousPeriod, todayIn, type DayRange } from '@tableside/domain/date-ranges';
import { POLARITIES } from '@tableside/domain/insights';
import { ZSuccess } from '@tableside/domain/schemas/common';
import { ZMentionTrends, type TMentionTrends } from '@tableside/domain/schemas/trends';
import { countChange } from '@tableside/domain/percentages';
import { mentionSentiment, TREND_KINDS, type TrendKind } from '@tableside/domain/trends';
import {
  menuItems,
  menuMentions,
  reviewCategories,
  reviewKeywords,
  reviews,
  staffMembers,
  staffMentions,
} from '../../db/schema.ts';
import { createReview, seededRandom } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { analyseStoredReview } from '../insights/analysis.ts';

/**
 * Mention trends checked against a brute-force count over the same generated findings: a few
 * hundred reviews around a daylight-saving change and late evenings, their categories,
 * keywords, menu and staff mentions written by plain SQL, then edited and deleted, so the
 * rollups' triggers must follow every kind of write.
 */
let t: TestApp;
let admin: string;
let manager: string;
let boh: string;
let growthAdmin: string;
const TZ = 'America/Toronto';

type Finding = { locationId: string; subject: string; polarity: string; reviewDate: Date };

const maison = () => ['Alpha', 'Bravo', 'Charlie'].map((n) => t.fx.loc(n).id);

/** Every finding of Maison's locations, read back from the analysis tables. */
async function findings(kind: TrendKind): Promise<Finding[]> {
  const query = {
    categories: `select location_id, category as subject, polarity, review_date from review_categories`,
    keywords: `select location_id, keyword as subject, sentiment as polarity, review_date from review_keywords`,
    menu: `select location_id, menu_item_id::text as subject, polarity, review_date from menu_mentions`,
    staff: `select location_id, staff_member_id::text as subject, polarity, review_date from staff_mentions`,
  }[kind];
  const rows = (await t.database.execute(`${query} where restaurant_id = $1`, [
    t.fx.restaurants.maison.id,
  ])) as { rows: { location_id: string; subject: string; polarity: string; review_date: Date }[] };
  return rows.rows.map((r) => ({
    locationId: r.location_id,
    subject: r.subject,
    polarity: r.polarity,
    reviewDate: new Date(r.review_date),
  }));
}

const inRange = (f: Finding, range: DayRange, tz = TZ) => {
  const day = todayIn(tz, f.reviewDate);
  return day >= range.startDate && day <= range.endDate;
};

type Counts = {
  mentions: number;
  positive: number;
  negative: number;
  neutral: number;
  conflict: number;
};

function count(rows: Finding[]): Counts {
  const c = { mentions: rows.length, positive: 0, negative: 0, neutral: 0, conflict: 0 };
  for (const r of rows) c[r.polarity as (typeof POLARITIES)[number]] += 1;
  return c;
}

/** The expected answer, computed from the findings one by one. */
function bruteForce(
  rows: Finding[],
  current: DayRange,
  comparison: DayRange,
  locationIds: string[],
  excluded: Set<string> = new Set(),
  tz = TZ,
) {
  const mine = rows.filter((r) => locationIds.includes(r.locationId) && !excluded.has(r.subject));
  const cur = mine.filter((r) => inRange(r, current, tz));
  const cmp = mine.filter((r) => inRange(r, comparison, tz));
  const subjects = [...new Set([...cur, ...cmp].map((r) => r.subject))];
  const items = new Map(
    subjects.map((s) => [
      s,
      {
        current: count(cur.filter((r) => r.subject === s)),
        comparison: count(cmp.filter((r) => r.subject === s)),
        byDay: cur.filter((r) => r.subject === s).map((r) => todayIn(tz, r.reviewDate)),
      },
    ]),
  );
  return { current: count(cur), comparison: count(cmp), items };
}

function expectMatches(answer: TMentionTrends, expected: ReturnType<typeof bruteForce>) {
  const strip = ({ sentimentScore, ...c }: Counts & { sentimentScore: number }) => {
    expect(sentimentScore).toBe(mentionSentiment(c));
    return c;
  };
  expect(strip(answer.totals.current)).toEqual(expected.current);
  expect(strip(answer.totals.comparison)).toEqual(expected.comparison);
  // The top items: most mentioned now, then before.
  const order = [...expected.items.entries()]
    .sort(
      ([, a], [, b]) =>
        b.current.mentions - a.current.mentions || b.comparison.mentions - a.comparison.mentions,
    )
    .slice(0, answer.items.length);
  expect(answer.items.map((i) => i.current.mentions)).toEqual(
    order.map(([, e]) => e.current.mentions),
  );
  expect(answer.items.length).toBe(Math.min(expected.items.size, 10));
  for (const item of answer.items) {
    const e = expected.items.get(item.key);
    expect(e, item.key).toBeDefined();
    expect(strip(item.current)).toEqual(e?.current);
    expect(strip(item.comparison)).toEqual(e?.comparison);
    expect(item.change).toBe(countChange(e!.current.mentions, e!.comparison.mentions));
    expect(item.points.reduce((s, p) => s + p.mentions, 0)).toBe(e?.current.mentions);
  }
}

const get = async (path: string, token: string) => {
  const res = await t.call('GET', `/v1${path}`, { token });
  return { status: res.statusCode, body: res.json() };
};

let menuIds: Record<string, string>;
let staffIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  manager = (await t.login('manager')).token;
  boh = (await t.login('boh')).token;
  growthAdmin = (await t.login('growthadmin')).token;
  const restaurantId = t.fx.restaurants.maison.id;

  const items = await t.database.db
    .insert(menuItems)
    .values(
      ['Tiramisu', 'Burger', 'Duck confit', 'Food', 'Oysters'].map((name) => ({
        restaurantId,
        name,
      })),
    )
    .returning();
  menuIds = Object.fromEntries(items.map((i) => [i.name, i.id]));
  const staff = await t.database.db
    .insert(staffMembers)
    .values(
      ['Marco', 'Julie', 'Amir'].map((name, i) => ({
        restaurantId,
        name,
        role: ['server', 'host', 'chef'][i],
      })),
    )
    .returning();
  staffIds = Object.fromEntries(staff.map((s) => [s.name, s.id]));

  // 300 reviews from 2026-02-20 to 2026-03-20 (Toronto springs forward on 8 March), a third of
  // them between 22:00 and 02:00 local time, each with a few findings of every kind.
  const next = seededRandom(7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T;
  const locs = ['Alpha', 'Bravo', 'Charlie'].map((n) => t.fx.loc(n));
  const start = Date.parse('2026-02-20T05:00:00Z');
  const review = Array.from({ length: 300 }, (_, i) => {
    const l = pick(locs);
    const hour = next() < 0.33 ? pick([3, 4, 5, 6]) : 12 + next() * 8;
    return {
      restaurantId,
      locationId: l.id,
      source: 'google',
      externalId: `trend-${i}`,
      rating: 1 + Math.floor(next() * 5),
      text: 'generated',
      reviewDate: new Date(start + Math.floor(next() * 29) * 86_400_000 + hour * 3_600_000),
    };
  });
  const stored = await t.database.db.insert(reviews).values(review).returning();
  const categories = ['food', 'service', 'price', 'ambience', 'wait', 'drinks'];
  const keywords = [
    'tiramisu',
    'wait',
    'terrace',
    'price',
    'noise',
    'brunch',
    'oysters',
    'staff',
    'music',
    'view',
    'bread',
    'wine',
  ];
  const rows = { categories: [], keywords: [], menu: [], staff: [] } as Record<TrendKind, object[]>;
  for (const r of stored) {
    const base = {
      reviewId: r.id,
      restaurantId,
      locationId: r.locationId,
      reviewDate: r.reviewDate,
    };
    for (let k = Math.floor(next() * 3); k > 0; k--)
      rows.categories.push({
        ...base,
        category: pick(categories),
        semevalCategory: 'food',
        polarity: pick(POLARITIES),
      });
    for (let k = Math.floor(next() * 4); k > 0; k--)
      rows.keywords.push({
        ...base,
        keyword: pick(keywords),
        category: 'food',
        snippet: 's',
        sentiment: pick(POLARITIES),
      });
    for (let k = Math.floor(next() * 3); k > 0; k--) {
      const item = pick(items);
      rows.menu.push({
        ...base,
        menuItemId: item.id,
        itemName: item.name,
        polarity: pick(POLARITIES),
        snippet: 's',
      });
    }
    for (let k = Math.floor(next() * 2.5); k > 0; k--) {
      const person = pick(staff);
      rows.staff.push({
        ...base,
        staffMemberId: person.id,
        staffName: person.name,
        polarity: pick(POLARITIES),
        snippet: 's',
      });
    }
  }
  // Two statements per table, so the triggers add to rows the first one made.
  const insert = async (
    table:
      typeof reviewCategories | typeof reviewKeywords | typeof menuMentions | typeof staffMentions,
    values: object[],
  ) => {
    const half = Math.floor(values.length / 2);
    await t.database.db.insert(table).values(values.slice(0, half) as never);
    await t.database.db.insert(table).values(values.slice(half) as never);
  };
  await insert(reviewCategories, rows.categories);
  await insert(reviewKeywords, rows.keywords);
  await insert(menuMentions, rows.menu);
  await insert(staffMentions, rows.staff);

  // Edits and deletions of every kind, through plain SQL as any writer would do.
  await t.database.execute(
    `update menu_mentions set polarity = 'negative' where polarity = 'neutral'`,
  );
  await t.database.execute(
    `update review_keywords set review_date = review_date - interval '3 days' where keyword = 'wine'`,
  );
  await t.database.execute(
    `delete from staff_mentions where polarity = 'conflict' and staff_name = 'Julie'`,
  );
  await t.database.execute(`delete from reviews where external_id like 'trend-1%'`);
  await t.database.execute(`delete from menu_items where name = 'Oysters'`);
});
afterAll(() => t.close());

const RANGES: [DayRange, DayRange][] = [
  [
    { startDate: '2026-03-01', endDate: '2026-03-15' },
    previousPeriod({ startDate: '2026-03-01', endDate: '2026-03-15' }),
  ],
  [
    { startDate: '2026-03-08', endDate: '2026-03-08' },
    { startDate: '2026-03-07', endDate: '2026-03-07' },
  ],
  // Whole months from the monthly rollup plus edge days from the daily one.
  [
    { startDate: '2026-02-15', endDate: '2026-03-31' },
    { startDate: '2026-01-01', endDate: '2026-02-14' },
  ],
  [
    { startDate: '2026-03-09', endDate: '2026-03-20' },
    { startDate: '2026-02-20', endDate: '2026-02-28' },
  ],
];
const query = (c: DayRange, p: DayRange) =>
  `startDate=${c.startDate}&endDate=${c.endDate}&compareStartDate=${p.startDate}&compareEndDate=${p.endDate}`;

describe('mention trends', () => {
  it('match a brute-force count for every kind, all locations and each one', async () => {
    const generic = new Set([menuIds.Food as string, menuIds.Oysters as string]);
    for (const kind of TREND_KINDS) {
      const rows = await findings(kind);
      const excluded = kind === 'menu' ? generic : new Set<string>();
      for (const [current, comparison] of RANGES) {
        const all = await get(`/location/all/trends/${kind}?${query(current, comparison)}`, admin);
        expect(all.status, kind).toBe(200);
        expect(all.body.data).toMatchObject({ kind, current, comparison, preset: null });
        // The answer is sent as text built without the schema: it must still be exactly it
        // (parsing drops unknown keys, so nothing more either).
        expect(ZSuccess(ZMentionTrends).parse(all.body)).toEqual(all.body);
        expectMatches(all.body.data, bruteForce(rows, current, comparison, maison(), excluded));
        if (current.startDate === '2026-03-01')
          expect(all.body.data.items.length).toBeGreaterThan(2);
        for (const id of maison()) {
          const one = await get(
            `/location/${id}/trends/${kind}?${query(current, comparison)}`,
            admin,
          );
          expectMatches(one.body.data, bruteForce(rows, current, comparison, [id], excluded));
        }
      }
    }
  });

  it('give each item its days, weeks or months, and names from the catalogue', async () => {
    const [current, comparison] = RANGES[0] as [DayRange, DayRange];
    const rows = await findings('staff');
    const expected = bruteForce(rows, current, comparison, maison());
    const res = await get(
      `/location/all/trends/staff?${query(current, comparison)}&interval=day`,
      admin,
    );
    expect(res.body.data.interval).toBe('day');
    for (const item of res.body.data.items as TMentionTrends['items']) {
      const days = expected.items.get(item.key)?.byDay ?? [];
      for (const p of item.points)
        expect(p.mentions, p.period).toBe(days.filter((d) => d === p.period).length);
      expect(item.name).toBe(Object.entries(staffIds).find(([, id]) => id === item.key)?.[0]);
      expect(['server', 'host', 'chef']).toContain(item.detail);
    }
    for (const interval of ['week', 'month']) {
      const r = await get(
        `/location/all/trends/menu?${query(current, comparison)}&interval=${interval}`,
        admin,
      );
      expect(r.body.data.interval).toBe(interval);
      for (const item of r.body.data.items as TMentionTrends['items']) {
        expect(item.points.reduce((s, p) => s + p.mentions, 0)).toBe(item.current.mentions);
        expect(item.name).not.toBe('Food');
        // A bucket is named by its first day: a Monday, or the first of the month.
        for (const p of item.points) {
          if (interval === 'week') expect(new Date(`${p.period}T00:00:00Z`).getUTCDay()).toBe(1);
          else expect(p.period).toMatch(/^\d{4}-\d{2}-01$/);
        }
      }
    }
    const top3 = await get(
      `/location/all/trends/keywords?${query(current, comparison)}&limit=3`,
      admin,
    );
    expect(top3.body.data.items).toHaveLength(3);
  });

  it('stay equal to a recomputation from the findings', async () => {
    const snapshot = async (table: string, key: string, owner = 'location_id') =>
      (
        await t.database.execute(
          `select ${owner}, kind, ${key}::text, subject, mentions, positive, negative, neutral, conflict
           from ${table} where mentions <> 0 order by 1, 2, 3, 4`,
        )
      ).rows;
    const tables = [
      ['mention_daily_stats', 'day'],
      ['mention_monthly_stats', 'month'],
      ['mention_restaurant_daily_stats', 'day', 'restaurant_id'],
      ['mention_restaurant_monthly_stats', 'month', 'restaurant_id'],
    ] as const;
    const before = await Promise.all(tables.map(([n, k, o]) => snapshot(n, k, o)));
    await t.database.execute('select mention_stats_rebuild(null)');
    for (const [i, [n, k, o]] of tables.entries())
      expect(await snapshot(n, k, o), n).toEqual(before[i]);
    expect(before[0]!.length).toBeGreaterThan(100);
    expect(before[2]!.length).toBeGreaterThan(50);
  });

  it('count a review analysed just now at once (no cache between the findings and the figures)', async () => {
    const today = todayIn(TZ);
    const q = `startDate=${today}&endDate=${today}&compareStartDate=${today}&compareEndDate=${today}`;
    const before = (await get(`/location/all/trends/menu?${q}`, admin)).body.data;
    const row = await createReview(t, {
      location: 'Alpha',
      externalId: 'trend-now',
      rating: 5,
      text: 'The tiramisu was divine and Marco was so friendly!',
    });
    await analyseStoredReview(t.database.db, row.id);
    const after = (await get(`/location/all/trends/menu?${q}`, admin)).body.data;
    expect(after.totals.current.mentions).toBe(before.totals.current.mentions + 1);
    expect(
      after.items.find((i: { name: string }) => i.name === 'Tiramisu').current.positive,
    ).toBeGreaterThan(0);
    const staff = (await get(`/location/all/trends/staff?${q}`, admin)).body.data;
    expect(staff.items.map((i: { name: string }) => i.name)).toContain('Marco');
  });

  it('move findings to other days when the restaurant changes time zone', async () => {
    const [current, comparison] = RANGES[0] as [DayRange, DayRange];
    const rows = await findings('categories');
    await t.database.execute(`update restaurants set timezone = 'Asia/Tokyo' where id = $1`, [
      t.fx.restaurants.maison.id,
    ]);
    const tokyo = await get(`/location/all/trends/categories?${query(current, comparison)}`, admin);
    expectMatches(
      tokyo.body.data,
      bruteForce(rows, current, comparison, maison(), new Set(), 'Asia/Tokyo'),
    );
    await t.database.execute(`update restaurants set timezone = $2 where id = $1`, [
      t.fx.restaurants.maison.id,
      TZ,
    ]);
  });

  it('resolve a preset on the restaurant’s today', async () => {
    const res = await get(
      '/location/all/trends/staff?preset=last_7_days_vs_previous_7_days',
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ preset: 'last_7_days_vs_previous_7_days' });
    expect(res.body.data.current.endDate).toBe(todayIn(TZ));
  });

  it('refuse bad input with a code', async () => {
    const cases: [string, number, string][] = [
      [
        'startDate=2026-03-10&endDate=2026-03-01&compareStartDate=2026-02-01&compareEndDate=2026-02-09',
        400,
        'invalid_date_range',
      ],
      [
        'startDate=2020-01-01&endDate=2026-03-01&compareStartDate=2014-01-01&compareEndDate=2019-12-31',
        400,
        'invalid_date_range',
      ],
      ['preset=next_week', 400, 'validation_failed'],
      ['', 400, 'date_range_required'],
      ['startDate=2026-03-01&endDate=2026-03-10', 400, 'comparison_range_required'],
      [
        'startDate=2026-03-01&endDate=2026-03-10&compareStartDate=2026-02-01',
        400,
        'date_range_required',
      ],
      ['preset=last_7_days&limit=0', 400, 'validation_failed'],
    ];
    for (const kind of ['menu', 'staff']) {
      for (const [q, status, code] of cases) {
        const res = await get(`/location/all/trends/${kind}?${q}`, admin);
        expect(res.status, `${kind} ${q}`).toBe(status);
        expect(res.body.code, `${kind} ${q}`).toBe(code);
      }
    }
    const foreign = await get(
      `/location/${t.fx.loc('Other One').id}/trends/menu?preset=last_7_days`,
      admin,
    );
    expect(foreign.status).toBe(404);
  });

  it('follow the roles and plans', async () => {
    const q = 'preset=last_30_days';
    const alpha = t.fx.loc('Alpha').id;
    expect((await get(`/location/${alpha}/trends/staff?${q}`, manager)).status).toBe(200);
    expect((await get(`/location/all/trends/staff?${q}`, manager)).status).toBe(403);
    expect((await get(`/location/${t.fx.loc('Bravo').id}/trends/staff?${q}`, manager)).status).toBe(
      404,
    );
    expect((await get(`/location/${alpha}/trends/keywords?${q}`, manager)).status).toBe(403);
    expect((await get(`/location/all/trends/menu?${q}`, boh)).status).toBe(200);
    expect((await get(`/location/all/trends/menu?${q}`, growthAdmin)).status).toBe(200);
    const growthKeywords = await get(`/location/all/trends/keywords?${q}`, growthAdmin);
    expect(growthKeywords.body.code).toBe('plan_required');
  });
});

describe('staff, menu and keyword reports', () => {
  const restaurant = () => t.fx.restaurants.maison.id;

  it('freeze the trends the API answers for the range and the period before', async () => {
    const body = { startDate: '2026-03-01', endDate: '2026-03-15' };
    const before = previousPeriod(body);
    for (const type of ['staff', 'menu', 'keywords'] as const) {
      const created = await t.call('POST', `/v1/restaurant/${restaurant()}/report/${type}`, {
        token: admin,
        body,
      });
      expect(created.statusCode, type).toBe(200);
      const report = created.json().data;
      expect(report).toMatchObject({ type, start_date: '2026-03-01', location_id: null });
      const api = await get(`/location/all/trends/${type}?${query(body, before)}&limit=100`, admin);
      expect(report.data.trends).toEqual(api.body.data);
      const again = await get(`/restaurant/${restaurant()}/report/${report.id}`, admin);
      expect(again.body.data.data.trends.totals).toEqual(api.body.data.totals);
    }
  });

  it('keep keyword reports for Admins and check the range', async () => {
    const alpha = t.fx.loc('Alpha').id;
    const body = { startDate: '2026-03-01', endDate: '2026-03-15', location_id: alpha };
    const staff = await t.call('POST', `/v1/restaurant/${restaurant()}/report/staff`, {
      token: manager,
      body,
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data.location_name).toBe('Alpha');
    const keywords = await t.call('POST', `/v1/restaurant/${restaurant()}/report/keywords`, {
      token: manager,
      body,
    });
    expect(keywords.json().code).toBe('forbidden');
    const bad = await t.call('POST', `/v1/restaurant/${restaurant()}/report/menu`, {
      token: admin,
      body: { startDate: '2026-03-15', endDate: '2026-03-01' },
    });
    expect(bad.json().code).toBe('invalid_date_range');
  });
});
