import { SOCIALS_PAGE_SIZE, type TSocialComment } from '@tableside/domain/schemas/socials';
import { apiData } from '../../../lib/api-client.ts';

const base = (restaurantId: string) =>
  `/v1/restaurant/${encodeURIComponent(restaurantId)}/social-comment`;
const one = (restaurantId: string, id: string) => `${base(restaurantId)}/${encodeURIComponent(id)}`;

export const listComments = (restaurantId: string, offset: number, signal?: AbortSignal) =>
  apiData<TSocialComment[]>(base(restaurantId), {
    query: { offset: String(offset), limit: String(SOCIALS_PAGE_SIZE) },
    signal,
  });

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
