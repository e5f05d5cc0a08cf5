import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { alertKeys } from '../api/alert-keys.ts';
import { openAlertStream } from '../api/alerts-api.ts';
import { readEvents } from '../event-stream.ts';

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;
/**
 * The stream opens once the first screen has loaded: it never competes with that screen's
 * requests, and a page that opens and settles reads as idle to tools that wait for quiet.
 */
const START_DELAY_MS = 3000;

/**
 * Keeps the alert list fresh within seconds: the server pushes an event whenever this user's
 * alerts change and the list is read again. The stream ends every few minutes by design and
 * after network trouble; it is opened again (with a fresh token) after a growing pause.
 */
export function useAlertStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: alertKeys.lists });
    let retryMs = RETRY_MIN_MS;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const run = async () => {
      await pause(START_DELAY_MS);
      while (!abort.signal.aborted) {
        try {
          const response = await openAlertStream(abort.signal);
          const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const chunk = await reader?.read();
            if (!chunk || chunk.done) break;
            const { events, rest } = readEvents(buffer + chunk.value);
            buffer = rest;
            // On (re)connection too: alerts may have come while there was no stream.
            if (events.includes('ready')) retryMs = RETRY_MIN_MS;
            if (events.includes('alert') || events.includes('ready')) refresh();
          }
        } catch (error) {
          // A refusal will not change by retrying (signed out, or no access to alerts).
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
        }
        if (abort.signal.aborted) return;
        await pause(retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      }
    };
    void run();
    return () => abort.abort();
  }, [enabled, queryClient]);
}
