import type {
  TAliasSuggestion,
  TAnalysisProgress,
  TKeywordDetails,
  TKeywordOccurrence,
  TKeywordSummary,
  TMenuInsight,
  TMenuItem,
  TNewcomerSuggestion,
  TStaffMember,
  TStaffMention,
  TStaffPerformance,
  TStaffProfile,
} from '@tableside/domain/schemas/insights';
import type { MentionKind } from '@tableside/domain/mention-corrections';
import type {
  TMentionCorrection,
  TMentionCorrectionInput,
  TRemovedMention,
} from '@tableside/domain/schemas/mention-corrections';
import { apiData, apiRequest } from '../../../lib/api-client.ts';
import type { DayRange } from '@tableside/domain/date-ranges';

const at = (locationId: string) => `/v1/location/${encodeURIComponent(locationId)}`;
const rangeQuery = (range: DayRange, limit = 100) => ({ ...range, limit: String(limit) });

export const getKeywordSummary = (
  locationId: string,
  range: DayRange,
  category: string,
  signal?: AbortSignal,
) =>
  apiData<TKeywordSummary[]>(`${at(locationId)}/keywords/summary`, {
    query: { ...rangeQuery(range, 20), ...(category === 'all' ? {} : { category }) },
    signal,
  });

/** Occurrences shown per "Show more" (docs/product/analytics.md#keywords). */
export const KEYWORD_PAGE_SIZE = 20;

/** The page of occurrences from `offset`, with the total of the range and category. */
export async function getKeywordOccurrences(
  locationId: string,
  range: DayRange,
  category: string,
  offset: number,
  signal?: AbortSignal,
): Promise<{ rows: TKeywordOccurrence[]; total: number }> {
  const page = await apiRequest<{ data: TKeywordOccurrence[]; total: number }>(
    category === 'all'
      ? `${at(locationId)}/keywords/all/occurrences`
      : `${at(locationId)}/keywords/category/${encodeURIComponent(category)}/occurrences`,
    { query: { ...rangeQuery(range, KEYWORD_PAGE_SIZE), offset: String(offset) }, signal },
  );
  return { rows: page.data, total: page.total };
}

/** A keyword's figures and its occurrences from `offset` (`mentions` is their total). */
export const getKeywordDetails = (
  locationId: string,
  keyword: string,
  range: DayRange,
  offset: number,
  signal?: AbortSignal,
) =>
  apiData<TKeywordDetails>(`${at(locationId)}/keywords/${encodeURIComponent(keyword)}/details`, {
    query: { ...rangeQuery(range, KEYWORD_PAGE_SIZE), offset: String(offset) },
    signal,
  });

export const getMenuInsights = (locationId: string, range: DayRange, signal?: AbortSignal) =>
  apiData<TMenuInsight[]>(`${at(locationId)}/menu/insights`, {
    query: rangeQuery(range, 20),
    signal,
  });

export const getStaffMentions = (locationId: string, range: DayRange, signal?: AbortSignal) =>
  apiData<TStaffMention[]>(`${at(locationId)}/staff/mentions`, {
    query: rangeQuery(range, 20),
    signal,
  });

export const getStaffPerformance = (locationId: string, range: DayRange, signal?: AbortSignal) =>
  apiData<TStaffPerformance[]>(
    `${at(locationId)}/staff/performance/from/${range.startDate}/to/${range.endDate}`,
    { signal },
  );

export const getStaffProfile = (memberId: string, range: DayRange, signal?: AbortSignal) =>
  apiData<TStaffProfile>(`/v1/staff-member/${encodeURIComponent(memberId)}/profile`, {
    query: rangeQuery(range, 10),
    signal,
  });

export const getAnalysisProgress = (signal?: AbortSignal) =>
  apiData<TAnalysisProgress>('/v1/analysis/progress', { signal });

export const listMenuItems = (signal?: AbortSignal) =>
  apiData<TMenuItem[]>('/v1/menu-item', { signal });
export type MenuItemInput = { name: string; aliases: string[]; location_id: string | null };
export const saveMenuItem = (input: MenuItemInput, id?: string) =>
  apiData<TMenuItem>(id ? `/v1/menu-item/${id}` : '/v1/menu-item', {
    method: id ? 'PUT' : 'POST',
    body: input,
  });
export const deleteMenuItem = (id: string) =>
  apiData<null>(`/v1/menu-item/${id}`, { method: 'DELETE' });
export const importMenuItems = (names: string) =>
  apiData<{ created: number; skipped: number }>('/v1/menu-item/import', {
    method: 'POST',
    body: { names },
  });

export const listStaffMembers = (signal?: AbortSignal) =>
  apiData<TStaffMember[]>('/v1/staff-member', { signal });
export type StaffMemberInput = {
  name: string;
  role: string | null;
  aliases: string[];
  location_id: string | null;
};
export const saveStaffMember = (input: StaffMemberInput, id?: string) =>
  apiData<TStaffMember>(id ? `/v1/staff-member/${id}` : '/v1/staff-member', {
    method: id ? 'PUT' : 'POST',
    body: input,
  });
export const deleteStaffMember = (id: string) =>
  apiData<null>(`/v1/staff-member/${id}`, { method: 'DELETE' });

/** Corrects one mention (docs/product/review-understanding.md#teaching-the-analysis). */
const correctionPath = (kind: MentionKind, entryId: string, reviewId: string) =>
  `/v1/${kind === 'menu' ? 'menu-item' : 'staff-member'}/${encodeURIComponent(entryId)}/mention/${encodeURIComponent(reviewId)}/correction`;
export const correctMention = (
  kind: MentionKind,
  entryId: string,
  reviewId: string,
  body: TMentionCorrectionInput,
) =>
  apiData<TMentionCorrection | null>(correctionPath(kind, entryId, reviewId), {
    method: 'PUT',
    body,
  });
/** Forgets the correction: the analysis's own reading comes back. */
export const undoCorrection = (kind: MentionKind, entryId: string, reviewId: string) =>
  apiData<null>(correctionPath(kind, entryId, reviewId), { method: 'DELETE' });
/**
 * The mentions taken off a list (removed, or moved to another entry): a location's of one kind,
 * or one person's.
 */
export type RemovedFrom =
  { kind: MentionKind; locationId: string } | { kind: 'staff'; memberId: string };
export const listRemovedMentions = (from: RemovedFrom, range: DayRange, signal?: AbortSignal) =>
  apiData<TRemovedMention[]>(
    'memberId' in from
      ? `/v1/staff-member/${encodeURIComponent(from.memberId)}/removed-mentions`
      : `${at(from.locationId)}/${from.kind}/removed-mentions`,
    { query: rangeQuery(range, 100), signal },
  );
/** Alias suggestions: the menu's under `/v1/menu-item`, the roster's under `/v1/staff-member`. */
export type AliasKind = 'menu' | 'staff';
const aliasBase = (kind: AliasKind) =>
  kind === 'menu' ? '/v1/menu-item/alias-suggestion' : '/v1/staff-member/alias-suggestion';
export const listAliasSuggestions = (kind: AliasKind, signal?: AbortSignal) =>
  apiData<TAliasSuggestion[]>(aliasBase(kind), { signal });
export const confirmAlias = (kind: AliasKind, phrase: string, entryId: string) =>
  apiData<{ entry_id: string; aliases: string[] }>(`${aliasBase(kind)}/confirm`, {
    method: 'POST',
    body: { phrase, entry_id: entryId },
  });
export const dismissAlias = (kind: AliasKind, phrase: string) =>
  apiData<null>(`${aliasBase(kind)}/dismiss`, { method: 'POST', body: { phrase } });
/** People guests name who are not on the roster: added through `saveStaffMember`. */
export const listNewcomerSuggestions = (signal?: AbortSignal) =>
  apiData<TNewcomerSuggestion[]>('/v1/staff-member/newcomer-suggestion', { signal });
export const dismissNewcomer = (name: string) =>
  apiData<null>('/v1/staff-member/newcomer-suggestion/dismiss', {
    method: 'POST',
    body: { name },
  });
