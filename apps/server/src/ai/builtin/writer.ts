import type { Random } from './random.ts';
import { capitalise, fold } from './text.ts';

/** A sentence and how much the reply needs it: the lowest go first when it is too long. */
export type Part = { text: string; priority: number };

export type Writer = {
  /** One of the templates, filled, preferring one that repeats no three words already written. */
  say: (templates: readonly string[], values: Record<string, string>, priority: number) => Part;
  /** Like `say`, but nothing at all rather than a sentence that repeats the reply. */
  maybe: (
    templates: readonly string[],
    values: Record<string, string>,
    priority: number,
  ) => Part | null;
};

function trigrams(text: string): string[] {
  const words = fold(text).replace(/'/g, ' ').split(/\s+/).filter(Boolean);
  return words.slice(2).map((word, i) => `${words[i]} ${words[i + 1]} ${word}`);
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');

/** Picks phrasings so that a reply never says "thank you for your kind words" twice. */
export function createWriter(random: Random, opening: string): Writer {
  const used = new Set(trigrams(opening));
  const choose = (
    templates: readonly string[],
    values: Record<string, string>,
    priority: number,
    optional: boolean,
  ): Part | null => {
    const filled = templates.map((t) => capitalise(fill(t, values)));
    const fresh = filled.filter((t) => !trigrams(t).some((g) => used.has(g)));
    if (fresh.length === 0 && optional) return null;
    const text = random.pick(fresh.length ? fresh : filled);
    for (const gram of trigrams(text)) used.add(gram);
    return { text, priority };
  };
  return {
    say: (templates, values, priority) =>
      choose(templates, values, priority, false) ?? { text: '', priority },
    maybe: (templates, values, priority) => choose(templates, values, priority, true),
  };
}
