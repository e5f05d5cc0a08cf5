import { z } from 'zod';
import { ASPECT_CATEGORY_LIST, POLARITIES, isGenericMenuName } from '../insights.ts';
import { ZDay } from './dates.ts';

/** Paging and date range of every insight list (docs/product/api.md#paging). */
const ZInsightQueryBase = z.object({
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  startDate: ZDay.optional(),
  endDate: ZDay.optional(),
});
const ordered = (q: { startDate?: string; endDate?: string }) =>
  !q.startDate || !q.endDate || q.startDate <= q.endDate;
const orderMessage = { message: 'startDate must not be after endDate', path: ['startDate'] };
export const ZInsightQuery = ZInsightQueryBase.refine(ordered, orderMessage);
export type TInsightQuery = z.infer<typeof ZInsightQuery>;
export const ZKeywordSummaryQuery = ZInsightQueryBase.extend({
  category: z.enum(ASPECT_CATEGORY_LIST).optional(),
}).refine(ordered, orderMessage);

export const ZLocationId = z.union([z.literal('all'), z.uuid()]);
export const ZInsightParams = z.object({ id: ZLocationId });
export const ZCategoryParams = z.object({
  id: ZLocationId,
  category: z.enum(ASPECT_CATEGORY_LIST),
});
export const ZKeywordParams = z.object({
  id: ZLocationId,
  keyword: z.string().trim().min(1).max(200),
});
export const ZRangeParams = z
  .object({ id: ZLocationId, from: ZDay, to: ZDay })
  .refine((p) => p.from <= p.to, { message: 'from must not be after to', path: ['from'] });

const ZPolarity = z.enum(POLARITIES);
const counts = {
  mentions: z.number().int(),
  positive: z.number().int(),
  negative: z.number().int(),
  neutral: z.number().int(),
  conflict: z.number().int(),
};

export const ZKeywordOccurrence = z.object({
  keyword: z.string(),
  category: z.string(),
  snippet: z.string(),
  sentiment: ZPolarity,
  review_id: z.uuid(),
  review_date: z.string(),
  location_id: z.uuid(),
});
export type TKeywordOccurrence = z.infer<typeof ZKeywordOccurrence>;
/** A page of occurrences in the envelope, `total` (all of the range and category) beside `data`. */
export const ZKeywordOccurrencePage = z.object({
  status: z.literal('success'),
  data: z.array(ZKeywordOccurrence),
  message: z.string(),
  total: z.number().int(),
});
export type TKeywordOccurrencePage = { rows: TKeywordOccurrence[]; total: number };

export const ZKeywordSummary = z.object({ keyword: z.string(), category: z.string(), ...counts });
export type TKeywordSummary = z.infer<typeof ZKeywordSummary>;

export const ZKeywordDetails = z.object({
  keyword: z.string(),
  ...counts,
  categories: z.array(z.object({ category: z.string(), mentions: z.number().int() })),
  first_seen: z.string().nullable(),
  last_seen: z.string().nullable(),
  occurrences: z.array(ZKeywordOccurrence),
});
export type TKeywordDetails = z.infer<typeof ZKeywordDetails>;

const ZSnippet = z.object({
  snippet: z.string(),
  polarity: ZPolarity,
  review_date: z.string(),
  review_id: z.uuid(),
  location_id: z.uuid(),
  /** A person corrected this mention (docs/product/review-understanding.md#teaching-the-analysis). */
  corrected: z.boolean(),
});

export const ZMenuInsight = z.object({
  menu_item_id: z.uuid(),
  item: z.string(),
  ...counts,
  /** Positive minus negative share, in [-1, 1]. */
  sentiment_score: z.number(),
  previous_mentions: z.number().int().nullable(),
  /** Change of mentions against the comparison period, in percent; null without one. */
  change: z.number().nullable(),
  snippets: z.array(ZSnippet),
});
export type TMenuInsight = z.infer<typeof ZMenuInsight>;

export const ZStaffMention = z.object({
  staff_member_id: z.uuid(),
  name: z.string(),
  role: z.string().nullable(),
  polarity: ZPolarity,
  snippet: z.string(),
  review_id: z.uuid(),
  review_date: z.string(),
  location_id: z.uuid(),
  location_name: z.string(),
  /** A person corrected this mention (docs/product/review-understanding.md#teaching-the-analysis). */
  corrected: z.boolean(),
});
export type TStaffMention = z.infer<typeof ZStaffMention>;

export const ZStaffPerformance = z.object({
  staff_member_id: z.uuid(),
  name: z.string(),
  role: z.string().nullable(),
  location_id: z.uuid().nullable(),
  /** 'Unknown Location' when the person has none (docs/product/analytics.md#staff). */
  location_name: z.string(),
  ...counts,
  sentiment_score: z.number(),
});
export type TStaffPerformance = z.infer<typeof ZStaffPerformance>;

const ZAliases = z.array(z.string().trim().min(1).max(200)).max(30).default([]);
const ZName = z.string().trim().min(1).max(200);

export const ZMenuItem = z.object({
  id: z.uuid(),
  name: z.string(),
  aliases: z.array(z.string()),
  location_id: z.uuid().nullable(),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;
export const ZMenuItemInput = z.object({
  name: ZName.refine((n) => !isGenericMenuName(n), 'a generic word is not a menu item'),
  aliases: ZAliases,
  location_id: z.uuid().nullable().default(null),
});
export type TMenuItemInput = z.infer<typeof ZMenuItemInput>;
/** Import from a list: one name per line (or an array of names). */
export const ZMenuImport = z.object({
  names: z.union([z.string().max(100_000), z.array(z.string().max(200)).max(2000)]),
  location_id: z.uuid().nullable().default(null),
});
export const ZMenuImportResult = z.object({ created: z.number().int(), skipped: z.number().int() });

export const ZStaffMember = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.string().nullable(),
  aliases: z.array(z.string()),
  location_id: z.uuid().nullable(),
  location_name: z.string(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;
export const ZStaffMemberInput = z.object({
  name: ZName,
  role: z.string().trim().max(100).nullable().default(null),
  aliases: ZAliases,
  location_id: z.uuid().nullable().default(null),
});
export type TStaffMemberInput = z.infer<typeof ZStaffMemberInput>;

export const ZStaffProfile = z.object({
  member: ZStaffMember,
  ...counts,
  sentiment_score: z.number(),
  /** Mentions per period (day, week or month by the range's length), oldest first. */
  timeline: z.array(z.object({ period: z.string(), ...counts })),
  recent: z.array(ZStaffMention),
});
export type TStaffProfile = z.infer<typeof ZStaffProfile>;

export const ZAnalysisProgress = z
  .object({
    id: z.uuid(),
    reason: z.string(),
    status: z.enum(['running', 'done', 'superseded']),
    total: z.number().int(),
    done: z.number().int(),
  })
  .nullable();
export type TAnalysisProgress = z.infer<typeof ZAnalysisProgress>;

/** Words guests used for an entry that the catalogue does not spell (alias suggestions). */
export const ZAliasSuggestion = z.object({
  phrase: z.string(),
  /** Distinct reviews the words were seen in. */
  count: z.number().int(),
  candidates: z.array(
    z.object({ id: z.uuid(), name: z.string(), location: z.string().nullable() }),
  ),
  examples: z.array(
    z.object({
      review_id: z.uuid(),
      snippet: z.string(),
      review_date: z.string(),
      rating: z.number().nullable(),
    }),
  ),
});
export type TAliasSuggestion = z.infer<typeof ZAliasSuggestion>;
/** Someone guests name as staff who is not on the roster, at one location (add to the team?). */
export const ZNewcomerSuggestion = z.object({
  name: z.string(),
  /** The role word guests said beside the name (the roster's own word for it when it has one). */
  role: z.string().nullable(),
  /** Distinct reviews that named them. */
  count: z.number().int(),
  location: z.object({ id: z.uuid(), name: z.string() }),
  examples: ZAliasSuggestion.shape.examples,
});
export type TNewcomerSuggestion = z.infer<typeof ZNewcomerSuggestion>;
export const ZNewcomerDismiss = z.object({ name: z.string().trim().min(1).max(200) });
const ZPhrase = z.string().trim().toLowerCase().min(1).max(200);
export const ZAliasConfirm = z.object({ phrase: ZPhrase, entry_id: z.uuid() });
export type TAliasConfirm = z.infer<typeof ZAliasConfirm>;
export const ZAliasDismiss = z.object({ phrase: ZPhrase });
