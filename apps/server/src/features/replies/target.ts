import type { SQL } from 'drizzle-orm';
import type { DraftCheck } from '@tableside/domain/draft-checks';
import type { ReplyRequest } from '../../ai/engine.ts';
import type { Db } from '../../db/client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What every row that carries a reply has: a review, a social comment. */
export type ReplyRow = {
  id: string;
  restaurantId: string;
  locationId: string;
  externalId: string;
  status: string;
  response: string | null;
};

/** Whose rows a request may touch: its restaurant, and its locations (null: all of them). */
export type ReplyScope = { restaurantId: string; locationIds: string[] | null };

/** Where an approved reply goes; a row without one is posted by hand. */
export type PostChannel = 'platform' | 'webhook';

/** The reply columns a lifecycle step writes, the same on every target's table. */
export type ReplyChanges = {
  response: string;
  status: string;
  responseApproved: boolean;
  approvedAt?: SQL | null;
  approvedBy?: string | null;
  postedAt?: SQL;
  postedBy?: string | null;
  updatedAt: SQL;
};

/** One version of a reply, as the lifecycle step that made it. */
export type ReplyVersion = { text: string; status: string; actorUserId: string | null };

/** The adapter calls that reply to a row on its platform and read that reply back. */
export type PlatformCalls =
  { send: 'reply'; read: 'readReply' } | { send: 'replyToComment'; read: 'readCommentReply' };

/**
 * What a reply is attached to, and how its reply is found and changed: the one shape the
 * drafting, the lifecycle steps, posting and the posting worker work through, so reviews and
 * social comments follow one path (docs/decisions/0018-one-reply-path.md).
 */
export type ReplyTarget<Row extends ReplyRow> = {
  /** The audit log's entity type; also which column of `reply_posts` names the row. */
  kind: 'review' | 'social_comment';
  /** How the row is named when it is absent ("Review not found"). */
  noun: string;
  /** Why a post whose row has gone is given up. */
  goneReason: string;
  /** The row by id, locked for the transaction; with a scope, only a row the scope may touch. */
  lock(tx: Tx, id: string, scope?: ReplyScope): Promise<Row | undefined>;
  /** The row by id, unlocked: what the posting worker reads before calling out. */
  find(db: Db, id: string): Promise<Row | undefined>;
  /** Writes a lifecycle step's reply columns. */
  update(tx: Tx, id: string, changes: ReplyChanges): Promise<void>;
  /**
   * Keeps a version of the reply apart from the audit log (reviews: `reply_history`). A target
   * without it keeps each version's text in the step's audit entry instead.
   */
  keepVersion?(tx: Tx, row: Row, version: ReplyVersion): Promise<void>;
  /** Where an approved reply goes; null means by hand. */
  channel(db: Pick<Db, 'select'>, row: Row): Promise<PostChannel | null>;
  /** The platform the row came from, as a source name (`google`, `instagram`). */
  platform(row: Row): string;
  calls: PlatformCalls;
  /** The row as the signed approval webhook describes it; only targets with that channel. */
  webhookSubject?(row: Row): Record<string, unknown>;
  /** Keeps the checks of the row's new reply text (social comments; reviews keep theirs with holds). */
  saveChecks?(tx: Tx, id: string, checks: DraftCheck[]): Promise<void>;
  /** What the reply engine may know when it drafts the row's reply. */
  draftRequest(
    db: Db,
    id: string,
    extra: { additionalInstructions?: string; previousDraft?: string | null },
  ): Promise<ReplyRequest>;
};
