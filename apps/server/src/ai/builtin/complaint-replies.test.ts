import { describe, expect, it } from 'vitest';
import { apologySentences, drafterFor } from '../../test/draft-requests.ts';
import { hazardIn } from './hazards.ts';

// An invented café, its menu and roster: nothing here comes from the evaluation corpus.
const MENU = [
  { name: 'Tarte au citron', aliases: ['Lemon tart'] },
  { name: 'Gnocchi', aliases: [] },
  { name: 'Pork belly bao', aliases: ['bao'] },
];
const STAFF = [{ name: 'Ingrid Solberg', role: 'server', aliases: [] }];

const PLACE = {
  name: 'Café Aurore',
  locationName: 'Old Port',
  authorName: 'Tess Moreau',
  menu: MENU,
  staff: STAFF,
};
const draft = drafterFor(PLACE);
const apologies = apologySentences;

describe('complaints answered as the guest made them', () => {
  it('names a slow wait to pay as that wait, never as the prices or the service', async () => {
    for (const [text, said] of [
      [
        'Lovely lemon tart and great coffee. Only gripe: we waited ages to pay the bill.',
        'the wait for the bill',
      ],
      [
        'Très bons gnocchis, portions généreuses. Seul bémol : on attend longtemps pour payer.',
        'l’attente pour payer',
      ],
      [
        'Les gnocchis étaient malades! Par contre on a attendu 25 minutes pour payer.',
        'l’attente pour payer',
      ],
    ] as const) {
      const reply = await draft(text, 4);
      const sorry = apologies(reply).join(' ');
      expect(sorry, reply).toContain(said);
      expect(sorry, reply).not.toMatch(/price|prix|service/i);
    }
  });

  it('reads a bill that stings as the price, not the service (fr-FR, fr-CA, EN)', async () => {
    for (const [text, said] of [
      ["Les plats sont bons mais l'addition pique. Le gnocchi à 31 euros, vraiment ?", 'addition'],
      ["La bouffe était bonne mais l'addition était pas mal salée pour ce que c'est.", 'addition'],
      ['The food was good but the bill was way too steep for what we got.', 'bill'],
    ] as const) {
      // Regretted or only heard (the guest was torn), it is the bill the reply names.
      const reply = await draft(text, 3);
      expect(reply).toContain(said);
      expect(apologies(reply).join(' '), reply).not.toMatch(/service/i);
    }
  });

  it('never apologises for the one thing the guest singled out as good', async () => {
    for (const text of [
      'Cold gnocchi, rude staff, sticky table. The only good thing was the lemon tart.',
      'Très déçus. Gnocchis trop gras, serveur désagréable. Seul point positif : la tarte au citron.',
      'Des gnocchis froids pis un service bête. Seule bonne chose : la tarte au citron.',
    ]) {
      const reply = await draft(text, 2);
      for (const sentence of apologies(reply)) expect(sentence, reply).not.toMatch(/tart/i);
    }
  });

  it('makes no apology at five stars when nothing was criticised', async () => {
    for (const text of [
      'Ingrid found us a table despite the crowd. The gnocchi were perfect.',
      "Très bien reçus par Ingrid, qui nous a trouvé une table malgré l'affluence. Les gnocchis étaient parfaits.",
      'Ingrid nous a trouvé une place malgré le rush. Le bao était malade!',
    ]) {
      const reply = await draft(text, 5);
      expect(apologies(reply), reply).toEqual([]);
      expect(reply).not.toMatch(/prix|price/i);
    }
  });

  it('answers a hazard the guest warns about by name, seriously', async () => {
    for (const [text, said] of [
      [
        "Great bao. The washroom floor was soaked and I nearly went flying, someone's going to get hurt.",
        'the wet washroom floor',
      ],
      [
        "Bonne bouffe, mais le plancher des toilettes était tout mouillé, j'ai failli tomber.",
        'le sol mouillé des toilettes',
      ],
      [
        'Très bonne tarte au citron. Attention, la chaise était cassée, on aurait pu se blesser.',
        'la chaise cassée',
      ],
    ] as const) {
      const reply = await draft(text, 4);
      expect(apologies(reply).join(' '), reply).toContain(said);
      expect(reply).not.toMatch(/atmosphere|ambiance/i);
    }
  });
});

describe('hazards named as the reply says them', () => {
  it('names wet floors, broken chairs and exposed wires in the reply language', () => {
    expect(hazardIn('The floor by the bar was slippery wet.', 'en')).toBe('the wet floor');
    expect(hazardIn('There are exposed wires hanging by the patio heater.', 'en')).toBe(
      'the exposed wiring',
    );
    expect(hazardIn('Des fils électriques à nu près de la terrasse.', 'fr')).toBe(
      'les fils électriques à nu',
    );
    expect(hazardIn('The floor was spotless and the chairs comfy.', 'en')).toBeNull();
  });
});
