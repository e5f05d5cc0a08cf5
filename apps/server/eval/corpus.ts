/**
 * The held-out evaluation corpus for review analysis, replies and the agent: schema and loader.
 *
 * Every review, label, instruction case and agent question under `data/` was written and labelled
 * by hand for this evaluation (see README.md). The loader only parses and validates; it never
 * computes a label.
 */
import { readFileSync } from 'node:fs';
import { FACT_TOPICS } from '@tableside/domain/restaurant-facts';
import { UNFOLLOWED_REASONS } from '@tableside/domain/instruction-notes';
import { INCIDENT_KINDS, QUESTION_TOPICS, SPAM_KINDS } from '@tableside/domain/review-signals';
import { z } from 'zod';

const isoDate = z.iso.date();
const polarity = z.enum(['positive', 'negative', 'neutral', 'mixed']);
const split = z.enum(['dev', 'test']);

// --- Restaurants -------------------------------------------------------------------------------

// The labels use the product's own lists, so a label the product cannot express fails to load.
export const factTopics = FACT_TOPICS;

const menuItem = z.strictObject({
  id: z.string(),
  /** The names as the owner typed them on the menu; bilingual menus list both languages. */
  names: z.array(z.string()).min(1),
  category: z.enum(['starter', 'main', 'side', 'dessert', 'brunch', 'drink']),
  /** Aliases the owner already set up in the product (few, on purpose). */
  aliases: z.array(z.string()),
});

const staffMember = z.strictObject({
  id: z.string(),
  fullName: z.string(),
  role: z.string(),
  locations: z.array(z.string()).min(1),
  /** Common nicknames guests use for this person. */
  nicknames: z.array(z.string()),
});

const group = z.strictObject({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  languages: z.array(z.enum(['en', 'fr'])).min(1),
  replyLanguageDefault: z.enum(['en', 'fr']),
  locations: z.array(z.strictObject({ id: z.string(), name: z.string(), address: z.string() })),
  menu: z.array(menuItem),
  staff: z.array(staffMember),
  // Partial: a fact the owner never set is absent (the product then promises to find out).
  facts: z.partialRecord(z.enum(factTopics), z.string()),
});

export const restaurantsFile = z.strictObject({
  /** "Today" for every relative period in the corpus. */
  today: isoDate,
  groups: z.array(group).length(17),
});

// --- Reviews -----------------------------------------------------------------------------------

export const questionTopics = QUESTION_TOPICS;

export const incidentKinds = INCIDENT_KINDS;

export const spamKinds = SPAM_KINDS;

export const aspects = [
  'food',
  'service',
  'ambience',
  'price',
  'cleanliness',
  'wait',
  'portion',
  'drinks',
  'location',
  'reservation',
  'accessibility',
] as const;

/** Phenomena a labeller marks by hand because they cannot be read off the other labels. */
export const tags = [
  'dish-shortened',
  'dish-misspelled',
  'dish-other-language',
  'dish-ampersand',
  'dish-plural',
  'staff-first-name',
  'staff-nickname',
  'staff-role-only',
  'staff-ambiguous',
  'negative-with-passing-praise',
  'negative-looking-substring',
  'slang-praise',
  'negation-praise',
  'very-short',
  'all-caps',
  'emoji',
  'no-punctuation',
  'typos',
  'run-on',
  'joual',
  'code-switching',
  'stars-text-disagree',
] as const;

const dishMention = z.strictObject({
  /** Exact substring of the review text. */
  span: z.string().min(1),
  /** Menu item id, or null when the dish is not on this restaurant's menu. */
  item: z.string().nullable(),
  polarity,
  /** True when the span is not, case aside, one of the item's menu names or aliases. */
  variant: z.boolean().default(false),
});

const staffMention = z.strictObject({
  span: z.string().min(1),
  /** A staff id; `ambiguous` (with candidates) when the text cannot tell who; `role-only`. */
  ref: z.string(),
  candidates: z.array(z.string()).optional(),
  polarity,
});

const reply = z.strictObject({
  /** Menu/staff ids a good reply names back; `name:X` when only the name X can be repeated. */
  mustAcknowledge: z.array(z.string()),
  /** `question:<topic>` and `incident:<kind>` entries a good reply must address. */
  mustAddress: z.array(z.string()),
  /** No upsell, promotion or invitation to buy: ≤ 2★ reviews and every incident. */
  noPromotion: z.boolean(),
  replyLanguage: z.enum(['en', 'fr']),
});

export const reviewSchema = z.strictObject({
  id: z.string(),
  group: z.string(),
  location: z.string(),
  platform: z.enum(['google', 'yelp', 'tripadvisor']),
  date: isoDate,
  stars: z.number().int().min(1).max(5),
  author: z.string(),
  split,
  text: z.string().min(1),
  lang: z.enum(['en', 'fr-CA', 'fr-FR']),
  sentiment: z.enum(['positive', 'neutral', 'negative', 'mixed']),
  sarcasm: z.boolean().default(false),
  spam: z.enum(spamKinds).nullable().default(null),
  questions: z
    .array(z.strictObject({ span: z.string().min(1), topic: z.enum(questionTopics) }))
    .default([]),
  incidents: z
    .array(z.strictObject({ kind: z.enum(incidentKinds), span: z.string().min(1) }))
    .default([]),
  dishes: z.array(dishMention).default([]),
  staff: z.array(staffMention).default([]),
  /**
   * People the guest names who are not on the group's staff list (the roster is incomplete):
   * nobody to credit, so a staff mention found for them is a false positive.
   */
  unrosteredStaff: z.array(z.strictObject({ span: z.string().min(1), polarity })).optional(),
  aspects: z.partialRecord(z.enum(aspects), polarity).default({}),
  tags: z.array(z.enum(tags)).default([]),
  /** Null for spam: a good reply is none at all (flag it instead). */
  reply: reply.nullable(),
});

export type Review = z.infer<typeof reviewSchema> & {
  language: 'en' | 'fr';
};

// --- Instruction cases -------------------------------------------------------------------------

const check = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('max-words'), value: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('shorter-than-original') }),
  z.strictObject({ kind: z.literal('signature'), value: z.string() }),
  z.strictObject({ kind: z.literal('no-character'), value: z.string() }),
  z.strictObject({ kind: z.literal('contains-any'), values: z.array(z.string()).min(1) }),
  z.strictObject({ kind: z.literal('not-contains'), values: z.array(z.string()).min(1) }),
  z.strictObject({ kind: z.literal('language'), value: z.enum(['en', 'fr']) }),
  z.strictObject({ kind: z.literal('formal-address'), value: z.enum(['vous', 'no-contractions']) }),
  /** `tu` in French; `contractions` in English ("we're", "don't"). */
  z.strictObject({ kind: z.literal('informal-address'), value: z.enum(['tu', 'contractions']) }),
  z.strictObject({ kind: z.literal('no-emoji') }),
  z.strictObject({ kind: z.literal('still-addresses'), values: z.array(z.string()).min(1) }),
  /** The words together appear at most `value` times ("don't apologise so much"). */
  z.strictObject({
    kind: z.literal('max-occurrences'),
    values: z.array(z.string()).min(1),
    value: z.number().int().nonnegative(),
  }),
  /**
   * The engine said it could not follow part of the instruction, for this reason, the part it
   * names containing `part`. A case without this check must come back with no such note.
   */
  z.strictObject({
    kind: z.literal('unfollowed'),
    value: z.enum(UNFOLLOWED_REASONS),
    part: z.string().optional(),
  }),
]);

export const instructionCaseSchema = z.strictObject({
  id: z.string(),
  reviewId: z.string(),
  split,
  language: z.enum(['en', 'fr']),
  instruction: z.string(),
  checks: z.array(check).min(1),
  note: z.string().optional(),
});

// --- Agent questions ---------------------------------------------------------------------------

export const agentMetrics = [
  'count',
  'average-rating',
  'share-negative',
  'mentions',
  'best-month',
  'worst-month',
  'star-distribution',
  'top-complaints',
] as const;

export const questionKinds = [
  'all-time',
  'last-n-days',
  'last-n-weeks',
  'last-n-months',
  'this-week',
  'last-week',
  'this-month',
  'last-month',
  'this-quarter',
  'last-quarter',
  'this-year',
  'last-year',
  'named-month',
  'named-month-no-year',
  'month-range',
  'since',
  'year-to-date',
  'in-year',
  'yesterday',
  'location',
  'dish',
  'dish-other-language',
  'staff',
  'staff-nickname',
  'two-step',
  'decline',
] as const;

const period = z.strictObject({ from: isoDate, to: isoDate });

const intent = z.strictObject({
  metric: z.enum(agentMetrics),
  /** Inclusive dates; null means the whole history. */
  period: period.nullable(),
  /** Location ids; null means every location of the group. */
  locations: z.array(z.string()).nullable(),
  dish: z.string().optional(),
  staff: z.string().optional(),
  /** For `top-complaints`: how many to list. */
  top: z.number().int().positive().optional(),
  /** For month metrics: rank locations by their month and return the location too. */
  byLocation: z.boolean().optional(),
});

export const agentQuestionSchema = z.strictObject({
  id: z.string(),
  group: z.string(),
  split,
  language: z.enum(['en', 'fr']),
  question: z.string(),
  kinds: z.array(z.enum(questionKinds)).min(1),
  decline: z.boolean().default(false),
  /** Null only for declined questions. */
  intent: intent.nullable(),
  /**
   * Second step of a two-step question, computed on the first step's answer: `same-month-and-
   * location` narrows the period to the month (and location) the first step found.
   */
  followUp: z
    .strictObject({
      metric: z.enum(agentMetrics),
      scope: z.enum(['same-month-and-location', 'same-month', 'same-location']),
      top: z.number().int().positive().optional(),
    })
    .optional(),
});

// --- Loader ------------------------------------------------------------------------------------

const dataUrl = (name: string) => new URL(`./data/${name}`, import.meta.url);
const readJson = (name: string): unknown => JSON.parse(readFileSync(dataUrl(name), 'utf8'));

export const reviewFiles = [
  'reviews-hv.json',
  'reviews-cl.json',
  'reviews-bp.json',
  'reviews-me.json',
  'reviews-gp.json',
  'reviews-tq.json',
  'reviews-ov.json',
  'reviews-cs.json',
  'reviews-cb.json',
  'reviews-wk.json',
  'reviews-tt.json',
  'reviews-ll.json',
  'reviews-pp.json',
  'reviews-le.json',
  'reviews-ce.json',
  'reviews-bb.json',
  'reviews-qc.json',
] as const;

export type Corpus = {
  today: string;
  groups: z.infer<typeof group>[];
  reviews: Review[];
  instructionCases: z.infer<typeof instructionCaseSchema>[];
  agentQuestions: z.infer<typeof agentQuestionSchema>[];
};

/**
 * The instruction case sets: `a`, the first, on reviews of both splits (each case takes its
 * review's split); `b`, `c` and `d`, each written blind later on dev reviews only, split by its
 * own seeded shuffle (README.md).
 */
export const instructionCaseFiles = {
  a: 'instruction-cases.json',
  b: 'instruction-cases-b.json',
  c: 'instruction-cases-c.json',
  d: 'instruction-cases-d.json',
} as const;
export type InstructionCaseSet = keyof typeof instructionCaseFiles;

export const isInstructionCaseSet = (name: string): name is InstructionCaseSet =>
  Object.hasOwn(instructionCaseFiles, name);

export function loadInstructionCases(set: InstructionCaseSet): Corpus['instructionCases'] {
  return z.array(instructionCaseSchema).parse(readJson(instructionCaseFiles[set]));
}

/** Parses every file of the corpus; throws on the first file that does not match its schema. */
export function loadCorpus(): Corpus {
  const restaurants = restaurantsFile.parse(readJson('restaurants.json'));
  const reviews = reviewFiles.flatMap((file) =>
    z
      .array(reviewSchema)
      .parse(readJson(file))
      .map((r) => ({ ...r, language: r.lang === 'en' ? ('en' as const) : ('fr' as const) })),
  );
  return {
    today: restaurants.today,
    groups: restaurants.groups,
    reviews,
    instructionCases: loadInstructionCases('a'),
    agentQuestions: z.array(agentQuestionSchema).parse(readJson('agent-questions.json')),
  };
}
