import OpenAI from 'openai';
import { ReplyEngineError, type ReplyEngine, type ReplyRequest } from '../engine.ts';
import { trimToLength } from '../builtin/text.ts';
import { buildSystemPrompt, buildUserMessage } from './prompt.ts';
import { countTokens, createChatClient, measureUsage } from './client.ts';
import { completeStreaming, StreamTimeout, type Completed } from './stream.ts';
import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';
import { reportUsage, UNKNOWN_PRICES, type TokenPrices } from '../usage.ts';

export type OpenAiCompatibleOptions = {
  /** "https://api.openai.com/v1", "http://localhost:11434/v1" (Ollama), … */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per attempt, to reach an answer and again to receive it whole; default 20 s. */
  timeoutMs?: number;
  /** From the answer to the model's first words; default 10 s. */
  firstTokenTimeoutMs?: number;
  /** Between two chunks of the streamed answer; default 5 s. */
  idleTimeoutMs?: number;
  /** What the tokens cost, recorded with each call's usage; unknown by default. */
  prices?: TokenPrices;
  /** Extra attempts after a 429, a 5xx, a timeout or a network error; default 2. */
  retries?: number;
  /** First back-off delay, doubled at each retry, plus up to 50 % jitter; default 500 ms. */
  backoffMs?: number;
  /** The outbound guard for the operator's endpoint (see lib/outbound). */
  fetch: OutboundFetch;
};

/** Models like to wrap their answer in quotes; the reply itself has none around it. */
function unquote(text: string): string {
  const trimmed = text.trim();
  const match = /^(["“«'‘])([\s\S]*)(["”»'’])$/.exec(trimmed);
  return match && match[2] && !/["“”«»]/.test(match[2]) ? match[2].trim() : trimmed;
}

/** What went wrong, in words that never carry the provider's full answer. */
function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return `AI provider did not answer within ${timeoutMs} ms`;
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    const body = error.error as { message?: unknown } | string | undefined;
    const message = typeof body === 'string' ? body : body?.message;
    const detail = typeof message === 'string' ? `: ${message.slice(0, 200)}` : '';
    return `AI provider answered HTTP ${error.status}${detail}`;
  }
  if (error instanceof OpenAI.APIConnectionError) {
    const cause = error.cause instanceof Error ? (error.cause.cause ?? error.cause) : error.cause;
    const code = (cause as { code?: unknown } | null)?.code;
    return `AI provider unreachable${typeof code === 'string' ? ` (${code})` : ''}`;
  }
  if (error instanceof StreamTimeout) return error.message;
  if (error instanceof SyntaxError) return 'AI provider answered with invalid JSON';
  return 'AI provider failed';
}

/**
 * A reply engine backed by any chat-completions endpoint (OpenAI, Azure-style proxies, Ollama,
 * vLLM, LM Studio) through the official client. Failures of every kind become a
 * `ReplyEngineError` whose message never contains the API key.
 */
export function createOpenAiCompatibleReplyEngine(opts: OpenAiCompatibleOptions): ReplyEngine {
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const redact = (text: string) =>
    opts.apiKey ? text.split(opts.apiKey).join('[redacted]') : text;

  return {
    name: `openai-compatible:${opts.model}`,
    draftReply: async (request: ReplyRequest) => {
      const client = createChatClient({
        baseUrl: opts.baseUrl,
        apiKey: opts.apiKey,
        timeoutMs,
        maxRetries: Math.max(0, opts.retries ?? 2),
        backoffMs: opts.backoffMs,
        fetch: opts.fetch,
      });
      const params = {
        model: request.model || opts.model,
        messages: [
          { role: 'system' as const, content: buildSystemPrompt(request) },
          { role: 'user' as const, content: buildUserMessage(request) },
        ],
        temperature: 0.7,
      };
      const prices = opts.prices ?? UNKNOWN_PRICES;
      let completion: Completed;
      try {
        completion = await completeStreaming(client, params, {
          firstTokenMs: opts.firstTokenTimeoutMs ?? 10_000,
          idleMs: opts.idleTimeoutMs ?? 5_000,
          totalMs: timeoutMs,
        });
      } catch (error) {
        // A model that went quiet mid-answer still spent tokens: they are counted, estimated.
        if (error instanceof StreamTimeout && error.partial)
          await reportUsage(request.onUsage, measureUsage(params, error.partial, prices));
        throw new ReplyEngineError(redact(describe(error, timeoutMs)));
      }
      countTokens('openai-compatible', params.model, completion.usage);
      await reportUsage(request.onUsage, measureUsage(params, completion, prices));
      const text = unquote(completion.content);
      if (!text) throw new ReplyEngineError('AI provider answered without a reply');
      return trimToLength(text, request.maxLength);
    },
  };
}
