import type { Config } from '../config.ts';
import { createBuiltinReplyEngine } from './builtin/reply-engine.ts';
import type { ReplyEngine } from './engine.ts';
import { createOpenAiCompatibleReplyEngine } from './openai-compatible/reply-engine.ts';
import { createOperatorFetch } from '../lib/outbound/operator-fetch.ts';

/**
 * The built-in offline engine unless an OpenAI-compatible endpoint is configured; guest data
 * leaves the server only when an operator chose that.
 */
export function selectReplyEngine(config: Config): ReplyEngine {
  if (!config.ai) return createBuiltinReplyEngine();
  return createOpenAiCompatibleReplyEngine({
    baseUrl: config.ai.baseUrl,
    apiKey: config.ai.apiKey,
    model: config.ai.model,
    fetch: createOperatorFetch(config.outboundAllowHosts),
  });
}
