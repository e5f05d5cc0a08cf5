import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { brandName, sourceName } from './source-name.ts';

describe('source names', () => {
  it('keeps brand names as they are and translates our own sources', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'fr',
      resources: { fr: { dashboard: { reviews: { sources: { csv: 'Import CSV' } } } } },
    });
    expect(brandName('tripadvisor')).toBe('Tripadvisor');
    expect(brandName('csv')).toBeNull();
    expect(sourceName('google', i18n.t)).toBe('Google');
    expect(sourceName('csv', i18n.t)).toBe('Import CSV');
  });
});
