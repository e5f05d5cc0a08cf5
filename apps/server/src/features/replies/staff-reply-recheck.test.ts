import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentUncheckedEdits } from '../../db/seed/demo.ts';
import { reviews } from '../../db/schema.ts';
import { arriveAnalysed } from '../../test/analysed-review.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { recheckStaffReply } from './reply-checks.ts';

/*
 * A staff reply that reached the database without an edit (the demo's seeded edits) is checked
 * as an edit is (docs/product/reviews-and-replies.md#verified-drafts): its checks shown, and held
 * only for what the checks find in its text.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function savedEdit(text: string, rating: number, reply: string) {
  const row = await arriveAnalysed(t, 'Alpha', rating, text, 1);
  await t.database.db
    .update(reviews)
    .set({ status: 'edited', response: reply })
    .where(eq(reviews.id, row.id));
  return row.id;
}
const stored = async (id: string) =>
  (await t.database.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;

describe('a saved staff reply checked after the fact', () => {
  it('gets the checks of its own text, and is held only for a question it leaves open', async () => {
    const open = await savedEdit(
      'Lovely dinner, the duck was perfect. Is the patio open in October?',
      5,
      'Thank you so much, see you soon!',
    );
    const answered = await savedEdit(
      'Lovely dinner, the duck was perfect.',
      5,
      'Thank you for the kind words about the duck, we are so glad you enjoyed it!',
    );
    const listed = (await recentUncheckedEdits(t.database.db, 7)).map((e) => e.id);
    expect(listed).toEqual(expect.arrayContaining([open, answered]));

    for (const id of [open, answered])
      await recheckStaffReply(t.database.db, id, (await stored(id)).response!);

    const held = await stored(open);
    expect(held.draftChecks?.find((c) => c.check === 'questions-answered')?.passed).toBe(false);
    expect(held.holdReasons).toEqual(['question', 'failed-check']);
    const clean = await stored(answered);
    expect(clean.draftChecks?.length).toBeGreaterThan(3);
    expect(clean.draftChecks?.every((c) => c.passed)).toBe(true);
    expect(clean.holdReasons).toEqual([]);
    // The reply's text and state are the staff's, untouched.
    expect(clean).toMatchObject({ status: 'edited', response: expect.stringContaining('duck') });
    const after = (await recentUncheckedEdits(t.database.db, 7)).map((e) => e.id);
    expect(after).not.toContain(open);
    expect(after).not.toContain(answered);
  });
});
