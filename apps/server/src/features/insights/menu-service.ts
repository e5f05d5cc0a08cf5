import { isGenericMenuName } from '@tableside/domain/insights';
import { countChange } from '@tableside/domain/percentages';
import type { TInsightQuery, TMenuInsight } from '@tableside/domain/schemas/insights';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { menuItems, menuMentions } from '../../db/schema.ts';
import { resolveLocationScope, type LocationScope } from '../../auth/scope.ts';
import { correctedFlag } from './corrections-apply.ts';
import {
  comparisonRange,
  isoDate,
  polarityCounts,
  scopeWhere,
  sentimentScore,
  type Range,
} from './filters.ts';

const SNIPPETS_PER_ITEM = 3;

async function mentionsByItem(db: Db, scope: LocationScope, range: Range) {
  return db
    .select({
      menu_item_id: menuMentions.menuItemId,
      item: menuItems.name,
      ...polarityCounts(menuMentions.polarity),
    })
    .from(menuMentions)
    .innerJoin(menuItems, eq(menuItems.id, menuMentions.menuItemId))
    .where(scopeWhere(menuMentions, scope, range))
    .groupBy(menuMentions.menuItemId, menuItems.name);
}

/**
 * Menu-item insights (docs/product/analytics.md#menu-items): mentions and their sentiment in the
 * range, the change against the same-length period before, and the latest snippets. Generic words
 * never appear.
 */
export async function listMenuInsights(
  db: Db,
  actor: Actor,
  locationId: string,
  q: TInsightQuery & Pick<Range, 'platforms'>,
): Promise<TMenuInsight[]> {
  const scope = await resolveLocationScope(db, actor, locationId);
  const current = (await mentionsByItem(db, scope, q))
    .filter((r) => !isGenericMenuName(r.item))
    .sort((a, b) => b.mentions - a.mentions || a.item.localeCompare(b.item))
    .slice(q.offset, q.offset + q.limit);
  if (current.length === 0) return [];
  const previousRange = comparisonRange(q);
  const previous = previousRange
    ? new Map(
        (await mentionsByItem(db, scope, { ...previousRange, platforms: q.platforms })).map((r) => [
          r.menu_item_id,
          r.mentions,
        ]),
      )
    : null;
  const ids = current.map((r) => r.menu_item_id);
  const ranked = db
    .select({
      menu_item_id: menuMentions.menuItemId,
      snippet: menuMentions.snippet,
      polarity: menuMentions.polarity,
      review_date: menuMentions.reviewDate,
      review_id: menuMentions.reviewId,
      location_id: menuMentions.locationId,
      corrected: correctedFlag('menu').as('corrected'),
      rank: sql<number>`row_number() over (partition by ${menuMentions.menuItemId} order by ${menuMentions.reviewDate} desc, ${menuMentions.id})`.as(
        'rank',
      ),
    })
    .from(menuMentions)
    .where(and(scopeWhere(menuMentions, scope, q), inArray(menuMentions.menuItemId, ids)))
    .as('ranked');
  const snippets = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${SNIPPETS_PER_ITEM}`)
    .orderBy(ranked.menu_item_id, desc(ranked.review_date));
  return current.map((r) => {
    const before = previous ? (previous.get(r.menu_item_id) ?? 0) : null;
    return {
      ...r,
      sentiment_score: sentimentScore(r),
      previous_mentions: before,
      change: before == null ? null : countChange(r.mentions, before),
      snippets: snippets
        .filter((s) => s.menu_item_id === r.menu_item_id)
        .map((s) => ({
          snippet: s.snippet,
          polarity: s.polarity as TMenuInsight['snippets'][number]['polarity'],
          review_date: isoDate(s.review_date),
          review_id: s.review_id,
          location_id: s.location_id,
          corrected: s.corrected,
        })),
    };
  });
}
