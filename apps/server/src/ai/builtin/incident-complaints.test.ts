import { describe, expect, it } from 'vitest';
import { apologySentences, drafterFor } from '../../test/draft-requests.ts';

// An invented bistro, its menu and roster: nothing here comes from the evaluation corpus.
const MENU = [
  { name: 'Hazelnut tart', aliases: ['tarte aux noisettes'] },
  { name: 'Cast-iron gnocchi', aliases: ['gnocchis en poêlon', 'gnocchi'] },
  { name: 'Trout amandine', aliases: ['truite amandine', 'trout'] },
];
const STAFF = [{ name: 'Odile Marchand', role: 'server', aliases: [] }];

const PLACE = {
  name: 'Le Pommier Roux',
  locationName: 'Lachine',
  authorName: 'Ines Carvalho',
  menu: MENU,
  staff: STAFF,
};
const draft = drafterFor(PLACE);
/** The apologising sentences of a draft, together. */
const apologies = (text: string) => apologySentences(text).join(' ');
/** What an incident reply must never sound like. */
const CHEER = /!|great|glad|ravis|heureux|enchanté|delighted/i;

describe('incident replies name what the service did, in the guest’s terms', () => {
  it('names the allergy the guest had told the server about', async () => {
    for (const [text, words] of [
      [
        'I told our waitress twice that I cannot eat tree nuts. The hazelnut tart came anyway and my throat closed up; we spent the night in the ER.',
        /allergy you had told us about/,
      ],
      [
        'J’avais prévenu la serveuse de mon allergie aux noix. La tarte aux noisettes est arrivée quand même et j’ai fini à l’urgence avec de l’urticaire.',
        /allergie signalée/,
      ],
    ] as const) {
      const reply = await draft(text, 1);
      expect(apologies(reply), reply).toMatch(words);
      expect(reply).not.toMatch(CHEER);
    }
  });

  it('names a response that shrugged the incident off, not "the service" alone', async () => {
    for (const [text, words] of [
      [
        'My son burned his palm on the cast-iron gnocchi pan. The server just shrugged and nobody apologised.',
        /how our service handled your concern/,
      ],
      [
        'Mon conjoint s’est brûlé sur le poêlon des gnocchis. Personne ne s’est excusé, la serveuse a tourné les talons.',
        /façon dont notre service a reçu votre plainte/,
      ],
      [
        'Got sick all night after the trout. Phoned the next morning and the woman on the phone laughed at me.',
        /how our service answered your call/,
      ],
    ] as const) {
      const reply = await draft(text, 1);
      const sorry = apologies(reply);
      expect(sorry, reply).toMatch(words);
      expect(sorry).not.toMatch(/\b(?:the service|le service)\b/);
      expect(reply).not.toMatch(CHEER);
    }
  });

  it('names a scalding dish set down without a warning as the server’s missing warning', async () => {
    for (const [text, words] of [
      [
        'The gnocchi came in a screaming-hot pan, set down without any warning, and my daughter burned her wrist on it.',
        /missing warning from our server/,
      ],
      [
        'Le poêlon de gnocchis a été posé sans prévenir qu’il sortait du four; brûlure au poignet pour ma fille.',
        /mise en garde de notre serveur/,
      ],
    ] as const) {
      const reply = await draft(text, 1);
      expect(apologies(reply), reply).toMatch(words);
    }
  });

  it('names the cleanliness of what was served when the object found speaks of hygiene', async () => {
    for (const [text, words] of [
      [
        'There was a curly hair cooked into my trout amandine. Disgusting.',
        /cleanliness of what we served you/,
      ],
      [
        'Un pansement dans ma tarte aux noisettes. Franchement dégoûtant.',
        /propreté de ce que nous vous avons servi/,
      ],
    ] as const) {
      const reply = await draft(text, 1);
      expect(apologies(reply), reply).toMatch(words);
      expect(reply).not.toMatch(CHEER);
    }
    // A shard of glass is a danger, not a matter of hygiene.
    const glass = await draft('A shard of glass in my gnocchi. I cut my lip on it.', 1);
    expect(apologies(glass), glass).not.toMatch(/cleanliness/);
  });

  it('says nothing of the service when the guest did not mention it', async () => {
    const reply = await draft(
      'Found a sliver of glass in the trout amandine and cut my gum. Please check your kitchen.',
      1,
    );
    expect(apologies(reply), reply).not.toMatch(/service|server/);
  });
});

describe('bookings and seating are named as what they are', () => {
  it('names a lost booking without adding the service', async () => {
    for (const [text, words] of [
      [
        'We booked online for eight, had the confirmation, and at the door they had no record of it. Tart was nice at least.',
        /booking/,
      ],
      [
        'Réservation confirmée par courriel, et sur place aucune trace de notre réservation. On a mangé au comptoir.',
        /réservation/,
      ],
      [
        'Nous avions réservé pour 8 et on nous a donné une table pour 5, serrés comme des sardines. Truite correcte.',
        /réservation/,
      ],
    ] as const) {
      const reply = await draft(text, 2);
      expect(apologies(reply), reply).toMatch(words);
      expect(reply).not.toMatch(/\b(?:the service|le service|service team)\b/);
    }
  });

  it('names a table handed out by the host as the table, not the service', async () => {
    for (const [text, words] of [
      [
        'The host put us right next to the washroom door though the room was half empty. Trout was decent.',
        /table you were given/,
      ],
      [
        'L’hôtesse nous a placés juste à côté des toilettes alors que la salle était à moitié vide. Truite correcte.',
        /table qu’on vous a donnée/,
      ],
    ] as const) {
      const reply = await draft(text, 2);
      expect(apologies(reply), reply).toMatch(words);
      expect(reply).not.toMatch(/\b(?:the service|le service)\b/);
    }
  });

  it('names a table not ready at the booked hour as the wait despite the booking', async () => {
    for (const [text, words] of [
      [
        'We had a reservation for 7 and were only seated at 7:45. Nobody told us why. Gnocchi were good.',
        /booking/,
      ],
      [
        'Réservé pour 19 h, installés à 19 h 50, sans explication. Les gnocchis étaient bons.',
        /réservation/,
      ],
    ] as const) {
      const reply = await draft(text, 2);
      expect(apologies(reply), reply).toMatch(words);
      expect(reply).not.toMatch(/\b(?:the service|le service)\b/);
    }
  });
});
