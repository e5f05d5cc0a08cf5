import { describe, expect, it } from 'vitest';
import { inLanguage } from './glossary.ts';
import { parseInstructions } from './instructions.ts';

describe('parseInstructions', () => {
  it('finds what to mention, in English and French, and skips what must not be mentioned', () => {
    expect(parseInstructions(['Always mention our new patio.']).mentions).toEqual([
      { text: 'our new patio', language: 'en' },
    ]);
    expect(
      parseInstructions(['Be warm and mention our Sunday brunch when relevant']).mentions,
    ).toEqual([{ text: 'our Sunday brunch', language: 'en' }]);
    expect(parseInstructions(['Mentionnez notre nouvelle terrasse.']).mentions).toEqual([
      { text: 'notre nouvelle terrasse', language: 'fr' },
    ]);
    expect(parseInstructions(['Parlez du brunch du dimanche.']).mentions).toEqual([
      { text: 'le brunch du dimanche', language: 'fr' },
    ]);
    expect(
      parseInstructions(["Don't mention prices.", 'Ne mentionnez pas les prix.']).mentions,
    ).toEqual([]);
  });

  it('takes the last sign-off asked for and keeps it as written', () => {
    expect(parseInstructions(['Sign as Julie, General Manager.']).signOff).toBe(
      'Julie, General Manager',
    );
    expect(parseInstructions(['Sign off with "Chef Marc"', 'Signez avec Camille']).signOff).toBe(
      'Camille',
    );
    expect(parseInstructions(['Mention our signature dish']).signOff).toBeNull();
  });

  it('splits several directives in one sentence', () => {
    const parsed = parseInstructions(['Mention our new patio and sign as Julie']);
    expect(parsed.mentions).toEqual([{ text: 'our new patio', language: 'en' }]);
    expect(parsed.signOff).toBe('Julie');
  });

  it('allows compensation only when explicitly offered, in the reader’s person', () => {
    expect(parseInstructions(['Offer them a free dessert on their next visit.']).offer).toEqual({
      text: 'a free dessert on your next visit',
      language: 'en',
    });
    expect(parseInstructions(['Offrez un café aux clients mécontents.']).offer).toEqual({
      text: 'un café',
      language: 'fr',
    });
    for (const never of [
      'Never offer refunds.',
      'Do not offer free meals or discounts',
      'Ne jamais offrir de repas gratuit.',
      'Offer a warm welcome.',
    ])
      expect(parseInstructions([never]).offer, never).toBeNull();
  });

  it('notices "keep it short" and "no exclamation marks"', () => {
    const parsed = parseInstructions(['Keep it short. No exclamation marks.']);
    expect(parsed.short).toBe(true);
    expect(parsed.noExclamation).toBe(true);
    expect(parseInstructions(['Soyez bref']).short).toBe(true);
    expect(parseInstructions(['Use exclamation marks freely']).noExclamation).toBe(false);
  });
});

describe('inLanguage', () => {
  it('translates the usual things to mention and quotes the rest', () => {
    expect(inLanguage({ text: 'our new patio', language: 'en' }, 'fr')).toBe(
      'notre nouvelle terrasse',
    );
    expect(inLanguage({ text: 'notre brunch du dimanche', language: 'fr' }, 'en')).toBe(
      'our Sunday brunch',
    );
    expect(inLanguage({ text: 'our oyster happy hour', language: 'en' }, 'fr')).toBe(
      'our oyster happy hour',
    );
  });
});
