/**
 * The hand-labelled corpus as the server would hold it (`eval-agent.ts` and
 * `eval-agent-training.ts` ask their questions against it): the groups become Pro restaurants in
 * a fresh embedded database, with their locations, menus, staff and every review, analysed as the
 * server analyses them.
 */
import { locations, menuItems, restaurants, reviews, staffMembers } from '../src/db/schema.ts';
import { adminOf, analyseRestaurants, builtinAsker, openEvalDatabase } from './agent-eval-db.ts';
import { corpus, TODAY } from './eval-agent-score.ts';

/** The agent's clock: the afternoon of "today" in Toronto, the evening in Lyon. */
export const NOW = new Date(`${TODAY}T17:00:00Z`);
export const TIMEZONES: Record<string, string> = {
  hv: 'America/Toronto',
  cl: 'America/Toronto',
  bp: 'Europe/Paris',
  me: 'America/Toronto',
  gp: 'America/Toronto',
  tq: 'America/Toronto',
  ov: 'America/Halifax',
  cs: 'America/Toronto',
  cb: 'America/Toronto',
  wk: 'America/Toronto',
  tt: 'America/Toronto',
  ll: 'America/Edmonton',
  pp: 'America/Toronto',
  le: 'America/Toronto',
  ce: 'America/Toronto',
  bb: 'America/Toronto',
  qc: 'America/Toronto',
};
/** Noon or so on the review's calendar day, in the group's time zone. */
const NOON_UTC: Record<string, string> = {
  hv: '16:00',
  cl: '16:00',
  bp: '11:00',
  me: '16:00',
  gp: '16:00',
  tq: '16:00',
  ov: '15:00',
  cs: '16:00',
  cb: '16:00',
  wk: '16:00',
  tt: '16:00',
  ll: '18:00',
  pp: '16:00',
  le: '16:00',
  ce: '16:00',
  bb: '16:00',
  qc: '16:00',
};

export async function openCorpusDatabase() {
  const { database, db, pro } = await openEvalDatabase();
  const restaurantIds = new Map<string, string>();
  const locationIds = new Map<string, string>();
  for (const group of corpus.groups) {
    const [restaurant] = await db
      .insert(restaurants)
      .values({ name: group.name, subscriptionTierId: pro.id, timezone: TIMEZONES[group.id]! })
      .returning();
    restaurantIds.set(group.id, restaurant!.id);
    const locs = await db
      .insert(locations)
      .values(
        group.locations.map((l) => ({
          restaurantId: restaurant!.id,
          name: l.name,
          address: l.address,
        })),
      )
      .returning();
    group.locations.forEach((l, i) => locationIds.set(l.id, locs[i]!.id));
    await db.insert(menuItems).values(
      group.menu.map((m) => ({
        restaurantId: restaurant!.id,
        name: m.names[0]!,
        aliases: [...m.names.slice(1), ...m.aliases],
      })),
    );
    await db.insert(staffMembers).values(
      group.staff.map((s) => ({
        restaurantId: restaurant!.id,
        name: s.fullName,
        role: s.role,
        locationId: s.locations.length === 1 ? locationIds.get(s.locations[0]!)! : null,
      })),
    );
  }
  await db.insert(reviews).values(
    corpus.reviews.map((r) => ({
      restaurantId: restaurantIds.get(r.group)!,
      locationId: locationIds.get(r.location)!,
      source: r.platform,
      externalId: r.id,
      authorName: r.author,
      rating: r.stars,
      text: r.text,
      reviewDate: new Date(`${r.date}T${NOON_UTC[r.group]}:00Z`),
    })),
  );
  await analyseRestaurants(db, restaurantIds.values());

  const ask = builtinAsker(db);
  /** Asks `question` of the group's restaurant as its Admin, after the earlier user messages. */
  const askGroup = async (groupId: string, question: string, history: string[] = []) => {
    const restaurantId = restaurantIds.get(groupId)!;
    const actor = adminOf(restaurantId, pro.level, TIMEZONES[groupId]!);
    const turns: { role: 'user' | 'assistant'; content: string }[] = [];
    for (const earlier of history) {
      const reply = await ask(actor, earlier, NOW, turns);
      turns.push({ role: 'user', content: earlier }, { role: 'assistant', content: reply.answer });
    }
    return ask(actor, question, NOW, turns);
  };
  return { database, askGroup };
}
