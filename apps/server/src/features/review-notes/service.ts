import { asc, eq, sql } from 'drizzle-orm';
import type { TColleague, TNote, TNoteCreate } from '@tableside/domain/schemas/workflow';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { reviewNotes, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notifyAlertsChanged, raiseWorkflowAlerts } from '../alerts/public.ts';
import { colleaguesAt } from '../assignments/public.ts';
import { getReview } from '../reviews/public.ts';

export type NoteDeps = { db: Db; emailNotices: (userIds: string[]) => Promise<void> };

const authorName = sql<
  string | null
>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`;

/**
 * What a thread of notes hangs on: a review or a social comment, already found in the actor's
 * scope by its own feature, with its restaurant and location.
 */
export type NoteTarget = {
  kind: 'review' | 'social_comment';
  id: string;
  restaurantId: string;
  locationId: string;
};

const targetColumn = (target: Pick<NoteTarget, 'kind'>) =>
  target.kind === 'review' ? reviewNotes.reviewId : reviewNotes.socialCommentId;

/**
 * A review's internal notes, oldest first (docs/product/team-workflow.md#internal-notes): the
 * review must be one the actor may see, else it looks absent.
 */
export async function listNotes(
  db: Db,
  actor: Actor,
  locationId: string,
  reviewId: string,
): Promise<TNote[]> {
  await getReview(db, actor, locationId, reviewId);
  return notesOf(db, { kind: 'review', id: reviewId });
}

/** The notes on a target its feature has already found in the actor's scope, oldest first. */
export async function notesOf(db: Db, target: Pick<NoteTarget, 'kind' | 'id'>): Promise<TNote[]> {
  const rows = await db
    .select({ note: reviewNotes, authorName })
    .from(reviewNotes)
    .leftJoin(users, eq(users.id, reviewNotes.authorId))
    .where(eq(targetColumn(target), target.id))
    .orderBy(asc(reviewNotes.createdAt), asc(reviewNotes.id));
  const mentioned = [...new Set(rows.flatMap((r) => r.note.mentions))];
  const names = new Map<string, string>();
  if (mentioned.length > 0) {
    const people = await db
      .select({ id: users.id, name: authorName, username: users.username })
      .from(users)
      .where(sql`${users.id} = any(${sql.param(mentioned)}::uuid[])`);
    for (const p of people) names.set(p.id, p.name ?? p.username);
  }
  return rows.map(({ note, authorName }) => ({
    id: note.id,
    review_id: note.reviewId,
    social_comment_id: note.socialCommentId,
    author_id: note.authorId,
    author_name: authorName,
    body: note.body,
    mentions: note.mentions.flatMap((id) => {
      const name = names.get(id);
      return name ? [{ id, name }] : [];
    }),
    created_at: note.createdAt.toISOString(),
  }));
}

/**
 * Adds a note to a review. Each mentioned colleague must be one who may see the review's location
 * and read notes (400 `mention_not_allowed` otherwise, and nothing is written); they are notified
 * like an assignment. The note, its audit entry and the alerts commit together.
 */
export async function addNote(
  deps: NoteDeps,
  actor: Actor,
  locationId: string,
  reviewId: string,
  input: TNoteCreate,
): Promise<TNote> {
  const review = await getReview(deps.db, actor, locationId, reviewId);
  const target: NoteTarget = {
    kind: 'review',
    id: reviewId,
    restaurantId: actor.restaurantId as string,
    locationId: review.location_id,
  };
  return addNoteTo(deps, actor, target, input);
}

/**
 * Adds a note to a target its feature has already found in the actor's scope: the same mention
 * check, audit entry (`<kind>.note_added`) and notices (an alert on the review or the comment,
 * its push and e-mail) for a review and a social comment.
 */
export async function addNoteTo(
  deps: NoteDeps,
  actor: Actor,
  target: NoteTarget,
  input: TNoteCreate,
  /** Who else the target asks of a mention (a comment: someone who opens the socials screen). */
  accepts: (colleague: TColleague) => boolean = () => true,
): Promise<TNote> {
  const { restaurantId } = target;
  const mentions = [...new Set(input.mentions)];
  if (mentions.length > 0) {
    const colleagues = await colleaguesAt(
      deps.db,
      restaurantId,
      actor.tierLevel,
      target.locationId,
    );
    const strangers = mentions.filter((id) => !colleagues.some((c) => c.id === id && accepts(c)));
    if (strangers.length > 0)
      throw new AppError('mention_not_allowed', undefined, {
        details: strangers.map((userId) => ({ field: 'mentions', userId })),
      });
  }
  const onReview = target.kind === 'review';
  const noteId = await deps.db.transaction(async (tx) => {
    const [note] = await tx
      .insert(reviewNotes)
      .values({
        restaurantId,
        locationId: target.locationId,
        reviewId: onReview ? target.id : null,
        socialCommentId: onReview ? null : target.id,
        authorId: actor.userId,
        body: input.body,
        mentions,
      })
      .returning({ id: reviewNotes.id });
    if (!note) throw new Error('note not stored');
    await writeAudit(tx, {
      restaurantId,
      actorUserId: actor.userId,
      action: `${target.kind}.note_added`,
      entityType: target.kind,
      entityId: target.id,
      data: { note_id: note.id, mentions },
    });
    await raiseWorkflowAlerts(tx, {
      restaurantId,
      item: { kind: target.kind, id: target.id },
      userIds: mentions,
      type: 'mention',
      actorUserId: actor.userId,
    });
    return note.id;
  });
  const notified = mentions.filter((id) => id !== actor.userId);
  if (notified.length > 0) {
    await notifyAlertsChanged(deps.db, notified);
    await deps.emailNotices(notified);
  }
  const notes = await notesOf(deps.db, target);
  return notes.find((n) => n.id === noteId) as TNote;
}
