/** Annual price per month per location: monthly × 0.9, rounded to a whole number (10% off). */
export const ANNUAL_DISCOUNT = 0.1;

export function annualMonthlyPrice(monthly: number): number {
  return Math.round(monthly * (1 - ANNUAL_DISCOUNT));
}
