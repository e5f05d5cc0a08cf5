import { describe, expect, it } from 'vitest';
import { createBuiltinReplyEngine } from './reply-engine.ts';
import { dishVerdict } from './dish-verdict.ts';
import { unfaulted } from './unfaulted-terms.ts';
import { fold } from './text.ts';
import {
  apologySentences,
  drafterFor,
  requestWith,
  signalsWith,
} from '../../test/draft-requests.ts';

/*
 * Drafts that apologise only for what the guest criticised and thank only for what they praised
 * (issue #34). An invented diner: nothing here comes from the evaluation corpus.
 */
const draft = drafterFor({
  name: 'Café Lanterne',
  locationName: 'Rosemont',
  authorName: 'Maude Lavoie',
  menu: [
    { name: 'Croque-madame', aliases: ['croque'] },
    { name: 'Pain perdu aux pommes', aliases: ['pain perdu', 'french toast'] },
    { name: 'Latte à la cardamome', aliases: ['cardamom latte'] },
  ],
  staff: [{ name: 'Ines Caron', role: 'server', aliases: [] }],
});
const apologies = (text: string) => apologySentences(text).join(' ');

describe('lukewarm words are not thanked as kind words', () => {
  it('answers "fine, nothing special" without "kind words" (en, fr-FR, fr-CA)', async () => {
    for (const text of [
      "Fine for a quick lunch if you're around. Nothing I'd go out of my way for.",
      'The french toast was fine. Decent coffee. Nothing to write home about.',
      'Correct pour un déjeuner rapide, sans plus. Je ne ferais pas le détour.',
      'Le pain perdu était correct, pas pire, mais rien pour revenir exprès.',
    ]) {
      const reply = await draft(text, 3);
      expect(reply, reply).not.toMatch(/kind words|gentils mots|beaux mots|bons mots/i);
    }
  });
});

describe('a dish read under the room is not thanked as the atmosphere', () => {
  it('thanks no atmosphere when the only praise of it is a dish', async () => {
    const engine = createBuiltinReplyEngine();
    const text =
      'Came on a Saturday and it was chaos. 50 min wait even with a booking. The croque was good tho.';
    const reply = await engine.draftReply(
      requestWith({
        text,
        rating: 2,
        analysis: {
          sentiment: { label: 'negative', score: -0.6 },
          categories: [
            { category: 'wait', polarity: 'negative' },
            { category: 'ambience', polarity: 'positive' },
          ],
          aspects: [
            {
              category: 'ambience',
              polarity: 'positive',
              term: 'croque',
              snippet: 'The croque was good tho.',
            },
          ],
          menuItems: [
            { item: 'Croque-madame', polarity: 'positive', snippet: 'The croque was good tho.' },
          ],
          signals: signalsWith({}),
        },
      }),
    );
    expect(reply, reply).not.toMatch(/atmosphere|ambience|ambiance|room/i);
  });
});

describe('food and drinks faulted in a few words are named as the guest said them', () => {
  it('apologises for the cold eggs and the lukewarm coffee by name (en, fr-CA)', async () => {
    const en = await draft('Took forever to get served. Cold eggs. Lukewarm coffee.', 1);
    expect(apologies(en), en).toMatch(/cold eggs/);
    expect(apologies(en), en).toMatch(/lukewarm coffee/);
    const fr = await draft('Service lent en maudit. Des œufs froids pis des crêpes molles.', 1);
    expect(apologies(fr), fr).toMatch(/œufs froids|crêpes molles/);
  });
});

describe('a refusal to serve in French is named as what it is', () => {
  it('names the language in the apology, not "the service" alone (fr-CA, fr-FR, en)', async () => {
    for (const [text, word] of [
      [
        'Le serveur a fait semblant de pas comprendre quand j’ai demandé l’addition en français. Bravo.',
        /en français/,
      ],
      [
        'Accueil en anglais seulement, au centre-ville de Québec. On repassera pour le respect.',
        /en français/,
      ],
      [
        'Our server refused to speak French to my mother and rolled his eyes when she tried. In Montreal.',
        /in French/,
      ],
    ] as const) {
      const reply = await draft(text, 1);
      expect(reply, reply).toMatch(word);
    }
  });
});

describe('what a clause says is no fault of the restaurant is not apologised for', () => {
  it('keeps no complaint in a tautology, a wait elsewhere, a cold beer, a usual price', () => {
    const read = (category: string, term: string, clause: string) =>
      unfaulted(category, fold(term), fold(clause), false);
    expect(read('food', 'nachos', 'Nachos were nachos')).toBe('neutral');
    expect(read('food', 'poutine', 'Une poutine, c’est une poutine')).toBe('neutral');
    expect(read('wait', 'waiting', 'grabbed a pint while waiting for our bus')).toBe('neutral');
    expect(read('wait', 'attente', 'en attendant le traversier')).toBe('neutral');
    expect(read('drinks', 'bière', 'La bière était bien froide')).toBe('positive');
    expect(read('price', 'prices', "Prices are about what you'd expect downtown")).toBe('neutral');
    expect(read('price', 'prix', 'Les prix sont dans la moyenne du quartier')).toBe('neutral');
    expect(read('food', 'pizza', 'The pizza was a sad pizza')).toBeNull();
  });

  it('does not apologise for a wait when the minutes were spent finding parking (en, fr)', async () => {
    for (const text of [
      'Great brunch and lovely staff. Only gripe is parking, we circled for 25 minutes.',
      'Super brunch, personnel adorable. Seul bémol: le stationnement, on a tourné en rond 20 minutes.',
    ]) {
      const reply = await draft(text, 4);
      expect(apologies(reply), reply).not.toMatch(/wait|attente/);
    }
  });

  it('does not apologise for the food when only its price was faulted', async () => {
    for (const text of [
      "It's ok. Nice for a drink on the terrace, food is a bit pricey for what it is.",
      'Prices are about what you would expect around here. Nachos were nachos, beer was cold.',
    ]) {
      const reply = await draft(text, 3);
      expect(apologies(reply), reply).not.toMatch(/food|nachos|beer|drinks/);
    }
  });
});

describe('being shown the door is no wait', () => {
  it('apologises for the rush, not a wait outside (fr-CA, en)', async () => {
    for (const text of [
      'Le serveur nous a quasiment mis dehors à 21 h 45, la cuisine fermait à 22 h. Jamais vu ça.',
      'The host basically kicked us out at 9:45 because the kitchen closed at 10. Never again.',
    ]) {
      const reply = await draft(text, 1);
      expect(apologies(reply), reply).not.toMatch(/wait|attente/);
    }
  });
});

describe('a dish the words praise is not apologised for on the catalogue match alone', () => {
  const term = (t: string, polarity: 'positive' | 'negative') => ({
    category: 'food',
    polarity,
    term: t,
    snippet: '',
  });
  it('doubts a match read as criticised in a sentence that praises it, keeps a later fault', () => {
    const item = {
      item: 'Bouillabaisse du port',
      polarity: 'negative' as const,
      snippet: 'The fish soup is thick and full of mussels.',
    };
    expect(dishVerdict(item, [term('fish soup', 'positive'), term('mussels', 'positive')])).toBe(
      'conflict',
    );
    expect(
      dishVerdict(item, [term('fish soup', 'positive'), term('bouillabaisse', 'negative')]),
    ).toBe('negative');
    expect(dishVerdict(item, [])).toBe('negative');
  });
});
