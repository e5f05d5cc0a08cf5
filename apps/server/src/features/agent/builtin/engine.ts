import type { AgentEngine } from '../engine.ts';
import { compose } from './answer.ts';
import { understand } from './understand.ts';

/** Pieces of an answer as the page receives them: a few words at a time. */
export function* pieces(text: string): Generator<string> {
  const words = text.split(/(?<=\s)/);
  for (let i = 0; i < words.length; i += 3) yield words.slice(i, i + 3).join('');
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The offline agent: reads the question (dates, locations, dishes, staff, topics and intent, in
 * English or French) against the restaurant's own catalogue, runs the tools the question needs
 * and writes the answer from templates in the question's language.
 */
export function createBuiltinAgent(): AgentEngine {
  return {
    name: 'builtin',
    async answer(turn, onDelta) {
      const u = understand(turn.question, turn.today, turn.catalogue);
      const { text, citations } = await compose(turn, u);
      if (onDelta) {
        for (const piece of pieces(text)) {
          onDelta(piece);
          await tick();
        }
      }
      return { answer: text, citations, language: u.language };
    },
  };
}
