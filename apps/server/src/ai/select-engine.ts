import type { Config } from '../config.ts';
import { createBuiltinReplyEngine } from './builtin/reply-engine.ts';
import type { ReplyEngine } from './engine.ts';
import { createOpenAiCompatibleReplyEngine } from './openai-compatible/reply-engine.ts';
import { createOperatorFetch } from '../lib/outbound/operator-fetch.ts';
import type { OutboundFetch } from '../lib/outbound/outbound-fetch.ts';

/**
 * The built-in offline engine unless an OpenAI-compatible endpoint is configured; guest data
 * leaves the server only when an operator chose that. `fetch`: the process's operator client
 * (container.ts), so its connections are pooled with the other outbound calls.
 */
export function selectReplyEngine(
  config: Config,
  fetch: OutboundFetch = createOperatorFetch(config.outboundAllowHosts),
): ReplyEngine {
  if (!config.ai) return createBuiltinReplyEngine();
  return createOpenAiCompatibleReplyEngine({
    baseUrl: config.ai.baseUrl,
    apiKey: config.ai.apiKey,
    model: config.ai.model,
    timeoutMs: config.ai.timeoutMs,
    firstTokenTimeoutMs: config.ai.firstTokenTimeoutMs,
    idleTimeoutMs: config.ai.idleTimeoutMs,
    prices: config.aiPrices,
    fetch,
  });
}
