import { sql, type SQL } from 'drizzle-orm';
import type { TFirstReplyMetrics, TFirstReplyQuery } from '@tableside/domain/schemas/analytics';
import type { Actor } from '../../auth/actor.ts';
import { resolveLocationScope } from '../../auth/scope.ts';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { figuresOf, firstReplySql, type FigureRow } from './first-reply-sql.ts';
import { summaryMetrics } from './first-reply-summary.ts';
import { resolveRange } from './range.ts';

type Row = FigureRow & {
  by_location: number;
  by_person: number;
  location_id: string | null;
  location_name: string | null;
  user_id: string | null;
  user_name: string | null;
};

/**
 * Time to first reply and the share within target (`firstReplyFigures` of
 * `packages/domain/src/first-reply.ts`) for the range's reviews, overall, per location and per
 * person, in one statement. It reads only columns of `reviews_first_reply_idx` (restaurant, day,
 * location, rating, arrival, first reply and its author), so a range is an index-only scan of
 * its reviews: a median needs every delay, which no rollup keeps. Targets are the restaurant's
 * current ones. `people=none` drops the people; `locations=none` drops the locations and reads
 * the closed months' summaries instead (`first-reply-summary.ts`; a chain pages the groups:
 * `first-reply-page.ts`).
 */
export async function firstReplyMetrics(
  db: Db,
  actor: Actor,
  locationId: string,
  q: TFirstReplyQuery,
  now = new Date(),
): Promise<TFirstReplyMetrics> {
  const scope = await resolveLocationScope(db, actor, locationId);
  const { current } = resolveRange(q, scope.timezone, now);
  if (q.locations === 'none') {
    return summaryMetrics(db, scope, current, q.people !== 'none', now);
  }
  const { reviews, aggregates } = firstReplySql(scope, current, now);
  // GROUPING() accepts only grouped columns: a dropped group answers a constant instead.
  const group = (column: SQL, keep: boolean) =>
    keep
      ? { set: [sql`(${column})`], is: sql`grouping(${column})::int = 0`, value: column }
      : { set: [], is: sql`false`, value: sql`null::uuid` };
  const byLocation = group(sql`v.location_id`, true);
  const byPerson = group(sql`v.first_replied_by`, q.people !== 'none');
  const rows = await sqlRows<Row>(
    db,
    sql`with v as (${reviews}), g as (
      select ${byLocation.is} as by_location, ${byPerson.is} as by_person,
        ${byLocation.value} as location_id, ${byPerson.value} as first_replied_by, ${aggregates}
      from v group by grouping sets (${sql.join([sql`()`, ...byLocation.set, ...byPerson.set], sql`, `)})
    )
    select g.*, g.first_replied_by as user_id, l.name as location_name,
      nullif(trim(u.firstname || ' ' || u.lastname), '') as user_name
    from g left join locations l on l.id = g.location_id
      left join users u on u.id = g.first_replied_by
    order by l.name, user_name`,
  );
  const overall = rows.find((r) => !r.by_location && !r.by_person);
  const empty = { answered: 0, median: null, due: 0, within: 0 } as Row;
  return {
    startDate: current.startDate,
    endDate: current.endDate,
    overall: figuresOf(overall ?? empty, overall?.due ?? 0),
    byLocation: rows
      .filter((r) => r.by_location)
      .map((r) => ({
        locationId: r.location_id as string,
        locationName: r.location_name ?? '',
        ...figuresOf(r, r.due),
      })),
    // A person answers what they answered: the unanswered reviews belong to nobody.
    byPerson: rows
      .filter((r) => r.by_person && r.answered > 0)
      .map((r) => ({ userId: r.user_id, name: r.user_name, ...figuresOf(r, r.answered_due) })),
  };
}
