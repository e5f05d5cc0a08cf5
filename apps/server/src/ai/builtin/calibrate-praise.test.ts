import { describe, expect, it } from 'vitest';
import type { ReplyRequest } from '../engine.ts';
import { mildReview, praiseIntensity } from './praise-intensity.ts';
import { createBuiltinReplyEngine } from './reply-engine.ts';

const MENU = ['Burger', 'Crème brûlée', 'Soupe à l’oignon', 'Poutine', 'Confit de canard'];
const STAFF = ['Sophie Martin', 'Marc Roy', 'Kiara Jones'];
// Several guests, so that several phrasings of each reply are read.
const GUESTS = ['Marie Tremblay', 'John Smith', 'Aïcha Benali', 'Paul Girard', 'Léa Roy'];

function request(text: string, rating: number, authorName: string): ReplyRequest {
  return {
    review: { text, rating, authorName, language: null, source: 'google' },
    restaurant: {
      name: 'Bistro Lumière',
      locationName: 'Plateau',
      tone: 'friendly',
      instructions: null,
      signOff: null,
    },
    menu: MENU,
    staff: STAFF,
    recentOpenings: [],
    maxLength: 600,
  };
}

const engine = createBuiltinReplyEngine();
const drafts = (text: string, rating: number) =>
  Promise.all(GUESTS.map((g) => engine.draftReply(request(text, rating, g))));

// Written apart from the engine: what a manager reading the reply would object to.
const fold = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
const says = (text: string, words: string[]) => words.some((w) => fold(text).includes(fold(w)));
const OVERCLAIM_EN = ['loved', 'won you over', 'made your meal', 'made your visit', 'hit the spot'];
const OVERCLAIM_FR = ['adore', 'coup de coeur', 'ravis', 'ravie', 'quel plaisir', 'conquis'];
const RAVE = ['thrilled', 'made our day', 'so happy', 'wonderful', 'lovely review', 'big smile'];
const opening = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? text;

describe('praise intensity read from the guest’s words', () => {
  it('tells strong words from mild ones in English and French', () => {
    expect(praiseIntensity('The pancakes are unreal.', ['pancakes'])).toBe('strong');
    expect(praiseIntensity('Fish and chips were fine, the batter heavy.', ['fish'])).toBe('mild');
    expect(praiseIntensity('La poutine est malade!', ['poutine'])).toBe('strong');
    expect(praiseIntensity('Le tartare était correct.', ['tartare'])).toBe('mild');
    expect(praiseIntensity('La tarte était pas mal.', ['tarte'])).toBe('mild');
    expect(praiseIntensity('Les frites étaient bonnes.', ['frites'])).toBe('plain');
  });

  it('reads each dish in its own clause, and praise the guest took back as none', () => {
    const said = 'Poutine was amazing, service average';
    expect(praiseIntensity(said, ['poutine'])).toBe('strong');
    expect(praiseIntensity(said, ['service'])).toBe('mild');
    expect(praiseIntensity('The burger was fine, not amazing.', ['burger'])).toBe('mild');
    expect(mildReview('Not bad at all, the burger was good.')).toBe(false);
    expect(mildReview('It was ok. Decent food.')).toBe(true);
  });
});

describe('replies sized to the praise', () => {
  it('thanks a dish called fine without "loved", and hears the small remark (en)', async () => {
    const text = 'The burger was fine, the bun a bit dry. Service was polite.';
    for (const reply of await drafts(text, 3)) {
      expect(says(reply, OVERCLAIM_EN), reply).toBe(false);
      expect(says(opening(reply), RAVE), reply).toBe(false);
      expect(says(reply, ['burger']), reply).toBe(true);
      expect(says(reply, ['the bun']), reply).toBe(true);
    }
  });

  it('keeps warm thanks for a dish the guest raved about (en)', async () => {
    const replies = await drafts('The burger was unreal, best in town!', 5);
    const measured = ['kind words on', 'notes on', 'how you found', 'thoughts on'];
    for (const reply of replies) expect(says(reply, measured), reply).toBe(false);
  });

  it('does not read an overturned expectation as a complaint about prices (en)', async () => {
    const text =
      'Came in expecting the usual overpriced brunch and honestly? Blown away. The burger was perfect.';
    for (const reply of await drafts(text, 5)) {
      expect(says(reply, ['price', 'prices', 'value']), reply).toBe(false);
      expect(says(reply, ['burger']), reply).toBe(true);
    }
  });

  it('regrets hard parking by name rather than thanking for it (en)', async () => {
    const text = 'Amazing burger and lovely staff. Parking around here is a nightmare though.';
    for (const reply of await drafts(text, 5)) {
      const sorry = reply.split(/(?<=[.!?])\s+/).find((s) => /sorry|apolog/i.test(s)) ?? '';
      expect(sorry, reply).toMatch(/parking/);
    }
  });

  it('thanks a doubled-syllable nickname by the first name the analysis reads, not a rave remark (en)', async () => {
    const text = 'The burger was unreal and Kiki is a gem.';
    for (const reply of await drafts(text, 5)) expect(says(reply, ['Kiara']), reply).toBe(true);
    const gravy = 'The poutine was amazing, the gravy is basically a stew. Marc was great.';
    for (const reply of await drafts(gravy, 5))
      expect(says(reply, ['gravy', 'remark', 'note on']), reply).toBe(false);
  });

  it('thanks a first name two people share as the guest wrote it, guessing no surname (en)', async () => {
    const text = 'The burger was great and Simon was so friendly.';
    const team = { staff: [...STAFF, 'Simon Okafor', 'Simon Lavoie'] };
    for (const g of GUESTS) {
      const reply = await engine.draftReply({ ...request(text, 5, g), ...team });
      expect(says(reply, ['Simon']), reply).toBe(true);
      expect(says(reply, ['Okafor', 'Lavoie']), reply).toBe(false);
    }
  });

  it('thanks « correct, sans plus » without « ravis » or « adoré » (fr-FR)', async () => {
    const text = 'La soupe à l’oignon était correcte, sans plus. Service correct, rien à redire.';
    for (const reply of await drafts(text, 3)) {
      expect(says(reply, OVERCLAIM_FR), reply).toBe(false);
      expect(says(reply, ['soupe']), reply).toBe(true);
    }
  });

  it('does not read « je m’attendais à… mais » as a complaint about prices (fr-FR)', async () => {
    const text =
      'Je m’attendais à des prix exorbitants, mais finalement le confit de canard était parfait.';
    for (const reply of await drafts(text, 5)) {
      expect(says(reply, ['prix', 'tarif']), reply).toBe(false);
      expect(says(reply, ['confit']), reply).toBe(true);
    }
  });

  it('thanks « pas mal » calmly and regrets the parking by name (fr-CA)', async () => {
    const text =
      'La poutine était pas mal. Le stationnement est impossible dans le coin par exemple.';
    for (const reply of await drafts(text, 4)) {
      expect(says(reply, OVERCLAIM_FR), reply).toBe(false);
      expect(says(reply, ['poutine']), reply).toBe(true);
      const sorry = reply.split(/(?<=[.!?])\s+/).find((s) => says(s, ['desoles', 'excuses'])) ?? '';
      expect(sorry, reply).toMatch(/stationnement/);
    }
  });
});
