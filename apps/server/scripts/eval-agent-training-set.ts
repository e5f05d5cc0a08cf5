/**
 * The invented agent questions (`training/data/agent-questions*.jsonl`, described in
 * `agent-questions.md`): their schema, loading and which part is held out.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const period = z.strictObject({ from: z.string(), to: z.string() });
const intent = z.strictObject({
  metric: z.string(),
  period: period.nullable(),
  locations: z.array(z.string()).nullable(),
  dish: z.string().optional(),
  staff: z.string().optional(),
  top: z.number().int().positive().optional(),
  byLocation: z.boolean().optional(),
  /** Only reviews of these stars count ("how many 1 stars did Glebe get"). */
  stars: z.array(z.number().int().min(1).max(5)).optional(),
  /** `staff-praise`: only staff whose role is one of these ("server" also reads serveur/serveuse). */
  roles: z.array(z.enum(['server'])).optional(),
  /** `incidents`: only these kinds (any kind when absent). */
  incidents: z.array(z.string()).optional(),
  /** Only reviews whose labels judge this aspect, any polarity ("1 star reviews that mention the wait"). */
  aspect: z.string().optional(),
  /** Only reviews from these platforms ("how r we doing on google"). */
  platforms: z.array(z.enum(['google', 'yelp', 'tripadvisor'])).optional(),
  /** `language-count`: the language the reviews counted are written in. */
  reviewLanguage: z.enum(['en', 'fr']).optional(),
  /** `weekday-slice`: the days of the week whose reviews are read (0 Sunday … 6 Saturday). */
  days: z.array(z.number().int().min(0).max(6)).min(1).optional(),
  /**
   * The period was said loosely ("lately", « ces temps-ci », "is X doing better" with no period):
   * `period` is the default (the last 30 days), and a stated recent period is right too, the
   * figure then read for the period the answer states (see `agent-questions.md`).
   */
  vague: z.boolean().optional(),
});
const trainingQuestion = z.strictObject({
  id: z.string(),
  group: z.string(),
  variety: z.enum(['en', 'fr-fr', 'fr-qc']),
  /** A seeded split (the ninth set on); earlier sets take the hashed holdout (`isHoldout`). */
  split: z.enum(['dev', 'test']).optional(),
  language: z.enum(['en', 'fr']),
  question: z.string(),
  kinds: z.array(z.string()).min(1),
  /** What a right answer does: answer with figures, decline, ask which one, or say it knows no such name. */
  expect: z.enum(['answer', 'decline', 'clarify', 'unknown']),
  /** Earlier user messages of the conversation, oldest first. */
  history: z.array(z.string()).optional(),
  intent: intent.optional(),
  /**
   * A second part the same answer must give too: another figure ("how many and what average"),
   * or the same figure for another period (this quarter against the last).
   */
  and: intent.optional(),
  followUp: z
    .strictObject({
      metric: z.literal('top-complaints'),
      scope: z.enum(['same-month-and-location', 'same-month', 'same-location']),
      top: z.number().int().positive().optional(),
    })
    .optional(),
  /** For `clarify`: the ids the question back must name. */
  candidates: z.array(z.string()).optional(),
  /** For `unknown`: the word the answer must repeat when it says it knows no such dish or person. */
  unknown: z.string().optional(),
  /** For `location-averages`: the locations compared. */
  compare: z.array(z.string()).optional(),
});
export type TrainingQuestion = z.infer<typeof trainingQuestion>;

export const loadTrainingQuestions = (url: URL): TrainingQuestion[] =>
  readFileSync(url, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => trainingQuestion.parse(JSON.parse(line)));

/** Whether a question is held out: its seeded `split` when it has one, else the hashed holdout. */
export const heldOut = (q: TrainingQuestion): boolean =>
  q.split ? q.split === 'test' : isHoldout(q.id);

/**
 * The holdout: about 35% of the questions, by a fixed FNV-1a hash of the id (seed
 * "agent-questions"), so adding questions never moves old ones between the parts.
 */
export function isHoldout(id: string): boolean {
  let h = 0x811c9dc5;
  for (const ch of `agent-questions:${id}`) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100 < 35;
}
