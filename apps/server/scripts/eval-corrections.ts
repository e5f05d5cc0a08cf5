/**
 * Scores the current analysis against what people corrected in every restaurant's mentions
 * (docs/product/review-understanding.md#teaching-the-analysis):
 *   npm run -s eval:corrections
 * Reads the database the server uses (DATABASE_URL, else the embedded one under DATA_DIR,
 * `./data` by default), re-analyses the corrected reviews in memory and writes nothing. A
 * corrected mention is right when the analysis now gives the entry and polarity the person chose
 * (or, for "not a mention", no longer names that entry).
 */
import { join, resolve } from 'node:path';
import { asc, inArray } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { mentionCorrections, restaurants } from '../src/db/schema.ts';
import { mentionsNow } from '../src/features/insights/analysis.ts';
import { agreesWith, correctionGoldCases } from '../src/features/insights/correction-gold.ts';

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const { db } = database;
try {
  const corrected = db
    .selectDistinct({ id: mentionCorrections.restaurantId })
    .from(mentionCorrections);
  const names = await db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .where(inArray(restaurants.id, corrected))
    .orderBy(asc(restaurants.name));
  if (names.length === 0) {
    console.log(
      `No corrections yet (${process.env.DATABASE_URL ? 'DATABASE_URL' : join(dataDir, 'pglite')}).`,
    );
  } else {
    console.log('Corrected mentions the current analysis gets right\n');
    console.log('| restaurant | corrections | right | still wrong | right % |');
    console.log('| --- | --- | --- | --- | --- |');
    const total = { all: 0, right: 0 };
    const row = (name: string, all: number, right: number) =>
      console.log(
        `| ${name} | ${all} | ${right} | ${all - right} | ${all ? ((100 * right) / all).toFixed(1) : '–'} |`,
      );
    for (const r of names) {
      const cases = await correctionGoldCases(db, r.id);
      const found = await mentionsNow(db, r.id, [...new Set(cases.map((c) => c.reviewId))]);
      const right = cases.filter((c) => agreesWith(c, found.get(c.reviewId) ?? [])).length;
      row(r.name, cases.length, right);
      total.all += cases.length;
      total.right += right;
    }
    row('**all**', total.all, total.right);
  }
} finally {
  await database.close();
}
