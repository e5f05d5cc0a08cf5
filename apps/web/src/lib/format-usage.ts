import { INTL_LOCALES, type Language } from './languages.ts';

/*
 * Language-model usage as people read it (docs/product/reviews-and-replies.md#language-model-usage):
 * the Admin's settings and the SuperAdmin's restaurant cards share these.
 */

/** 12,345 / 12 345. */
export function formatCount(value: number, lang: Language): string {
  return new Intl.NumberFormat(INTL_LOCALES[lang]).format(value);
}

/**
 * A cost kept in micro-units of its currency: cents for most sums, but four decimals under one
 * unit, since a month of replies can cost a fraction of a cent.
 */
export function formatCost(micros: number, currency: string, lang: Language): string {
  const value = micros / 1_000_000;
  const digits = value > 0 && value < 1 ? 4 : 2;
  return new Intl.NumberFormat(INTL_LOCALES[lang], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** "2026-11" → "November 2026" / "novembre 2026". */
export function formatMonth(month: string, lang: Language): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(INTL_LOCALES[lang], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
}
