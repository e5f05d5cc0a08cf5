import type { TAlertConfigUpdate } from '@tableside/domain/schemas/alerts';
import { apiData, apiRequest, apiResponse } from '../../../lib/api-client.ts';
import type { AlertConfig, AlertItem } from '../alert-types.ts';
import { parseAlertList } from '../parse-alerts.ts';

export async function getAlerts(restaurantId: string, signal?: AbortSignal): Promise<AlertItem[]> {
  const body = await apiRequest<unknown>(`/v1/restaurant/${restaurantId}/user-alert`, {
    query: { include: 'comments' },
    signal,
  });
  return parseAlertList(body);
}

export function markAlertSeen(reviewId: string): Promise<unknown> {
  return apiData(`/v1/bad-review/${reviewId}/seen`, { method: 'POST' });
}

export function markAlertsSeen(reviewIds: string[]): Promise<unknown> {
  return apiData('/v1/bad-review/many/seen', { method: 'POST', body: { reviewIds } });
}

/** Marks the caller's alerts on one social comment seen. */
export function markCommentAlertSeen(commentId: string): Promise<unknown> {
  return apiData(`/v1/social-comment/${commentId}/alert/seen`, { method: 'POST' });
}

export function getAlertConfig(signal?: AbortSignal): Promise<AlertConfig> {
  return apiData<AlertConfig>('/v1/user-alert/config/self', { signal });
}

export function saveAlertConfig(config: TAlertConfigUpdate): Promise<AlertConfig> {
  return apiData<AlertConfig>('/v1/user-alert/config', { method: 'PUT', body: config });
}

/** The push stream of new alerts (server-sent events, read with the bearer token). */
export function openAlertStream(signal: AbortSignal): Promise<Response> {
  return apiResponse('/v1/user-alert/stream', { signal });
}
