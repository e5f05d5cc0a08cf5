import type { AspectCategory } from '@tableside/domain/insights';
import type { IncidentKind } from '@tableside/domain/review-signals';
import type { SourcePlatform } from '@tableside/domain/sources';
import type { Named } from '../engine.ts';
import type { Period } from './dates.ts';
import type { Ranking } from './question-words.ts';
import type { UnknownName } from './subject.ts';

/** What a question asks for, and of what, as the built-in agent reads it (understand.ts). */
export type Intent =
  | 'refuse'
  | 'help'
  | 'fix_first'
  | 'summary'
  | 'rank_staff'
  | 'staff'
  | 'menu'
  | 'rank_menu'
  | 'rank_locations'
  /** The platforms side by side: rating, count and reply rate of each. */
  | 'rank_platforms'
  | 'category'
  | 'rank_categories'
  | 'keyword'
  | 'distribution'
  | 'metrics'
  | 'best_month'
  /** Each month of the period, its count and average rating ("per month", « mois par mois »). */
  | 'by_month'
  /** The one lowest- or highest-rated review of the period ("the worst review last week"). */
  | 'one_review'
  | 'some_reviews'
  /** The best or worst week by average rating. */
  | 'best_week'
  /** The best or worst day of the week by average rating. */
  | 'weekday'
  /** Some days of the week against the others ("weekend reviews", « les samedis »). */
  | 'days'
  /** The reviews written in one language, or each language's ("how many reviews in French"). */
  | 'languages'
  /** Reviews the analysis flagged as reporting an incident. */
  | 'incidents'
  | 'replies'
  /** Out of scope: answered with a polite decline and no figure. */
  | 'decline'
  /** Figures the reviews do not hold (sales, covers, bills): said so, with no figure. */
  | 'no_data'
  /** The question names a dish or a person that could be several: ask which one. */
  | 'clarify'
  /** The question names a dish or a person the restaurant does not have: say so. */
  | 'unknown_name'
  | 'unknown';

export type Understood = {
  language: 'en' | 'fr';
  intent: Intent;
  period: Period;
  comparison: Period | null;
  locations: Named[];
  menuItem: Named | null;
  staff: Named | null;
  category: AspectCategory | null;
  ratings: number[] | null;
  ranking: Ranking | null;
  keyword: string | null;
  /** Entries the question's words could each be, when it names one that is not clear. */
  ambiguous: Named[];
  /** A staff role the question is about ("server", "bartender"), to narrow a ranking. */
  staffRole: string | null;
  /** A dish or a person the question names that the catalogue does not have. */
  unknownName: UnknownName | null;
  /** Incident kinds an incident count is narrowed to ("food poisoning or allergy"). */
  incidentKinds: IncidentKind[] | null;
  /** The platforms whose reviews are counted ("on Google"); null: every platform. */
  platforms: SourcePlatform[] | null;
  /** Days of the week asked for (1 Monday … 7 Sunday), for the `days` intent. */
  days: number[] | null;
  /** The reviews' language asked for, for the `languages` intent ('all': each language). */
  reviewLanguage: 'en' | 'fr' | 'all' | null;
};
