import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

/** Intl separates with no-break spaces; the assertions read them as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('puts the symbol before in English and after in French, without cents for whole sums', () => {
    expect(formatMoney(79, 'en')).toBe('$79');
    expect(plain(formatMoney(79, 'fr'))).toBe('79 $');
    expect(formatMoney(1500, 'en')).toBe('$1,500');
    expect(plain(formatMoney(1500, 'fr'))).toBe('1 500 $');
  });

  it('keeps two decimals for a sum with cents, and falls back to English', () => {
    expect(formatMoney(79.5, 'en')).toBe('$79.50');
    expect(plain(formatMoney(79.5, 'fr'))).toBe('79,50 $');
    expect(formatMoney(12, 'de')).toBe('$12');
  });

  it('keeps a French space that never breaks between the figure and the symbol', () => {
    expect(formatMoney(79, 'fr')).not.toContain(' ');
  });
});
