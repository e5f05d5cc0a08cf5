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
    expect(
      parseInstructions(['Offer them a free dessert on their next visit.']).offer,
    ).toMatchObject({
      text: 'a free dessert on your next visit',
      language: 'en',
    });
    expect(parseInstructions(['Offrez un café aux clients mécontents.']).offer).toMatchObject({
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

  it('reads instructions as busy staff type them: several in one line, abbreviated, no verb', () => {
    const many = parseInstructions(['shorter, no emojis, sign as Yara']);
    expect([many.short, many.noEmoji, many.signOff]).toEqual([true, true, 'Yara']);
    const plus = parseInstructions(['plus court + sans !']);
    expect([plus.short, plus.noExclamation]).toEqual([true, true]);
    expect(parseInstructions(['no !!']).noExclamation).toBe(true);
    expect(parseInstructions(['no excl. marks pls']).noExclamation).toBe(true);
    expect(parseInstructions(['EN pls']).language).toBe('en');
    expect(parseInstructions(['fr svp']).language).toBe('fr');
    expect(parseInstructions(['shorter / EN']).language).toBe('en');
    // A web address or a dish is not a language asked for.
    expect(parseInstructions(['Point guests to www.fern-and-fig.fr']).language).toBeNull();
    expect(parseInstructions(['Mention our French toast']).language).toBeNull();
    expect(parseInstructions(['< 45 words']).maxWords).toBe(45);
    expect(parseInstructions(['remove the bit about the terrace']).avoid).toEqual(['terrace']);
    for (const none of ['shorter pls', 'no emoji thx', 'FR pls', 'sign Tamsin'])
      expect(parseInstructions([none]).unfollowed, none).toEqual([]);
  });

  it('keeps a role typed after the name in the signature, without a verb or with one', () => {
    expect(parseInstructions(['sign Yara, GM']).signOff).toBe('Yara, GM');
    expect(parseInstructions(['signe Wren – gérant']).signOff).toBe('Wren, gérant');
    expect(parseInstructions(['signé Ilse (cheffe)']).signOff).toBe('Ilse (cheffe)');
    expect(parseInstructions(['— Oskar']).signOff).toBe('Oskar');
    expect(parseInstructions(['sign as Julie, General Manager, no emojis']).signOff).toBe(
      'Julie, General Manager',
    );
    // A name typed alone, or "sign" followed by a lower-case word, is not a signature.
    expect(parseInstructions(['Oskar, owner']).signOff).toBeNull();
    expect(parseInstructions(['sign up guests for the newsletter']).signOff).toBeNull();
    expect(parseInstructions(['Mention our signature dish']).signOff).toBeNull();
  });

  it('speaks to the guest the instruction speaks of, and reports what it cannot read', () => {
    expect(
      parseInstructions(['say Tamsin will call him back about his booking']).statements,
    ).toEqual([{ text: 'Tamsin will call you back about your booking', language: 'en' }]);
    expect(parseInstructions(['tell her she can bring the cake']).statements).toEqual([
      { text: 'you can bring the cake', language: 'en' },
    ]);
    expect(parseInstructions(['dis-lui que le brunch revient en mars']).statements).toEqual([
      { text: 'le brunch revient en mars', language: 'fr' },
    ]);
    expect(parseInstructions(['apologise for the noise']).statements).toEqual([
      { text: 'we are sorry for the noise', language: 'en' },
    ]);
    expect(parseInstructions(['rewrite it like a poem']).unfollowed).toEqual([
      'rewrite it like a poem',
    ]);
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
