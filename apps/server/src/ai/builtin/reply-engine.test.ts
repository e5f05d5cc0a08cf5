import { describe, expect, it } from 'vitest';
import type { ReplyRequest, Tone } from '../engine.ts';
import { createBuiltinReplyEngine } from './reply-engine.ts';

const MENU = [
  'Poutine',
  'Crème brûlée',
  'Soupe à l’oignon',
  'Burger',
  'Burger végé',
  'Tarte Tatin',
  'Confit de canard',
];
const STAFF = ['Sophie', 'Marc', 'Léa', 'Rose'];
const TONES: Tone[] = ['friendly', 'formal', 'fun', 'neutral'];

type Overrides = Partial<Omit<ReplyRequest, 'review' | 'restaurant'>> & {
  review?: Partial<ReplyRequest['review']>;
  restaurant?: Partial<ReplyRequest['restaurant']>;
};

function request(overrides: Overrides = {}): ReplyRequest {
  const { review, restaurant, ...rest } = overrides;
  return {
    review: {
      text: 'Lovely evening, great food.',
      rating: 5,
      authorName: 'Marie Tremblay',
      language: null,
      source: 'google',
      ...review,
    },
    restaurant: {
      name: 'Bistro Lumière',
      locationName: 'Plateau',
      tone: 'friendly',
      instructions: null,
      signOff: null,
      ...restaurant,
    },
    menu: MENU,
    staff: STAFF,
    recentOpenings: [],
    maxLength: 600,
    ...rest,
  };
}

const engine = createBuiltinReplyEngine();
const draft = (overrides: Overrides = {}) => engine.draftReply(request(overrides));

// Written independently of the engine: what a reader would look for.
const firstSentence = (text: string) => (text.split(/(?<=[.!?])\s/)[0] ?? text).trim();
const key = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const isFrench = (text: string) =>
  /\b(nous|vous|merci|votre)\b/i.test(text) && !/\b(we|you|thank|the)\b/i.test(text);
const isEnglish = (text: string) =>
  /\b(we|you|thank|thanks|the)\b/i.test(text) && !/\b(nous|vous|merci)\b/i.test(text);
const APOLOGY = /\b(sorry|apologi[sz]e|apologies|regret)\b|désolé|excuses|navré|regrett/i;
const INVITATION =
  /write to us|get in touch|contact us|drop us a line|ask for the manager|écrivez-nous|nous écrire|nous contacter|communiquer avec nous|parler à la direction|demandez le responsable|parler au responsable|la direction/i;
const COMPENSATION =
  /refund|free|discount|voucher|gift card|complimentary|on us|on the house|rembours|gratuit|offert|offrir|réduction|rabais|bon d['’]achat|carte-cadeau/i;
const CONTACT_DETAILS = /@|\bhttps?:|\d{3}[\s.-]?\d{3}[\s.-]?\d{4}/;

describe('builtin reply engine: language', () => {
  it('answers an English review in English and a French one in French, with "vous"', async () => {
    for (const tone of TONES) {
      const en = await draft({
        review: { text: 'Great dinner, the staff were lovely.' },
        restaurant: { tone },
      });
      expect(isEnglish(en), en).toBe(true);
      const fr = await draft({
        review: { text: 'Très bon souper, le personnel était adorable et les plats délicieux.' },
        restaurant: { tone },
      });
      expect(isFrench(fr), fr).toBe(true);
      expect(fr).toMatch(/\b(vous|votre|vos)\b/);
      expect(fr).not.toMatch(/\b(tu|te|toi|ton|ta|tes)\b/i);
    }
  });

  it('follows the declared language, and the instructions when the review has no text', async () => {
    const declared = await draft({ review: { text: 'Super!', language: 'fr' } });
    expect(isFrench(declared), declared).toBe(true);
    const ratingOnly = await draft({
      review: { text: '', rating: 5 },
      restaurant: { instructions: 'Répondez toujours avec chaleur et simplicité.' },
    });
    expect(isFrench(ratingOnly), ratingOnly).toBe(true);
  });

  it('answers a terse English review in English at a restaurant that replies in French by default', async () => {
    const french = { defaultLanguage: 'fr' as const };
    for (const text of ['yum', 'Meh.', '🔥🔥🔥 lobster roll']) {
      const reply = await draft({ review: { text, rating: 4 }, restaurant: french });
      expect(isEnglish(reply), `${text}: ${reply}`).toBe(true);
    }
    for (const text of ['Bof.', 'Miam 😋']) {
      const reply = await draft({
        review: { text, rating: 4 },
        restaurant: { defaultLanguage: 'en' },
      });
      expect(isFrench(reply), `${text}: ${reply}`).toBe(true);
    }
    // An emoji or a word both languages use tells nothing: the restaurant's default language.
    for (const text of ['👍👍', 'Top!']) {
      const reply = await draft({ review: { text, rating: 5 }, restaurant: french });
      expect(isFrench(reply), `${text}: ${reply}`).toBe(true);
    }
  });
});

describe('builtin reply engine: greeting', () => {
  it('greets a real first name in the opening sentence, capitalised', async () => {
    for (const [author, name] of [
      ['Marie Tremblay', 'Marie'],
      ['jean-françois roy', 'Jean-François'],
      ['KEVIN', 'Kevin'],
      ['Émilie G.', 'Émilie'],
    ] as const) {
      for (const tone of TONES) {
        const reply = await draft({ review: { authorName: author }, restaurant: { tone } });
        expect(firstSentence(reply), reply).toContain(name);
      }
    }
  });

  it('does not greet platform placeholders, initials or nicknames', async () => {
    for (const author of [
      'A Google User',
      'J.D.',
      'JD',
      'Anonymous',
      'FoodieMTL',
      'user123',
      null,
    ]) {
      for (const tone of TONES) {
        const reply = await draft({ review: { authorName: author }, restaurant: { tone } });
        for (const word of (author ?? '').split(/[\s.]+/).filter((w) => w.length > 1))
          expect(reply.toLowerCase(), reply).not.toContain(` ${word.toLowerCase()}`);
        expect(reply).not.toMatch(/\{|\}|\[|\]/);
      }
    }
  });
});

describe('builtin reply engine: what the review says', () => {
  it('names the dishes and staff the review names, spelled as in the catalogue', async () => {
    const reply = await draft({
      review: {
        text: 'The creme brulee and the SOUPE A L’OIGNON were perfect, and lea was so kind!',
      },
    });
    // Named as the menu spells them, in lower case inside a sentence ("the crème brûlée").
    expect(reply.toLowerCase()).toContain('crème brûlée');
    expect(reply.toLowerCase()).toContain('soupe à l’oignon');
    expect(reply).toContain('Léa');
    for (const other of ['Poutine', 'Burger', 'Tarte Tatin', 'Confit de canard', 'Sophie', 'Marc'])
      expect(reply.toLowerCase()).not.toContain(other.toLowerCase());
  });

  it('prefers the longer dish name and leaves lower-case common words alone', async () => {
    const reply = await draft({
      review: { text: 'The burger vege was great. We had a glass of rose on the terrace.' },
    });
    expect(reply.toLowerCase()).toContain('burger végé');
    expect(reply.toLowerCase().replace('burger végé', '')).not.toContain('burger');
    expect(reply).not.toContain('Rose');
  });

  it('thanks praised staff by name, and answers criticism of staff without naming them', async () => {
    const praise = await draft({ review: { text: 'Sophie was amazing, so attentive!' } });
    expect(praise).toContain('Sophie');
    expect(praise).toMatch(/pass|thrilled|compliments|kind words|sees this|delighted|happy/);
    const critique = await draft({
      review: { text: 'Marc was rude and ignored us for twenty minutes.', rating: 2 },
    });
    expect(critique).not.toContain('Marc');
    expect(critique).toMatch(/service/);
  });

  it('never names a catalogue entry the review does not name', async () => {
    const texts = [
      'Great food and lovely staff.',
      'Cold food, long wait, rude service.',
      'Nous avons adoré la poutine. Service impeccable!',
      'Bruyant et trop cher pour ce que c’est.',
      '',
    ];
    for (const text of texts) {
      for (const rating of [1, 3, 5]) {
        const reply = await draft({ review: { text, rating } });
        for (const entry of [...MENU, ...STAFF]) {
          if (reply.includes(entry)) expect(key(text), reply).toContain(key(entry));
        }
      }
    }
  });
});

describe('builtin reply engine: complaints', () => {
  const complaints = [
    { text: 'Our food arrived cold and we waited 50 minutes for it.', rating: 1 },
    { text: 'Way too noisy, dirty tables and overpriced.', rating: 2 },
    { text: 'The food was fine but the server was rude.', rating: 3 },
    { text: 'Plats froids et attente interminable. Très déçus.', rating: 1 },
    { text: 'Trop cher et le serveur était impoli.', rating: 2 },
    { text: '', rating: 1 },
  ];

  it('apologise, name the problem and invite contact without promising anything', async () => {
    for (const tone of TONES) {
      for (const review of complaints) {
        const reply = await draft({ review, restaurant: { tone } });
        expect(reply, reply).toMatch(APOLOGY);
        expect(reply, reply).toMatch(INVITATION);
        expect(reply, reply).toContain('Bistro Lumière Plateau');
        expect(reply, reply).not.toMatch(COMPENSATION);
        expect(reply, reply).not.toMatch(CONTACT_DETAILS);
      }
    }
  });

  it('acknowledges the specific problems the review raises', async () => {
    const en = await draft({ review: complaints[0] });
    expect(en).toMatch(/food/);
    expect(en).toMatch(/wait|service/);
    const fr = await draft({ review: complaints[4] });
    expect(fr).toMatch(/rapport qualité-prix|prix/);
    expect(fr).toMatch(/service/);
  });

  it('offers compensation only when the instructions explicitly allow it', async () => {
    const allowed = await draft({
      review: complaints[0],
      restaurant: {
        instructions: 'For bad reviews, offer them a free dessert on their next visit.',
      },
    });
    expect(allowed).toContain('a free dessert on your next visit');
    const allowedFr = await draft({
      review: complaints[3],
      restaurant: { instructions: 'Vous pouvez offrir un dessert lors de leur prochaine visite.' },
    });
    expect(allowedFr).toContain('offrir un dessert lors de votre prochaine visite');
    const forbidden = await draft({
      review: complaints[0],
      restaurant: { instructions: 'Never offer refunds or free meals.' },
    });
    expect(forbidden).not.toMatch(COMPENSATION);
    const praise = await draft({
      restaurant: { instructions: 'Offer a free dessert to unhappy guests.' },
    });
    expect(praise).not.toMatch(COMPENSATION);
  });
});

describe('builtin reply engine: instructions', () => {
  it('mentions what the instructions ask, in English and in French, above two stars', async () => {
    for (const tone of TONES) {
      for (const rating of [5, 3]) {
        const en = await draft({
          review: { rating, text: rating > 3 ? 'Lovely dinner.' : 'The wait was long.' },
          restaurant: { tone, instructions: 'Always mention our new patio.' },
        });
        expect(en, en).toContain('our new patio');
        const oneOff = await draft({
          review: { rating },
          restaurant: { tone },
          additionalInstructions: 'mention our new patio',
        });
        expect(oneOff, oneOff).toContain('our new patio');
        const fr = await draft({
          review: { rating, text: 'Très bonne soirée, merci!' },
          restaurant: { tone, instructions: 'Mentionnez notre nouvelle terrasse.' },
        });
        expect(fr, fr).toContain('notre nouvelle terrasse');
        const crossed = await draft({
          review: { rating, text: 'Très bonne soirée, merci!' },
          restaurant: { tone, instructions: 'Mention our new patio.' },
        });
        expect(crossed, crossed).toContain('notre nouvelle terrasse');
      }
    }
  });

  it('never promotes on two stars or fewer, and says so when the person asked', async () => {
    const standing = await draft({
      review: { rating: 1, text: 'The wait was long.' },
      restaurant: { instructions: 'Always mention our new patio.' },
    });
    expect(standing).not.toContain('patio');
    const asked = await engine.draftWithNotes!(
      request({
        review: { rating: 2, text: 'The wait was long.' },
        additionalInstructions: 'mention our new patio',
      }),
    );
    expect(asked.text).not.toContain('patio');
    expect(asked.unfollowed).toEqual([{ instruction: 'our new patio', reason: 'promotion' }]);
  });

  it('signs with the sign-off, or with the name the instructions give', async () => {
    const signed = await draft({ restaurant: { signOff: 'The Lumière team' } });
    expect(signed.endsWith('The Lumière team')).toBe(true);
    const asked = await draft({
      restaurant: { signOff: 'The Lumière team' },
      additionalInstructions: 'Sign as Julie, General Manager.',
    });
    expect(asked.endsWith('Julie, General Manager')).toBe(true);
    const fr = await draft({
      review: { text: 'Excellent repas!' },
      restaurant: { instructions: 'Signez avec Camille.' },
    });
    expect(fr.endsWith('Camille')).toBe(true);
  });

  it('follows "no exclamation marks"', async () => {
    const reply = await draft({
      restaurant: { tone: 'fun', instructions: 'Do not use exclamation marks.' },
    });
    expect(reply).not.toContain('!');
  });
});

describe('builtin reply engine: variety and limits', () => {
  const reviews: Overrides['review'][] = [
    { text: '', rating: 5, authorName: null },
    { text: 'Great!', rating: 5, authorName: 'A Google User' },
    { text: 'Loved the poutine.', rating: 5, authorName: 'Kevin' },
    { text: 'Good but slow service.', rating: 4, authorName: null },
    { text: 'It was fine.', rating: 3, authorName: null },
    { text: 'Cold food.', rating: 1, authorName: null },
  ];

  it('never opens like any of the last 20 replies, over 30 replies in a row', async () => {
    for (const tone of TONES) {
      for (const language of ['en', 'fr']) {
        const openings: string[] = [];
        for (let i = 0; i < 30; i++) {
          // The hardest case: the same anonymous rating-only review, again and again.
          const review = i % 2 ? { text: '', rating: 5, authorName: null } : reviews[i % 6];
          const recentOpenings = openings.slice(-20);
          const reply = await draft({
            review: { ...review, language },
            restaurant: { tone },
            recentOpenings,
          });
          const opening = firstSentence(reply);
          expect(recentOpenings.map(key), reply).not.toContain(key(opening));
          openings.push(opening);
        }
      }
    }
  });

  it('stays within maxLength by dropping whole sentences', async () => {
    const busy = {
      text: 'Cold poutine, a 50 minute wait, a rude server, noisy room and overpriced burger. Sophie tried her best.',
      rating: 1,
    };
    const full = await draft({ review: busy, maxLength: 4000 });
    const sentences = full.split(/(?<=[.!?])\s+/).map(key);
    for (const maxLength of [400, 250, 160]) {
      const short = await draft({ review: busy, maxLength });
      expect(short.length).toBeLessThanOrEqual(maxLength);
      expect(short).toMatch(/[.!?]$/);
      for (const sentence of short.split(/(?<=[.!?])\s+/))
        expect(sentences).toContain(key(sentence));
    }
    const tiny = await draft({ review: busy, maxLength: 30 });
    expect(tiny.length).toBeLessThanOrEqual(30);
    expect(tiny.endsWith('…')).toBe(true);
    expect(full.startsWith(`${tiny.slice(0, -1)} `)).toBe(true);
  });

  it('writes a different reply when regenerating, every time', async () => {
    for (const review of reviews) {
      let previous: string | null = null;
      for (let i = 0; i < 5; i++) {
        const reply = await draft({ review, previousDraft: previous });
        if (previous) {
          expect(reply).not.toBe(previous);
          expect(key(firstSentence(reply))).not.toBe(key(firstSentence(previous)));
        }
        previous = reply;
      }
    }
  });

  it('is deterministic, and the seed option varies the wording', async () => {
    const seeded = createBuiltinReplyEngine({ seed: 42 });
    let differs = 0;
    for (const review of reviews) {
      const a = await draft({ review });
      expect(await createBuiltinReplyEngine().draftReply(request({ review }))).toBe(a);
      expect(await draft({ review })).toBe(a);
      if ((await seeded.draftReply(request({ review }))) !== a) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('keeps rating-only replies short and in the right mood', async () => {
    const happy = await draft({ review: { text: '', rating: 5 } });
    expect(happy.length).toBeLessThan(220);
    expect(happy).not.toMatch(APOLOGY);
    const unhappy = await draft({ review: { text: '', rating: 1 } });
    expect(unhappy).toMatch(APOLOGY);
    expect(unhappy).toMatch(INVITATION);
  });

  it('reads like prose: no placeholders, no double spaces, sentences capitalised', async () => {
    for (const tone of TONES) {
      for (const review of [...reviews, { text: 'Service très lent.', rating: 2 }]) {
        const reply = await draft({ review, restaurant: { tone, signOff: 'Julie' } });
        expect(reply.endsWith('\n\n— Julie'), reply).toBe(true);
        expect(reply.replace(/\n\n— Julie$/, '')).not.toMatch(/[{}[\]]|\s{2,}|\s[,.!?]|\.\./);
        for (const sentence of reply.split(/(?<=[.!?])\s+/))
          expect(sentence, reply).toMatch(/^[\p{Lu}—]/u);
      }
    }
  });
});
