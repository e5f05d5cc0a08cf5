import type { Config } from '../../config.ts';
import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';
import { createBuiltinAgent } from './builtin/engine.ts';
import type { AgentEngine } from './engine.ts';
import { createLlmAgent } from './llm-engine.ts';

/**
 * The built-in offline agent unless an OpenAI-compatible endpoint is configured (AI_BASE_URL).
 * `fetch`: the process's operator client (container.ts).
 */
export function selectAgentEngine(config: Config, fetch: OutboundFetch): AgentEngine {
  if (!config.ai) return createBuiltinAgent();
  return createLlmAgent({
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
