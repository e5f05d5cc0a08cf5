import type { Config } from '../../config.ts';
import { createBuiltinAgent } from './builtin/engine.ts';
import type { AgentEngine } from './engine.ts';
import { createLlmAgent } from './llm-engine.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';

/** The built-in offline agent unless an OpenAI-compatible endpoint is configured (AI_BASE_URL). */
export function selectAgentEngine(config: Config): AgentEngine {
  if (!config.ai) return createBuiltinAgent();
  return createLlmAgent({
    baseUrl: config.ai.baseUrl,
    apiKey: config.ai.apiKey,
    model: config.ai.model,
    fetch: createOperatorFetch(config.outboundAllowHosts),
  });
}
