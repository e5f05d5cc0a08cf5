import { describe, expect, it } from 'vitest';
import { formatCost, formatCount, formatMonth } from './format-usage.ts';

// French separates thousands with a narrow no-break space and puts the currency after.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('usage formats', () => {
  it('groups token counts as each language does', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(plain(formatCount(12345, 'fr'))).toBe('12 345');
  });

  it('shows a small cost to four decimals and a larger one to the cent', () => {
    expect(formatCost(1470, 'USD', 'en')).toBe('$0.0015');
    expect(formatCost(12_000, 'USD', 'en')).toBe('$0.0120');
    expect(formatCost(24_000_000, 'USD', 'en')).toBe('$24.00');
    expect(plain(formatCost(1_234_560_000, 'EUR', 'fr'))).toBe('1 234,56 €');
    expect(formatCost(0, 'USD', 'en')).toBe('$0.00');
  });

  it('names the month in the reader’s language', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-01', 'fr')).toBe('janvier 2026');
  });
});
