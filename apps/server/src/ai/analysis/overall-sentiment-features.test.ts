import { describe, expect, it } from 'vitest';
import { ambivalent, softenedCriticism, sentimentFeatures } from './overall-sentiment-features.ts';
import { readSentence } from './sentence.ts';
import { sentenceWords } from './mention-cues.ts';

const folded = (text: string, lang: 'en' | 'fr') => sentenceWords(readSentence(text, lang));

describe('softenedCriticism', () => {
  it('hears a downtoned criticism or a wish, in English and French', () => {
    expect(softenedCriticism(folded('The chips could be a touch crispier.', 'en'))).toBe(true);
    expect(softenedCriticism(folded('My only gripe is the parking.', 'en'))).toBe(true);
    expect(softenedCriticism(folded('Seul bémol, la musique un poil forte.', 'fr'))).toBe(true);
    expect(softenedCriticism(folded("J'aurais aimé un dessert de plus.", 'fr'))).toBe(true);
  });

  it('does not hear it in a plain complaint', () => {
    expect(softenedCriticism(folded('The steak was tough and the waiter rude.', 'en'))).toBe(false);
    expect(softenedCriticism(folded('Service lent et plats froids.', 'fr'))).toBe(false);
  });
});

describe('ambivalent', () => {
  it('hears a guest who says they are torn, in English and French', () => {
    expect(ambivalent("Honestly I'm split.")).toBe(true);
    expect(ambivalent('Torn. The brisket was incredible but the service was awful.')).toBe(true);
    expect(ambivalent('I really wanted to like this place.')).toBe(true);
    expect(ambivalent('Mixed feelings about our dinner.')).toBe(true);
    expect(ambivalent('Avis mitigé : cuisine superbe, service lent.')).toBe(true);
    expect(ambivalent("J'aurais tellement voulu aimer.")).toBe(true);
    expect(ambivalent('Je mets deux étoiles à regret.')).toBe(true);
    expect(ambivalent('Je voulais vraiment aimer cette adresse.')).toBe(true);
    expect(ambivalent('On voulait tellement adorer le brunch.')).toBe(true);
    expect(ambivalent('Je voulais aller au marché après.')).toBe(false);
  });

  it('hears an even score: half and half, hit and miss, a wash, « match nul »', () => {
    expect(ambivalent('Half great, half not.')).toBe(true);
    expect(ambivalent('Starters were hit and miss.')).toBe(true);
    expect(ambivalent('So, a wash.')).toBe(true);
    expect(ambivalent('Bref, match nul.')).toBe(true);
    expect(ambivalent('Une soirée mi-figue, mi-raisin.')).toBe(true);
    expect(ambivalent('Half the room was empty.')).toBe(false);
    expect(ambivalent('They wash the floors at closing.')).toBe(false);
  });

  it('does not hear it in words that only look like it', () => {
    expect(ambivalent('We shared a few plates partagés and loved them.')).toBe(false);
    expect(ambivalent('Des assiettes à partager, parfait pour un groupe.')).toBe(false);
    expect(ambivalent('I wanted a table by the window and got one.')).toBe(false);
    expect(ambivalent('Torrential rain outside, cosy inside.')).toBe(false);
    expect(ambivalent('The booth seats were torn and we asked to split the bill.')).toBe(false);
    expect(ambivalent('Split the bill four ways, no fuss.')).toBe(false);
    expect(ambivalent('I hate writing bad reviews but the food was awful.')).toBe(false);
  });
});

describe('sentimentFeatures', () => {
  const evidence = {
    lexicon: 1,
    positives: 2,
    negatives: 1,
    positiveClauses: 1,
    negativeClauses: 1,
    clauses: [
      { lean: 2, side: 'positive' as const, softened: false },
      { lean: -1, side: 'negative' as const, softened: true },
    ],
  };

  it('pairs each piece of evidence with the star band', () => {
    const high = sentimentFeatures(4, evidence);
    expect(high.get('stars=4')).toBe(1);
    expect(high.get('criticism.onlySoftened')).toBe(1);
    expect(high.get('high:criticism.onlySoftened')).toBe(1);
    expect(sentimentFeatures(2, evidence).get('low:criticism.onlySoftened')).toBe(1);
    expect(high.has('low:criticism.onlySoftened')).toBe(false);
  });

  it('counts each side of a contrast by its words', () => {
    const split = sentimentFeatures(3, {
      ...evidence,
      clauses: [{ lean: 0.5, side: 'positive', softened: false, parts: [1.2, -0.9] }],
    });
    expect(split.get('parts.both')).toBeCloseTo(Math.log1p(1));
    expect(split.get('mid:parts.criticism')).toBeCloseTo(Math.log1p(1));
  });

  it('leaves out what is absent', () => {
    const none = sentimentFeatures(3, { ...evidence, clauses: [], negatives: 0 });
    expect(none.has('criticism.softened')).toBe(false);
    expect(none.get('criticism.none')).toBe(1);
  });
});
