import type { MentionKind } from '@tableside/domain/mention-corrections';
import type {
  TMentionCorrection,
  TMentionCorrectionInput,
} from '@tableside/domain/schemas/mention-corrections';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import {
  menuItems,
  menuMentions,
  mentionCorrections,
  reviews,
  staffMembers,
  staffMentions,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { analyseStoredReview } from './analysis.ts';

// Correcting one mention (docs/product/review-understanding.md#teaching-the-analysis): the
// mention row changes at once (the rollup triggers keep the trends right), the correction is
// kept per analysed mention so every later analysis applies it again (corrections-apply.ts), and
// the audit trail records it, all in one transaction.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Correction = typeof mentionCorrections.$inferSelect;

const WHAT = { menu: 'Menu item', staff: 'Staff member' } as const;

/** The mention table's columns under one set of names. */
function mentionTable(kind: MentionKind) {
  return kind === 'menu'
    ? { table: menuMentions, entry: menuMentions.menuItemId }
    : { table: staffMentions, entry: staffMentions.staffMemberId };
}

/** The review, if it is the actor's restaurant's and at one of the actor's locations. */
async function ownReview(tx: Tx, actor: Actor, reviewId: string) {
  if (!actor.restaurantId) throw notFound('Review');
  const [review] = await tx
    .select({ id: reviews.id, restaurantId: reviews.restaurantId, locationId: reviews.locationId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.restaurantId, actor.restaurantId)))
    .for('update');
  const limited = actor.role !== 'SuperAdmin' && actor.locationIds;
  if (!review || (limited && !limited.includes(review.locationId))) throw notFound('Review');
  return review;
}

/** An entry of the kind that applies at the location: its own or a restaurant-wide one. */
async function entryAt(
  tx: Tx,
  kind: MentionKind,
  restaurantId: string,
  locationId: string,
  id: string,
) {
  const t = kind === 'menu' ? menuItems : staffMembers;
  const [row] = await tx
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(
      and(
        eq(t.id, id),
        eq(t.restaurantId, restaurantId),
        or(isNull(t.locationId), eq(t.locationId, locationId)),
      ),
    );
  if (!row) throw notFound(WHAT[kind]);
  return row;
}

/**
 * The correction behind the mention shown under `entryId`: one that moved another mention here,
 * else one of this entry's own analysed mention.
 */
async function existingCorrection(tx: Tx, reviewId: string, kind: MentionKind, entryId: string) {
  const rows = await tx
    .select()
    .from(mentionCorrections)
    .where(
      and(
        eq(mentionCorrections.reviewId, reviewId),
        eq(mentionCorrections.kind, kind),
        or(
          and(
            eq(mentionCorrections.action, 'reassign'),
            eq(mentionCorrections.correctedEntryId, entryId),
          ),
          eq(mentionCorrections.entryId, entryId),
        ),
      ),
    );
  return rows.find((c) => c.action === 'reassign' && c.correctedEntryId === entryId) ?? rows[0];
}

const toAnswer = (c: Correction): TMentionCorrection => ({
  review_id: c.reviewId,
  kind: c.kind as MentionKind,
  entry_id: c.entryId,
  polarity: c.polarity,
  action: c.action as TMentionCorrection['action'],
  corrected_entry_id: c.correctedEntryId,
  corrected_polarity: c.correctedPolarity as TMentionCorrection['corrected_polarity'],
});

/** What the stored correction becomes: the earlier one (if any) with this step on top. */
function nextCorrection(
  before: Pick<Correction, 'entryId' | 'action' | 'correctedEntryId' | 'correctedPolarity'>,
  input: TMentionCorrectionInput,
) {
  if (input.action === 'remove')
    return { action: 'remove', correctedEntryId: null, correctedPolarity: null };
  if (input.action === 'polarity')
    return before.action === 'reassign'
      ? { ...before, correctedPolarity: input.polarity }
      : { action: 'polarity', correctedEntryId: null, correctedPolarity: input.polarity };
  // Back to the entry the analysis gave: only a polarity change may be left.
  if (input.entry_id === before.entryId)
    return before.correctedPolarity
      ? { action: 'polarity', correctedEntryId: null, correctedPolarity: before.correctedPolarity }
      : null;
  return {
    action: 'reassign',
    correctedEntryId: input.entry_id,
    correctedPolarity: before.action === 'remove' ? null : before.correctedPolarity,
  };
}

/** Corrects the mention of entry `entryId` in review `reviewId`; answers the kept correction. */
export async function correctMention(
  db: Db,
  actor: Actor,
  kind: MentionKind,
  reviewId: string,
  entryId: string,
  input: TMentionCorrectionInput,
): Promise<TMentionCorrection | null> {
  const m = mentionTable(kind);
  return db.transaction(async (tx) => {
    const review = await ownReview(tx, actor, reviewId);
    const [row] = await tx
      .select()
      .from(m.table)
      .where(and(eq(m.table.reviewId, review.id), eq(m.entry, entryId)));
    if (!row) throw notFound('Mention');
    const here = and(eq(m.table.reviewId, review.id), eq(m.entry, entryId));
    if (input.action === 'remove') await tx.delete(m.table).where(here);
    else if (input.action === 'polarity')
      await tx.update(m.table).set({ polarity: input.polarity }).where(here);
    else {
      if (input.entry_id === entryId)
        throw new AppError('validation_failed', 'Choose another entry than the one it names');
      const target = await entryAt(
        tx,
        kind,
        review.restaurantId,
        review.locationId,
        input.entry_id,
      );
      const [taken] = await tx
        .select({ id: m.table.id })
        .from(m.table)
        .where(and(eq(m.table.reviewId, review.id), eq(m.entry, target.id)));
      if (taken) throw new AppError('already_mentioned');
      if (kind === 'menu')
        await tx
          .update(menuMentions)
          .set({ menuItemId: target.id, itemName: target.name })
          .where(here);
      else
        await tx
          .update(staffMentions)
          .set({ staffMemberId: target.id, staffName: target.name })
          .where(here);
    }

    const before = await existingCorrection(tx, review.id, kind, entryId);
    const analysed = before ?? {
      entryId,
      polarity: row.polarity,
      snippet: row.snippet,
      action: 'polarity',
      correctedEntryId: null,
      correctedPolarity: null,
    };
    const next = nextCorrection(analysed, input);
    let kept: Correction | undefined;
    if (!next) {
      if (before) await tx.delete(mentionCorrections).where(eq(mentionCorrections.id, before.id));
    } else {
      const values = {
        restaurantId: review.restaurantId,
        locationId: review.locationId,
        reviewId: review.id,
        kind,
        entryId: analysed.entryId,
        polarity: analysed.polarity,
        snippet: analysed.snippet,
        ...next,
        correctedBy: actor.userId,
      };
      [kept] = await tx
        .insert(mentionCorrections)
        .values(values)
        .onConflictDoUpdate({
          target: [
            mentionCorrections.reviewId,
            mentionCorrections.kind,
            mentionCorrections.entryId,
          ],
          set: { ...next, correctedBy: actor.userId, createdAt: new Date() },
        })
        .returning();
    }
    await writeAudit(tx, {
      restaurantId: review.restaurantId,
      actorUserId: actor.userId,
      action: `mention.${input.action}`,
      entityType: `${kind}_mention`,
      entityId: review.id,
      data: { kind, entry_id: entryId, ...input, was: row.polarity },
    });
    return kept ? toAnswer(kept) : null;
  });
}

/**
 * Undoes the correction behind the mention shown under `entryId` (or, for a removed one, of its
 * analysed entry): the correction goes and the review is analysed again, in one transaction.
 */
export async function undoCorrection(
  db: Db,
  actor: Actor,
  kind: MentionKind,
  reviewId: string,
  entryId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await ownReview(tx, actor, reviewId);
    const correction = await existingCorrection(tx, review.id, kind, entryId);
    if (!correction) throw notFound('Correction');
    await tx.delete(mentionCorrections).where(eq(mentionCorrections.id, correction.id));
    await analyseStoredReview(tx, review.id);
    await writeAudit(tx, {
      restaurantId: review.restaurantId,
      actorUserId: actor.userId,
      action: 'mention.undo',
      entityType: `${kind}_mention`,
      entityId: review.id,
      data: { kind, entry_id: entryId, undone: toAnswer(correction) },
    });
  });
}
