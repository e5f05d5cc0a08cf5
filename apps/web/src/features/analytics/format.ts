import type { DateLanguage } from '@tableside/domain/date-ranges';
import { countChange } from '@tableside/domain/percentages';
import { INTL_LOCALES } from '../../lib/languages.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: DateLanguage, digits: number, signed: boolean): Intl.NumberFormat {
  const key = `${lang}|${digits}|${signed}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALES[lang], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formatters.set(key, f);
  }
  return f;
}

/** A figure in the interface language; a dash for no value. */
export function formatNumber(value: number | null, lang: DateLanguage, digits = 0): string {
  return value === null ? '–' : formatter(lang, digits, false).format(value);
}

export function formatSigned(value: number, lang: DateLanguage, digits = 0): string {
  return formatter(lang, digits, true).format(value);
}

export type Change = { value: number; kind: 'percent' | 'points' | 'absolute' } | null;

/**
 * How a figure moved against the comparison period: counts as a percentage of the earlier
 * value, rates in percentage points, ratings in stars. Null when there is nothing to compare.
 */
export function changeOf(
  current: number | null,
  previous: number | null,
  kind: 'count' | 'rate' | 'rating',
): Change {
  if (current === null || previous === null) return null;
  if (kind === 'count') {
    const value = countChange(current, previous);
    return value === null ? null : { value, kind: 'percent' };
  }
  const diff = Math.round((current - previous) * 10) / 10;
  return { value: diff, kind: kind === 'rate' ? 'points' : 'absolute' };
}
