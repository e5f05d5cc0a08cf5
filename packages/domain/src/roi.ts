import { formatMoney } from './money.ts';

/** The landing page's ROI calculator (docs/product/public-site.md#roi-calculator). */
export type RoiInputs = { monthlyReviews: number; responseTime: number; staffCost: number };
export type RoiResults = { timeSaved: number; costSaved: number; responseImprovement: number };

export const ROI_DEFAULTS: RoiInputs = { monthlyReviews: 100, responseTime: 24, staffCost: 25 };

/** Share of reply time the product saves; also the advertised response improvement. */
export const ROI_SAVED_SHARE = 0.75;
export const RESPONSE_IMPROVEMENT_PERCENT = 75;

/** What a field keeps of what was typed: its digits; nothing at all reads as 0. */
export function roiDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

export function roiNumber(typed: string): number {
  const digits = roiDigits(typed);
  return digits === '' ? 0 : Number(digits);
}

const ZERO: RoiResults = { timeSaved: 0, costSaved: 0, responseImprovement: 0 };

/**
 * Hours saved a month = round(reviews × response time ÷ 60 × 0.75); money saved =
 * round(hours × staff cost). Any unusable input (negative or not a number, or a response time
 * of zero or less) shows 0 for every result.
 */
export function roiResults({ monthlyReviews, responseTime, staffCost }: RoiInputs): RoiResults {
  if (!Number.isFinite(monthlyReviews) || monthlyReviews < 0) return ZERO;
  if (!Number.isFinite(responseTime) || responseTime <= 0) return ZERO;
  if (!Number.isFinite(staffCost) || staffCost < 0) return ZERO;
  const timeSaved = Math.round(((monthlyReviews * responseTime) / 60) * ROI_SAVED_SHARE);
  return {
    timeSaved,
    costSaved: Math.round(timeSaved * staffCost),
    responseImprovement: RESPONSE_IMPROVEMENT_PERCENT,
  };
}

/** A result as the calculator shows it: the money saved as a sum, the others as numbers. */
export function formatRoiResult(key: keyof RoiResults, value: number, lang: string): string {
  if (key === 'costSaved') return formatMoney(value, lang);
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US').format(value);
}
