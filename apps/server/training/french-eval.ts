import { readFileSync } from 'node:fs';
import { POLARITIES, SEMEVAL_CATEGORIES, SENTIMENT_LABELS } from '@tableside/domain/insights';
import { z } from 'zod';
import type { SemevalSentence } from './semeval.ts';

/** The French gold set (`data/french-eval.json`, described in `data/french-eval.md`). */
export const FRENCH_EVAL_URL = new URL('./data/french-eval.json', import.meta.url);

const ZFrenchEvalSentence = z
  .object({
    id: z.string().min(1),
    text: z.string().min(1),
    sentiment: z.enum(SENTIMENT_LABELS),
    terms: z.array(
      z.object({
        term: z.string().min(1),
        from: z.number().int().nonnegative(),
        to: z.number().int().positive(),
        polarity: z.enum(POLARITIES),
      }),
    ),
    // SemEval gives every sentence at least one category, each at most once.
    categories: z
      .array(z.object({ category: z.enum(SEMEVAL_CATEGORIES), polarity: z.enum(POLARITIES) }))
      .min(1)
      .refine((cs) => new Set(cs.map((c) => c.category)).size === cs.length, 'repeated category'),
  })
  .superRefine((s, ctx) => {
    for (const t of s.terms)
      if (s.text.slice(t.from, t.to) !== t.term)
        ctx.addIssue({
          code: 'custom',
          message: `"${t.term}" is not at ${t.from}:${t.to} of "${s.text}"`,
        });
  });

const ZFrenchEval = z.object({
  sentences: z
    .array(ZFrenchEvalSentence)
    .refine((ss) => new Set(ss.map((s) => s.id)).size === ss.length, 'repeated id'),
});

export type FrenchEvalSentence = z.infer<typeof ZFrenchEvalSentence> & SemevalSentence;

/** The set, checked: a hand edit that shifts an offset fails here rather than skewing scores. */
export function parseFrenchEval(json: string): FrenchEvalSentence[] {
  return ZFrenchEval.parse(JSON.parse(json)).sentences;
}

export function loadFrenchEval(): FrenchEvalSentence[] {
  return parseFrenchEval(readFileSync(FRENCH_EVAL_URL, 'utf8'));
}
