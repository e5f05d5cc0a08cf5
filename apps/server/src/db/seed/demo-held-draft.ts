import type { DraftCheck, HoldReason } from '@tableside/domain/draft-checks';
import type { Db } from '../client.ts';
import { replyHistory, reviews } from '../schema.ts';

/*
 * One review whose draft waits for a person (docs/product/reviews-and-replies.md#verified-drafts):
 * the guest reports an allergic reaction and asks a question, and the draft misses both and
 * promotes a menu. The demo shows held drafts and their checks with it, and the browser journeys
 * read it (apps/web/e2e/held-drafts.spec.ts). Its checks and hold reasons are written here as
 * drafting writes them, since the demo's replies are seeded rather than drafted.
 */

export const DEMO_HELD_DRAFT = {
  externalId: 'demo-held-draft',
  authorName: 'Morgan Pell',
  text:
    'I told our server about my sesame allergy and the salad still came with a sesame dressing. ' +
    'I had a reaction and we left before the mains. Does the kitchen keep a list of the allergens in each dish?',
  response:
    'Thank you for your review, Morgan. We are sorry your evening ended early. ' +
    'We hope to welcome you back soon for our new tasting menu!',
};

const CHECKS: DraftCheck[] = [
  { check: 'language', passed: true, detail: null },
  { check: 'no-contradiction', passed: true, detail: null },
  {
    check: 'incidents-addressed',
    passed: false,
    detail: 'The allergic reaction is not named and the guest is not invited to get in touch.',
  },
  {
    check: 'questions-answered',
    passed: false,
    detail: 'The question about allergens is not answered and no follow-up is promised.',
  },
  { check: 'no-invented-facts', passed: true, detail: null },
  {
    check: 'no-promotion',
    passed: false,
    detail: 'Promotes the tasting menu on a 2-star review reporting an incident.',
  },
  { check: 'length', passed: true, detail: null },
];
const HOLD: HoldReason[] = ['incident', 'question', 'failed-check'];

export async function seedDemoHeldDraft(
  tx: Pick<Db, 'insert'>,
  at: { restaurantId: string; locationId: string; now: Date },
): Promise<void> {
  const reviewDate = new Date(at.now.getTime() - 2 * 86_400_000);
  const [row] = await tx
    .insert(reviews)
    .values({
      restaurantId: at.restaurantId,
      locationId: at.locationId,
      // A platform without a demo sync (so no complete pass marks it gone) whose drafts no other
      // journey approves.
      source: 'tripadvisor',
      externalId: DEMO_HELD_DRAFT.externalId,
      authorName: DEMO_HELD_DRAFT.authorName,
      rating: 2,
      text: DEMO_HELD_DRAFT.text,
      language: 'en',
      reviewDate,
      response: DEMO_HELD_DRAFT.response,
      status: 'draft',
      draftChecks: CHECKS,
      holdReasons: HOLD,
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('demo held draft not created');
  await tx.insert(replyHistory).values({
    reviewId: row.id,
    restaurantId: at.restaurantId,
    text: DEMO_HELD_DRAFT.response,
    status: 'draft',
    createdAt: reviewDate,
  });
}
