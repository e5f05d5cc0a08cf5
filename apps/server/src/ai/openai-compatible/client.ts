import OpenAI from 'openai';
import type { CompletionUsage } from 'openai/resources/completions';
import { Response, type RequestInit } from 'undici';
import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';
import { aiTokens } from '../../metrics/registry.ts';
import { costMicros, estimateTokens, type ModelUsage, type TokenPrices } from '../usage.ts';
import type { Completed, Params } from './stream.ts';

/** A Retry-After longer than this is a quota, not a hiccup: fail rather than hold the request. */
export const MAX_RETRY_AFTER_MS = 30_000;

export type ChatClientOptions = {
  baseUrl: string;
  apiKey?: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Extra attempts after a 429, a 5xx, a timeout or a network error. */
  maxRetries: number;
  /** First back-off delay after a 429 or 5xx without Retry-After, doubled at each retry. */
  backoffMs?: number;
  /** The outbound guard (lib/outbound): every request of the client goes through it. */
  fetch: OutboundFetch;
};

export function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * Our retry rule over the SDK's retry loop, told through the headers it obeys: only a 429 or a
 * 5xx is retried, after the Retry-After asked (unless it is a quota, longer than
 * MAX_RETRY_AFTER_MS) or our own back-off.
 */
function withRetryRule(fetch: OutboundFetch, backoffMs: number | undefined): OutboundFetch {
  let retried = 0;
  return async (url, init) => {
    const response = await fetch(url, init);
    if (response.ok) return response;
    const headers = new Headers(response.headers as unknown as Headers);
    const asked = retryAfterMs(response.headers.get('retry-after'));
    const retryable =
      (response.status === 429 || response.status >= 500) &&
      (asked === null || asked <= MAX_RETRY_AFTER_MS);
    headers.set('x-should-retry', String(retryable));
    if (retryable)
      headers.set(
        'retry-after-ms',
        String(asked ?? (backoffMs ?? 500) * 2 ** retried++ * (1 + Math.random() * 0.5)),
      );
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: [...headers.entries()],
    });
  };
}

/**
 * The official client on an OpenAI-compatible endpoint, its every request through our outbound
 * guard. One per call: the back-off counts that call's retries. The key is never read from the
 * environment, and no key means no Authorization header (Ollama, vLLM).
 */
export function createChatClient(opts: ChatClientOptions): OpenAI {
  const guarded = withRetryRule(opts.fetch, opts.backoffMs);
  return new OpenAI({
    baseURL: opts.baseUrl.replace(/\/+$/, ''),
    apiKey: opts.apiKey || 'none',
    ...(opts.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
    organization: null,
    project: null,
    timeout: opts.timeoutMs,
    maxRetries: opts.maxRetries,
    fetch: (url, init) => guarded(url as string | URL, init as RequestInit) as never,
    logLevel: 'off',
  });
}

/** Tokens a completion used, per engine and model (the provider's own count). */
export function countTokens(engine: string, model: string, usage: CompletionUsage | undefined) {
  if (!usage) return;
  aiTokens.inc({ engine, model, kind: 'prompt' }, usage.prompt_tokens ?? 0);
  aiTokens.inc({ engine, model, kind: 'completion' }, usage.completion_tokens ?? 0);
}

/**
 * What a call used: the endpoint's count when it gave one, otherwise an estimate from what was
 * sent (the messages and tools as JSON) and what came back, at about four characters a token.
 */
export function measureUsage(
  params: Params,
  answer: Pick<Completed, 'content' | 'toolCalls' | 'usage'>,
  prices: TokenPrices,
): ModelUsage {
  const counted = answer.usage;
  const promptTokens =
    counted?.prompt_tokens ??
    estimateTokens(JSON.stringify(params.messages) + JSON.stringify(params.tools ?? []));
  const completionTokens =
    counted?.completion_tokens ??
    estimateTokens(
      answer.content +
        (answer.toolCalls.length ? JSON.stringify(answer.toolCalls.map((c) => c.function)) : ''),
    );
  return {
    model: params.model,
    promptTokens,
    completionTokens,
    costMicros: costMicros(promptTokens, completionTokens, prices),
    estimated: !counted,
  };
}
