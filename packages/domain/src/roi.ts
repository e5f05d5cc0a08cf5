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

/**
 * What each field accepts: a large group's month of reviews, two hours on one reply, a manager's
 * hourly cost. Beyond these a figure is a typing slip, and the results would run to many digits.
 */
export const ROI_LIMITS: Record<keyof RoiInputs, { min: number; max: number }> = {
  monthlyReviews: { min: 0, max: 10_000 },
  responseTime: { min: 1, max: 120 },
  staffCost: { min: 0, max: 500 },
};

/** The most digits any field's maximum has: what a field lets one type. */
export const ROI_MAX_DIGITS = Math.max(
  ...Object.values(ROI_LIMITS).map(({ max }) => String(max).length),
);

/** Whether a field's value is outside what it accepts (its message then shows). */
export function roiOutOfRange(field: keyof RoiInputs, value: number): boolean {
  const { min, max } = ROI_LIMITS[field];
  return !Number.isFinite(value) || value < min || value > max;
}

const ZERO: RoiResults = { timeSaved: 0, costSaved: 0, responseImprovement: 0 };

/**
 * Hours saved a month = round(reviews × response time ÷ 60 × 0.75); money saved =
 * round(hours × staff cost). Any unusable input (negative or not a number, a response time of
 * zero or less, or beyond ROI_LIMITS) shows 0 for every result.
 */
export function roiResults({ monthlyReviews, responseTime, staffCost }: RoiInputs): RoiResults {
  if (!Number.isFinite(monthlyReviews) || monthlyReviews < 0) return ZERO;
  if (!Number.isFinite(responseTime) || responseTime <= 0) return ZERO;
  if (!Number.isFinite(staffCost) || staffCost < 0) return ZERO;
  if (roiOutOfRange('monthlyReviews', monthlyReviews) || roiOutOfRange('staffCost', staffCost))
    return ZERO;
  if (roiOutOfRange('responseTime', responseTime)) return ZERO;
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
