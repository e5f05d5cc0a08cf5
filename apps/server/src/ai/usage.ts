/*
 * What one language-model call used, as the engine saw it: the engines report it, the features
 * that asked record it per restaurant (features/ai-usage), so the engines never touch the database.
 */

/** One call's tokens and their cost in micro-units of the configured currency. */
export type ModelUsage = {
  model: string;
  promptTokens: number;
  completionTokens: number;
  costMicros: number;
  /** True when the endpoint gave no count and the tokens were estimated from the text. */
  estimated: boolean;
};

/** Told each call's usage; whatever it does, it must never make the call fail. */
export type UsageSink = (usage: ModelUsage) => Promise<void> | void;

/** Prices per million tokens in the configured currency; 0 means unknown. */
export type TokenPrices = { inputPerMTok: number; outputPerMTok: number };
export const UNKNOWN_PRICES: TokenPrices = { inputPerMTok: 0, outputPerMTok: 0 };

/**
 * Tokens of a text when the endpoint does not count them: about four characters a token, the
 * usual ratio of English and French text in OpenAI-style tokenizers. An estimate, never billed.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** A price per million tokens is micro-units per token, so the cost is a plain product. */
export function costMicros(prompt: number, completion: number, prices: TokenPrices): number {
  return Math.round(prompt * prices.inputPerMTok + completion * prices.outputPerMTok);
}

/** Hands usage to the sink, swallowing what it throws: recording never fails a draft or a turn. */
export async function reportUsage(sink: UsageSink | undefined, usage: ModelUsage): Promise<void> {
  if (!sink) return;
  try {
    await sink(usage);
  } catch {
    // The sink logs its own failures (features/ai-usage/record.ts).
  }
}
