import { describe, expect, it } from 'vitest';
import { analysedRequest, apologySentences, drafterFor } from '../../test/draft-requests.ts';
import { createBuiltinReplyEngine } from './reply-engine.ts';

// An invented brasserie, its menu and roster: nothing here comes from the evaluation corpus.
const PLACE = {
  name: 'Brasserie Lune',
  locationName: 'Saint-Henri',
  authorName: 'Noor Haddad',
  menu: [
    { name: 'Bavette frites', aliases: ['bavette'] },
    { name: 'Caesar salad', aliases: [] },
    { name: 'Caesar cocktail', aliases: [] },
    { name: 'Gnocchi', aliases: [] },
  ],
  staff: [{ name: 'Ingrid Solberg', role: 'server', aliases: [] }],
};
const draft = drafterFor(PLACE);
const sorry = (reply: string) => apologySentences(reply).join(' ');
const GLUTEN_FREE = 'Gluten-free pasta on request. / Pâtes sans gluten sur demande.';

describe('complaints named as the guest told them', () => {
  it('answers a steak cooked wrong and nothing comped, and no salad named only to tell Caesars apart', async () => {
    const reply = await draft(
      'Disappointing. Bavette frites ordered medium rare, arrived well done. Server was apologetic but nothing was taken off the bill. The only good thing was the Caesar - the cocktail, not the salad.',
      2,
    );
    expect(reply).not.toMatch(/salad/i);
    expect(sorry(reply), reply).toMatch(/bavette/i);
    expect(sorry(reply), reply).toContain('not cooked the way you ordered it');
    expect(sorry(reply), reply).toContain('not taking anything off your bill');
  });

  it('hears a long wait beside the bill’s amount as the wait and the price, not a wait to pay (EN, FR)', async () => {
    for (const [text, waited] of [
      [
        'The gnocchi were lovely. But we waited an hour on a Tuesday and the bill was over $90 for two.',
        /\bthe wait\b/,
      ],
      [
        'Les gnocchis étaient bons. Mais 1 h 15 d’attente avec réservation pis une addition de 110 $ pour deux.',
        /attente malgré votre réservation/,
      ],
    ] as const) {
      const reply = await draft(text, 2);
      expect(sorry(reply), reply).toMatch(waited);
      expect(sorry(reply), reply).not.toMatch(/wait for the bill|attente pour payer/);
    }
    const paying = await draft('Food was fine but we waited 25 minutes for the bill.', 2);
    expect(sorry(paying), paying).toContain('the wait for the bill');
  });

  it('names a booking gone wrong told in the sentence after the booking (EN, FR)', async () => {
    for (const [text, said] of [
      [
        'Came with 12 for a birthday, booked weeks ahead. They put us at two separate tables across the room.',
        'booking',
      ],
      [
        'On était 10, on avait réservé il y a un mois. On nous a séparés sur deux tables.',
        'réservation',
      ],
    ] as const) {
      const reply = await draft(text, 2);
      expect(sorry(reply), reply).toContain(said);
    }
  });

  it('names a wrong bill and being argued with, not the prices (EN, FR)', async () => {
    for (const [text, said] of [
      [
        'The manager argued with us over a bill that was wrong by $40. We were right.',
        'the error in the amount of the bill',
      ],
      [
        "L'addition était fausse de 40 euros et le serveur s'est obstiné avec nous.",
        'l’erreur sur le montant de l’addition',
      ],
    ] as const) {
      const reply = await draft(text, 1);
      expect(sorry(reply), reply).toContain(said);
      expect(sorry(reply), reply).toMatch(/argument|tenu tête/);
      expect(sorry(reply), reply).not.toMatch(/\bprices?\b|\bprix\b/i);
    }
  });

  it('answers a call hung up on, and the question the guest called with, from the facts (EN, FR)', async () => {
    const engine = createBuiltinReplyEngine();
    for (const [text, said, answer] of [
      [
        "1 star for the phone manners. Called to ask about gluten free options and the person who answered sighed, said 'look at the menu online' and hung up.",
        'on the phone',
        /gluten-free pasta on request/i,
      ],
      [
        "J'ai appelé pour savoir si vous aviez des options sans gluten et on m'a raccroché au nez.",
        'au téléphone',
        /pâtes sans gluten sur demande/i,
      ],
    ] as const) {
      const request = analysedRequest(PLACE, text, 1);
      const reply = await engine.draftReply({ ...request, facts: { 'gluten-free': GLUTEN_FREE } });
      expect(sorry(reply), reply).toContain(said);
      expect(reply).toMatch(answer);
    }
  });

  it('hears arriving late as no wait, and names the cold welcome (FR, EN)', async () => {
    for (const [text, said] of [
      [
        "Accueil glacial de la directrice de salle quand on est arrivés avec 5 minutes de retard. Les gnocchis étaient bons mais l'ambiance était gâchée.",
        'l’accueil glacial',
      ],
      [
        'Frosty welcome from the host when we arrived 10 minutes late. The gnocchi was good, the evening was not.',
        'the cold welcome',
      ],
    ] as const) {
      const reply = await draft(text, 2);
      expect(sorry(reply), reply).toContain(said);
      expect(sorry(reply), reply).not.toMatch(/attente|wait/i);
    }
  });

  it('takes no complaint from what other reviews said', async () => {
    const reply = await draft(
      'We had read a review calling it overpriced and nearly did not come. Glad we did: the gnocchi was lovely.',
      5,
    );
    expect(apologySentences(reply), reply).toEqual([]);
  });
});
