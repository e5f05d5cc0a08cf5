import type {
  TAgentAnswer,
  TAgentConversation,
  TAgentConversationDetail,
  TAgentQuery,
  TAgentStreamEvent,
} from '@tableside/domain/schemas/agent';
import { ApiError, apiData, apiResponse, isErrorCode } from '../../../lib/api-client.ts';

export const getConversations = (signal?: AbortSignal) =>
  apiData<TAgentConversation[]>('/v1/agent/conversation', { signal });

export const getConversation = (id: string, signal?: AbortSignal) =>
  apiData<TAgentConversationDetail>(`/v1/agent/conversation/${id}`, { signal });

/** One line of the stream as an event; anything else is ignored. */
function parseEvent(line: string): TAgentStreamEvent | null {
  try {
    const event = JSON.parse(line) as TAgentStreamEvent;
    return typeof event === 'object' && event !== null && 'type' in event ? event : null;
  } catch {
    return null;
  }
}

/**
 * Asks the agent and reads its answer as it is written (`…/process_query/stream`, one JSON
 * event a line): `onDelta` gets each piece; the promise gives the whole answer and citations.
 */
export async function askAgent(
  body: TAgentQuery,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<TAgentAnswer> {
  const response = await apiResponse('/v1/agent/process_query/stream', {
    method: 'POST',
    body,
    signal,
  });
  const reader = response.body?.getReader();
  if (!reader) throw new ApiError(0, null, 'network');
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const event = parseEvent(line);
      if (event?.type === 'delta') onDelta(event.text);
      if (event?.type === 'done') return event.data;
      if (event?.type === 'error')
        throw new ApiError(500, isErrorCode(event.code) ? event.code : null, event.message);
    }
    if (done) throw new ApiError(0, null, 'network');
  }
}
