import { describe, expect, it } from 'vitest';
import { verifyDraft } from '../replies/verify-draft.ts';
import { analysedRequest, drafterFor } from '../../test/draft-requests.ts';
import { foundObject } from './found-object.ts';

// Invented reviews and an invented bistro: a reply names what the guest found in their food.
const place = {
  name: 'Le Petit Héron',
  locationName: 'Verdun',
  authorName: 'Odile Perrault',
  menu: [
    { id: 'm1', name: 'Braised lamb shank' },
    { id: 'm2', name: 'Soupe à l’oignon' },
  ],
  staff: [{ id: 's1', name: 'Beatrix Olsen', role: 'server' }],
};
const draft = drafterFor(place);

describe('what the guest found in their food', () => {
  it('is named from the incident’s words, in the reply’s language', () => {
    expect(foundObject('Found a long hair in the soup.', 'en')).toBe('the hair');
    expect(foundObject('Il y avait un morceau de plastique bleu dans la soupe.', 'fr')).toBe(
      'le morceau de plastique',
    );
    expect(foundObject('A shard of glass in my lamb shank!', 'en')).toBe('the piece of glass');
    expect(foundObject('J’ai trouvé un pansement dans mon assiette.', 'fr')).toBe('le pansement');
    // Words that look like an object but are not one, and objects no one named.
    expect(foundObject('My glass of wine had something floating in it.', 'en')).toBeNull();
    expect(foundObject('There was something crunchy that should not be there.', 'en')).toBeNull();
  });

  it('names the object in the draft instead of "a foreign object"', async () => {
    const en = await draft('Found a hair in my braised lamb shank and nobody apologised.', 2);
    expect(en).toMatch(/the hair you found in your food/);
    expect(en).not.toMatch(/foreign object/);
    const fr = await draft('J’ai trouvé un cheveu dans la soupe à l’oignon. Dégoûtant.', 1);
    expect(fr).toMatch(/le cheveu trouvé dans votre plat/);
  });

  it('names an insect, with the French participle agreeing', async () => {
    expect(foundObject('There was a fly in my soup.', 'en')).toBe('the fly');
    expect(foundObject('Une coquerelle dans la salade!', 'fr')).toBe('l’insecte');
    expect(foundObject('Time flies when the soup is this good.', 'en')).toBeNull();
    const fr = await draft('Il y avait une mouche dans ma soupe à l’oignon. Dégueulasse.', 1);
    expect(fr).toMatch(/la mouche trouvée dans votre plat/);
  });

  // The engine apologises for "the cleanliness of what we served you" after a hair or an insect,
  // and the draft checks read the same find: the engine's own draft is not held for it.
  it('apologises for the cleanliness of a hair or an insect, and its checks agree', async () => {
    for (const [review, language] of [
      ['Found a bandage in my lamb shank. Gross. The waiter shrugged.', 'en'],
      [
        'Il y avait un cheveu dans ma soupe à l’oignon, dégueulasse. Le serveur s’en fichait.',
        'fr',
      ],
      ['There was a fly in my soup and the server just laughed.', 'en'],
      ['Y avait une mouche dans ma soupe à l’oignon, pis le serveur a juste ri.', 'fr'],
    ] as const) {
      const reply = await draft(review, 1);
      expect(reply).toMatch(
        /cleanliness of what we served|propreté de ce que nous vous avons servi/,
      );
      const checks = verifyDraft(reply, analysedRequest(place, review, 1), { language });
      for (const check of ['no-invented-complaint', 'incidents-addressed'])
        expect(checks.find((c) => c.check === check)).toMatchObject({ passed: true });
    }
    // Glass says nothing of hygiene: no apology for cleanliness.
    const glass = await draft('A shard of glass in my lamb shank! The server shrugged.', 1);
    expect(glass).not.toMatch(/cleanliness/);
  });
});

describe('a companion who fell ill', () => {
  it('is named instead of the guest, and the draft passes its checks', async () => {
    const cases: [string, 'en' | 'fr', RegExp][] = [
      ['My husband was sick all night after the lamb shank.', 'en', /your husband’s illness/],
      [
        'Mon chum a été malade toute la nuit après la soupe à l’oignon.',
        'fr',
        /que votre conjoint ait été malade/,
      ],
      ['Ma fille a vomi toute la nuit après le repas.', 'fr', /que votre fille ait été malade/],
    ];
    for (const [text, language, named] of cases) {
      const reply = await draft(text, 1);
      expect(reply).toMatch(named);
      const checks = verifyDraft(reply, analysedRequest(place, text, 1), { language });
      expect(checks.filter((c) => !c.passed)).toEqual([]);
    }
  });

  it('stays the guest when they were the one ill', async () => {
    const reply = await draft('I was sick all night after the lamb shank.', 1);
    expect(reply).toMatch(/the illness after your meal/);
  });
});
