import type { TReplyEvent } from '@tableside/domain/schemas/reviews';
import { SOCIALS_PAGE_SIZE, type TSocialComment } from '@tableside/domain/schemas/socials';
import type { TColleague, TNote } from '@tableside/domain/schemas/workflow';
import { apiData } from '../../../lib/api-client.ts';

const base = (restaurantId: string) =>
  `/v1/restaurant/${encodeURIComponent(restaurantId)}/social-comment`;
const one = (restaurantId: string, id: string) => `${base(restaurantId)}/${encodeURIComponent(id)}`;

/** Mine (assigned to me), Unassigned or Overdue; absent: every comment. */
export type CommentView = 'all' | 'mine' | 'unassigned' | 'overdue';

export const listComments = (
  restaurantId: string,
  offset: number,
  view: CommentView,
  signal?: AbortSignal,
) =>
  apiData<TSocialComment[]>(base(restaurantId), {
    query: {
      offset: String(offset),
      limit: String(SOCIALS_PAGE_SIZE),
      ...(view === 'all' ? {} : { view }),
    },
    signal,
  });

export const getComment = (restaurantId: string, id: string, signal?: AbortSignal) =>
  apiData<TSocialComment>(one(restaurantId, id), { signal });

export const deleteComment = (restaurantId: string, id: string) =>
  apiData<null>(one(restaurantId, id), { method: 'DELETE' });

export type SocialAction = 'edit' | 'regenerate' | 'approve' | 'post' | 'mark_posted';

export function runSocialAction(
  restaurantId: string,
  id: string,
  action: SocialAction,
  text = '',
): Promise<TSocialComment> {
  const path = `${one(restaurantId, id)}/response`;
  switch (action) {
    case 'edit':
      return apiData(path, { method: 'PUT', body: { response: text } });
    case 'regenerate':
      return apiData(`${path}/regenerate`, {
        method: 'POST',
        body: { additional_instructions: text },
      });
    case 'approve':
      return apiData(`${path}/approve`, { method: 'PUT' });
    case 'post':
      return apiData(`${path}/post`, { method: 'POST' });
    case 'mark_posted':
      return apiData(`${path}/mark-posted`, { method: 'POST' });
  }
}

// Its assignee and internal notes (docs/product/team-workflow.md).

export const assignComment = (restaurantId: string, id: string, userId: string | null) =>
  apiData<TSocialComment>(`${one(restaurantId, id)}/assignee`, {
    method: 'PUT',
    body: { user_id: userId },
  });

/** What was done to the comment, oldest first: the review's history, for a comment. */
export const getCommentHistory = (restaurantId: string, id: string, signal?: AbortSignal) =>
  apiData<TReplyEvent[]>(`${one(restaurantId, id)}/history`, { signal });

export const listCommentNotes = (restaurantId: string, id: string, signal?: AbortSignal) =>
  apiData<TNote[]>(`${one(restaurantId, id)}/note`, { signal });

export const addCommentNote = (
  restaurantId: string,
  id: string,
  body: string,
  mentions: string[],
) => apiData<TNote>(`${one(restaurantId, id)}/note`, { method: 'POST', body: { body, mentions } });

/** The colleagues who may see a location: the assignee picker and the @mention list. */
export const listColleagues = (locationId: string, signal?: AbortSignal) =>
  apiData<TColleague[]>(`/v1/location/${encodeURIComponent(locationId)}/colleague`, { signal });
