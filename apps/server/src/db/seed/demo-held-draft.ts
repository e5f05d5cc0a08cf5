import { holdReasonsFor } from '@tableside/domain/auto-approval';
import type { DraftCheck, HoldReason } from '@tableside/domain/draft-checks';
import type { ReplyRequest } from '../../ai/engine.ts';
import { analysisOf, verifyDraft } from '../../ai/replies/verify-draft.ts';
import type { Db } from '../client.ts';
import { replyHistory, reviews } from '../schema.ts';

/*
 * One review whose draft waits for a person (docs/product/reviews-and-replies.md#verified-drafts):
 * the guest reports an allergic reaction and asks a question, and the draft misses both and
 * promotes a menu. The demo shows held drafts and their checks with it, and the browser journeys
 * read it (apps/web/e2e/held-drafts.spec.ts). The demo's replies are seeded rather than drafted,
 * so this draft stands for a language model's; its checks and hold reasons are computed by the
 * verifier drafting uses.
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

/** The checks drafting would store for this draft, computed by the same verifier. */
function checksAndHold(): { checks: DraftCheck[]; hold: HoldReason[] } {
  const request: ReplyRequest = {
    review: {
      text: DEMO_HELD_DRAFT.text,
      rating: 2,
      authorName: DEMO_HELD_DRAFT.authorName,
      language: 'en',
      source: 'tripadvisor',
    },
    restaurant: {
      name: 'Demo',
      locationName: 'Demo',
      tone: 'friendly',
      instructions: null,
      signOff: null,
    },
    menu: [],
    staff: [],
    recentOpenings: [],
    maxLength: 4096,
  };
  const checks = verifyDraft(DEMO_HELD_DRAFT.response, request, { language: 'en' });
  return { checks, hold: holdReasonsFor(analysisOf(request).signals, checks) };
}

export async function seedDemoHeldDraft(
  tx: Pick<Db, 'insert'>,
  at: { restaurantId: string; locationId: string; now: Date },
): Promise<void> {
  const reviewDate = new Date(at.now.getTime() - 2 * 86_400_000);
  const { checks, hold } = checksAndHold();
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
      draftChecks: checks,
      holdReasons: hold,
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
