import { describe, expect, it } from 'vitest';
import { APOLOGY, apologySentences, drafterFor } from '../../test/draft-requests.ts';

// An invented bistro, its menu and roster: nothing here comes from the evaluation corpus.
const MENU = [
  { name: 'Croque-monsieur', aliases: ['croque'] },
  { name: 'Mussels and fries', aliases: ['moules-frites', 'mussels'] },
  { name: 'Onion soup', aliases: ['soupe à l’oignon'] },
];
const STAFF = [{ name: 'Bastien Roy', role: 'server', aliases: [] }];

const PLACE = {
  name: 'Bistro Fauve',
  locationName: 'Canal',
  authorName: 'Noor Haddad',
  menu: MENU,
  staff: STAFF,
};
const draft = drafterFor(PLACE);
/** The apologising sentences of a draft, together. */
const apologies = (text: string) => apologySentences(text).join(' ');

describe('every complaint of a review is named in an apology', () => {
  it('names the service beside the wait when a server was rude, in one sentence', async () => {
    for (const [text, words] of [
      [
        'We waited 50 minutes for our mains and the server was rude when we asked about them.',
        [/wait/, /service/],
      ],
      [
        'Une heure d’attente pour les plats et le serveur a été franchement impoli avec nous.',
        [/attente/, /service/],
      ],
      [
        'Une heure d’attente pour nos assiettes pis le serveur était bête comme ses pieds.',
        [/attente/, /service/],
      ],
    ] as const) {
      const reply = await draft(text, 1);
      const sorry = apologies(reply);
      for (const word of words) expect(sorry, reply).toMatch(word);
    }
  });

  it('hears a bill charged for what nobody ordered, and crumbs left on the seats', async () => {
    for (const [text, word] of [
      ['They charged us for two glasses of wine we never ordered. Dinner itself was fine.', /bill/],
      ['On nous a facturé deux cafés jamais commandés. Le repas était correct.', /addition/],
      ['Crumbs all over the banquette when we sat down, and the soup was good.', /clean|tidy/],
      [
        'Des miettes partout sur la banquette en arrivant, sinon la soupe était bonne.',
        /propret|propre|nettoy/,
      ],
    ] as const) {
      const reply = await draft(text, 2);
      expect(apologies(reply), reply).toMatch(word);
    }
  });

  it('names the review’s other complaints after an incident, briefly and once', async () => {
    for (const [text, word] of [
      [
        'There was a piece of plastic in my croque. The server shrugged and walked away.',
        /service/,
      ],
      [
        'Un morceau de plastique dans mon croque-monsieur. Le serveur a été impoli et ne s’est jamais excusé.',
        /service/,
      ],
      [
        'Un bout de plastique dans mon croque-monsieur. Pis le serveur était bête, il s’est même pas excusé.',
        /service/,
      ],
    ] as const) {
      const reply = await draft(text, 1);
      const sentences = reply.split(/(?<=[.!?])\s+/);
      const incident = sentences.findIndex((s) => /object|objet|plastic|plastique/i.test(s));
      const other = sentences.findIndex((s) => APOLOGY.test(s) && word.test(s));
      expect(incident, reply).toBeGreaterThanOrEqual(0);
      // The other complaint comes after the incident's own line, in a sentence of its own.
      expect(other, reply).toBeGreaterThan(incident);
      expect(
        sentences.filter((s) => word.test(s) && APOLOGY.test(s)),
        reply,
      ).toHaveLength(1);
    }
  });

  it('does not blame the service after an incident when the staff made amends', async () => {
    for (const text of [
      'Found a piece of glass in my croque. The server apologized and comped it right away.',
      'Un éclat de verre dans mon croque-monsieur. Le serveur s’est excusé tout de suite.',
    ]) {
      const reply = await draft(text, 1);
      expect(apologies(reply), reply).not.toMatch(/service/i);
    }
  });

  it('keeps French articles with several complaints named together', async () => {
    const reply = await draft(
      'Une heure d’attente, un serveur impoli et une salle tellement bruyante. Décevant.',
      1,
    );
    const sorry = apologies(reply);
    expect(sorry, reply).toMatch(/l’attente/);
    expect(sorry, reply).toMatch(/le service/);
    expect(sorry, reply).not.toMatch(/\b(?:pour|de) (?:attente|service)\b/);
  });

  it('names an allergic reaction with the meal it followed, in English and in French', async () => {
    const allergy = await draft(
      'I told the server about my sesame allergy and there was tahini in the sauce. Had to use my EpiPen.',
      1,
    );
    expect(apologies(allergy), allergy).toMatch(/meal|food/);
    const allergique = await draft(
      'J’avais dit au serveur que je suis allergique aux arachides. Réaction en sortant, EpiPen.',
      1,
    );
    expect(apologies(allergique), allergique).toMatch(/repas/);
  });

  it('apologises at five stars for the one gripe a guest singles out, and only then', async () => {
    for (const [text, word] of [
      [
        'Dîner parfait, la soupe à l’oignon à tomber et Bastien aux petits soins. Seul bémol, la musique un peu forte en fin de soirée.',
        /musique/,
      ],
      [
        'Perfect night, the croque was great and Bastien was lovely. Only gripe: the music got a little loud later on.',
        /music|noise/,
      ],
    ] as const) {
      const reply = await draft(text, 5);
      expect(apologies(reply), reply).toMatch(word);
    }
    const story = await draft(
      'Perfect night, the croque was great. The music got going later and Bastien danced with us!',
      5,
    );
    expect(apologies(story), story).toBe('');
  });
});
