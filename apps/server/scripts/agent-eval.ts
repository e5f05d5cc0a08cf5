/**
 * Scores the built-in AI agent: `npm run -s agent-eval`. Generates a restaurant group with known
 * reviews in a fresh embedded database (analysed as the server analyses them), asks questions in
 * English and French, and checks every figure of each answer against a brute-force count over
 * the generated reviews written here, without the agent's code. Exit code 1 under 90 %.
 */
import { locations, menuItems, restaurants, reviews, staffMembers } from '../src/db/schema.ts';
import { adminOf, analyseRestaurants, builtinAsker, openEvalDatabase } from './agent-eval-db.ts';
import { QUESTIONS, type Truth } from './agent-eval-set.ts';
import { generateEvalReviews, LOCATIONS, MENU, NOW, OTHER, STAFF } from './agent-eval-data.ts';

const TARGET = 0.9;

async function main() {
  const { database, db, pro } = await openEvalDatabase();
  const [group, other] = await db
    .insert(restaurants)
    .values([
      { name: 'Maison Eval', subscriptionTierId: pro.id, timezone: 'America/Toronto' },
      { name: OTHER.restaurant, subscriptionTierId: pro.id, timezone: 'America/Toronto' },
    ])
    .returning();
  const locs = await db
    .insert(locations)
    .values([
      ...LOCATIONS.map((name) => ({ restaurantId: group!.id, name })),
      { restaurantId: other!.id, name: OTHER.location },
    ])
    .returning();
  const locId = (name: string) => locs.find((l) => l.name === name)!.id;
  await db
    .insert(menuItems)
    .values([
      ...MENU.map((name) => ({ restaurantId: group!.id, name })),
      { restaurantId: other!.id, name: OTHER.dish },
    ]);
  await db.insert(staffMembers).values(
    STAFF.map((s) => ({
      restaurantId: group!.id,
      name: s.name,
      role: s.role,
      locationId: locId(s.location),
    })),
  );
  const generated = generateEvalReviews();
  const inserted = await db
    .insert(reviews)
    .values(
      generated.map((r, i) => ({
        restaurantId: r.location === OTHER.location ? other!.id : group!.id,
        locationId: locId(r.location),
        source: 'google',
        externalId: `eval-${i}`,
        authorName: `Guest ${i}`,
        rating: r.rating,
        text: r.text,
        language: r.language,
        reviewDate: new Date(`${r.day}T17:00:00Z`),
      })),
    )
    .returning({ id: reviews.id });
  const truth: Truth = {
    reviews: generated.map((r, i) => ({ ...r, id: inserted[i]!.id })),
    findings: async (sql) => (await database.execute(sql)).rows as Record<string, unknown>[],
    restaurantId: group!.id,
  };
  await analyseRestaurants(db, [group!.id, other!.id]);

  const actor = adminOf(group!.id, pro.level, 'America/Toronto');
  const ask = builtinAsker(db);
  let right = 0;
  for (const item of QUESTIONS) {
    const reply = await ask(actor, item.question, NOW);
    const problems = await item.check(reply, truth);
    if (problems.length === 0) right++;
    const mark = problems.length === 0 ? 'ok  ' : 'MISS';
    console.log(`${mark} [${item.lang}] ${item.question}`);
    if (problems.length || process.env.VERBOSE) {
      console.log(`     → ${reply.answer.replace(/\n/g, ' ')}`);
      for (const p of problems) console.log(`     ✗ ${p}`);
    }
  }
  await database.close();
  const score = right / QUESTIONS.length;
  console.log(
    `\nagent-eval: ${right}/${QUESTIONS.length} right (${(score * 100).toFixed(1)} %), target ${TARGET * 100} %`,
  );
  process.exitCode = score >= TARGET ? 0 : 1;
}

await main();
