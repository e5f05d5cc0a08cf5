import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATINGS } from '@tableside/domain/ratings';
import {
  hasResponseDue,
  responseDue,
  type ResponseTargets,
} from '@tableside/domain/response-targets';
import { createScratchDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import {
  dueAtSql,
  dueStateSql,
  isOverdueSql,
  targetHoursSql,
  unlessHistorySql,
} from './response-due-sql.ts';

let database: Database;
beforeAll(async () => {
  database = await createScratchDatabase();
});
afterAll(() => database.close());

const now = new Date('2026-11-20T12:00:00.000Z');
const AGES = [0.5, 2.9, 3, 3.5, 4, 8.9, 9, 11.5, 12, 17.9, 18, 23, 24, 100];

describe('the response-time rule in SQL', () => {
  it('gives every rating, age and status the due time and state of responseDue', async () => {
    for (const targets of [
      { negative: 4, neutral: 12, positive: 24 },
      { negative: 1, neutral: 3, positive: 720 },
    ] satisfies ResponseTargets[]) {
      // smallint hours and rating, as the restaurants and reviews columns are.
      const hours = targetHoursSql(sql`r.rating`, {
        negative: sql`${targets.negative}::smallint`,
        neutral: sql`${targets.neutral}::smallint`,
        positive: sql`${targets.positive}::smallint`,
      });
      const at = sql`${now.toISOString()}::timestamptz`;
      const dueAt = dueAtSql(sql`r.review_date`, sql`h.hours`);
      const result = (await database.db.execute(sql`
        select r.rating::int as rating, r.status, r.age::float8 as age,
          (extract(epoch from ${dueAt}) * 1000)::bigint::text as due_ms,
          ${dueStateSql(sql`r.status`, dueAt, sql`h.hours`, at)} as state,
          ${isOverdueSql(sql`r.status`, sql`r.review_date`, sql`h.hours`, at)} as overdue
        from (select g::smallint as rating, s as status, a as age,
            ${at} - a * interval '1 hour' as review_date
          from generate_series(1, 5) g, unnest(array['new', 'approved', 'posted']) s,
            unnest(${sql.raw(`array[${AGES.join(',')}]::float8[]`)}) a) r
          cross join lateral (select ${hours} as hours) h
        order by 1, 2, 3`)) as unknown as {
        rows: {
          rating: number;
          status: string;
          age: number;
          due_ms: string;
          state: string;
          overdue: boolean;
        }[];
      };
      const expected = RATINGS.flatMap((rating) =>
        ['approved', 'new', 'posted'].flatMap((status) =>
          AGES.map((age) => {
            const due = responseDue(
              {
                rating,
                reviewDate: new Date(now.getTime() - Math.round(age * 3_600_000)),
                status: status as 'new',
              },
              targets,
              now,
            );
            return {
              rating,
              status,
              age,
              due_ms: String(due.dueAt.getTime()),
              state: due.state,
              overdue: due.state === 'overdue',
            };
          }),
        ),
      );
      expect(result.rows).toEqual(expected);
    }
  });

  it('has no due time for a review that was history when it arrived, as hasResponseDue', async () => {
    const gaps = [0, 1, 29.9, 30, 30.1, 31, 365];
    const result = (await database.db.execute(sql`
      select g::float8 as gap,
        ${unlessHistorySql(sql`4`, sql`${now.toISOString()}::timestamptz - g * interval '1 day'`, sql`${now.toISOString()}::timestamptz`)} as hours
      from unnest(${sql.raw(`array[${gaps.join(',')}]::float8[]`)}) g order by 1`)) as unknown as {
      rows: { gap: number; hours: number | null }[];
    };
    expect(result.rows).toEqual(
      gaps.map((gap) => ({
        gap,
        hours: hasResponseDue({
          reviewDate: new Date(now.getTime() - gap * 86_400_000),
          createdAt: now,
        })
          ? 4
          : null,
      })),
    );
  });
});
