import { ReplyEngineError, type ReplyEngine, type ReplyRequest } from '../engine.ts';
import { trimToLength } from '../builtin/text.ts';
import { buildSystemPrompt, buildUserMessage } from './prompt.ts';
import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';

export type OpenAiCompatibleOptions = {
  /** "https://api.openai.com/v1", "http://localhost:11434/v1" (Ollama), … */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per attempt; default 20 s. */
  timeoutMs?: number;
  /** Extra attempts after a 429, a 5xx, a timeout or a network error; default 2. */
  retries?: number;
  /** First back-off delay, doubled at each retry, plus up to 50 % jitter; default 500 ms. */
  backoffMs?: number;
  /** The outbound guard for the operator's endpoint (see lib/outbound). */
  fetch: OutboundFetch;
};

/** A Retry-After longer than this is a quota, not a hiccup: fail rather than hold the request. */
const MAX_RETRY_AFTER_MS = 30_000;

/** Why an attempt failed, and whether another one may succeed. */
class AttemptError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** Models like to wrap their answer in quotes; the reply itself has none around it. */
function unquote(text: string): string {
  const trimmed = text.trim();
  const match = /^(["“«'‘])([\s\S]*)(["”»'’])$/.exec(trimmed);
  return match && match[2] && !/["“”«»]/.test(match[2]) ? match[2].trim() : trimmed;
}

async function providerMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } | string };
    const message = typeof body.error === 'string' ? body.error : body.error?.message;
    return typeof message === 'string' ? `: ${message.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

/**
 * A reply engine backed by any chat-completions endpoint (OpenAI, Azure-style proxies, Ollama,
 * vLLM, LM Studio). Failures of every kind become a `ReplyEngineError` whose message never
 * contains the API key.
 */
export function createOpenAiCompatibleReplyEngine(opts: OpenAiCompatibleOptions): ReplyEngine {
  const doFetch = opts.fetch;
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const retries = Math.max(0, opts.retries ?? 2);
  const backoffMs = opts.backoffMs ?? 500;
  const redact = (text: string) =>
    opts.apiKey ? text.split(opts.apiKey).join('[redacted]') : text;

  async function attempt(request: ReplyRequest): Promise<string> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: request.model || opts.model,
          messages: [
            { role: 'system', content: buildSystemPrompt(request) },
            { role: 'user', content: buildUserMessage(request) },
          ],
          temperature: 0.7,
        }),
        signal: controller.signal,
      });
      if (!response.ok) {
        const detail = await providerMessage(response);
        const retryable = response.status === 429 || response.status >= 500;
        throw new AttemptError(
          `AI provider answered HTTP ${response.status}${detail}`,
          retryable,
          retryable ? retryAfterMs(response.headers.get('retry-after')) : null,
        );
      }
      const body = (await response.json()) as {
        choices?: { message?: { content?: unknown } }[];
      };
      const content = body.choices?.[0]?.message?.content;
      const text = typeof content === 'string' ? unquote(content) : '';
      if (!text) throw new AttemptError('AI provider answered without a reply', false);
      return trimToLength(text, request.maxLength);
    } catch (error) {
      if (error instanceof AttemptError) throw error;
      if (controller.signal.aborted)
        throw new AttemptError(`AI provider did not answer within ${timeoutMs} ms`, true);
      if (error instanceof SyntaxError)
        throw new AttemptError('AI provider answered with invalid JSON', false);
      const cause = error instanceof Error ? (error.cause ?? error) : error;
      const code = (cause as { code?: unknown } | null)?.code;
      throw new AttemptError(
        `AI provider unreachable${typeof code === 'string' ? ` (${code})` : ''}`,
        true,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: `openai-compatible:${opts.model}`,
    draftReply: async (request) => {
      for (let tries = 0; ; tries++) {
        try {
          return await attempt(request);
        } catch (error) {
          const failure =
            error instanceof AttemptError ? error : new AttemptError(String(error), false);
          const waitMs = failure.retryAfterMs ?? backoffMs * 2 ** tries * (1 + Math.random() * 0.5);
          if (!failure.retryable || tries >= retries || waitMs > MAX_RETRY_AFTER_MS)
            throw new ReplyEngineError(redact(failure.message));
          await sleep(waitMs);
        }
      }
    },
  };
}
