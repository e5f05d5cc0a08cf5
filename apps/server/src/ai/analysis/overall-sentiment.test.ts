import { describe, expect, it } from 'vitest';
import { hyperbole } from './mention-cues.ts';
import { analyseReview } from './review-analysis.ts';
import {
  intendedStars,
  overallSentiment,
  starsDisowned,
  type SentimentEvidence,
} from './overall-sentiment.ts';

const words = (e: Partial<SentimentEvidence>): SentimentEvidence => ({
  lexicon: 0,
  positives: 0,
  negatives: 0,
  positiveClauses: 0,
  negativeClauses: 0,
  ...e,
});
const praise = words({ lexicon: 3, positives: 4, positiveClauses: 3 });
const complaint = words({ lexicon: -3, negatives: 4, negativeClauses: 3 });
const onePassingPraise = words({
  lexicon: -2,
  positives: 1,
  negatives: 4,
  positiveClauses: 1,
  negativeClauses: 3,
});
const oneMildWish = words({
  lexicon: 2,
  positives: 4,
  negatives: 1,
  positiveClauses: 3,
  negativeClauses: 1,
});
const bothWeigh = words({
  lexicon: 0,
  positives: 4,
  negatives: 4,
  positiveClauses: 3,
  negativeClauses: 3,
});
const label = (rating: number | null, e: SentimentEvidence) => overallSentiment(rating, e).label;

const read = (text: string, stars: number) => analyseReview(text, stars).sentiment.label;

describe('overallSentiment', () => {
  it('takes its prior from the stars', () => {
    expect(read('Lovely evening, superb lamb and such kind staff.', 5)).toBe('positive');
    expect(read('Good food, friendly people, we will be back.', 4)).toBe('positive');
    expect(read('Cold food, rude staff, never again.', 1)).toBe('negative');
    expect(read('It was okay. Nothing special.', 3)).toBe('neutral');
    expect(label(3, words({}))).toBe('neutral');
  });

  it('never reads a 1–2★ review as praise, nor a 4–5★ one as a complaint (sarcasm, misreads)', () => {
    for (const e of [praise, complaint, bothWeigh, onePassingPraise, oneMildWish]) {
      expect(label(1, e)).not.toBe('positive');
      expect(label(2, e)).not.toBe('positive');
      expect(label(4, e)).not.toBe('negative');
      expect(label(5, e)).not.toBe('negative');
    }
  });

  it('keeps a passing remark or a mild wish from making a review mixed', () => {
    expect(read('The fries were fine. The burger was raw and the bill was wrong.', 2)).toBe(
      'negative',
    );
    expect(read('Great curry and friendly service. The rice could be a little warmer.', 5)).toBe(
      'positive',
    );
    expect(read('Très bon repas, service adorable. Seul petit bémol, le pain un peu sec.', 5)).toBe(
      'positive',
    );
  });

  it('follows the labelling rule: a softened criticism at 4★ is mixed, a lukewarm 3★ neutral', () => {
    // docs/product/review-understanding.md, the overall-sentiment rule.
    expect(read('Great food, service a bit slow.', 4)).toBe('mixed');
    expect(read('Très bon repas, le service était un peu long.', 4)).toBe('mixed');
    expect(read('Lovely dinner, the lamb was perfect and the staff were kind.', 4)).toBe(
      'positive',
    );
    expect(read('It was ok. Food was decent, nothing special.', 3)).toBe('neutral');
  });

  it('says mixed when praise and criticism both weigh', () => {
    expect(
      read(
        'The duck was superb and the wine list excellent. But we waited an hour for our mains and the waiter was rude.',
        4,
      ),
    ).toBe('mixed');
    expect(
      read(
        'Delicious pasta and a lovely terrace, but the service was painfully slow and the dessert was stale.',
        3,
      ),
    ).toBe('mixed');
    // Québec French, praise and criticism in one sentence across « mais ».
    expect(
      read(
        'La serveuse était super fine pis le décor beau, mais les frites étaient frettes pis le burger sec.',
        3,
      ),
    ).toBe('mixed');
    expect(
      read(
        'Les plats étaient délicieux et le vin excellent. Par contre le service était lent et désagréable, et la salle sale.',
        3,
      ),
    ).toBe('mixed');
  });

  it('reads a 2★ guest who says they are torn as mixed, a torn 1★ still as negative', () => {
    const praiseThenWait =
      'The lamb was superb and the bartender made us feel at home. But we waited over an hour for mains and the table was sticky.';
    expect(read(praiseThenWait, 2)).toBe('negative');
    expect(read(`Conflicted about this one. ${praiseThenWait}`, 2)).toBe('mixed');
    expect(
      read(
        "Avis mitigé. Le canard était parfait et le serveur très attentionné, mais une heure d'attente et une table bancale.",
        2,
      ),
    ).toBe('mixed');
    expect(read('I wanted to love it. Cold food, rude staff, long wait.', 1)).toBe('negative');
  });

  it('reads the words alone when there are no stars or the guest disowns them', () => {
    expect(label(null, praise)).toBe('positive');
    expect(label(null, complaint)).toBe('negative');
    expect(label(null, words({}))).toBe('neutral');
    expect(label(null, bothWeigh)).toBe('mixed');
    expect(label(1, { ...praise, starsDisowned: true })).toBe('positive');
    expect(label(5, { ...complaint, starsDisowned: true })).toBe('negative');
  });

  it('keeps its score in [-1, 1] and on the side of the stars and words', () => {
    expect(overallSentiment(5, praise).score).toBeGreaterThan(0.5);
    expect(overallSentiment(1, complaint).score).toBeLessThan(-0.5);
    for (const r of [1, 3, 5, null])
      for (const e of [praise, complaint, bothWeigh]) {
        const { score } = overallSentiment(r, e);
        expect(Math.abs(score)).toBeLessThanOrEqual(1);
      }
  });
});

describe('starsDisowned', () => {
  it('hears a guest who says the stars are a mistake, in English and French', () => {
    expect(starsDisowned('Amazing dinner! I meant to give 5 stars, sorry.')).toBe(true);
    expect(starsDisowned('Oops, wrong number of stars, it was perfect.')).toBe(true);
    expect(starsDisowned('Clicked one star by mistake.')).toBe(true);
    expect(starsDisowned('Je voulais mettre 5 étoiles, désolée !')).toBe(true);
    expect(starsDisowned("J'ai mis une étoile par erreur.")).toBe(true);
    expect(starsDisowned("Je me suis trompée d'étoiles, c'était parfait.")).toBe(true);
    expect(starsDisowned('The 1 star was a typo, loved it.')).toBe(true);
    expect(starsDisowned('No idea how, I meant to give 5 stars.')).toBe(true);
    // The rating's number without a word for stars.
    expect(starsDisowned('Clicked 3 by accident, this should be 1. Rude host.')).toBe(true);
    expect(starsDisowned('Gave it a 2 by mistake, loved everything.')).toBe(true);
    expect(starsDisowned('I accidentally tapped 1, the food was perfect.')).toBe(true);
    expect(starsDisowned('Misclicked the 4, should be a 5.')).toBe(true);
    expect(starsDisowned("J'ai cliqué sur 3 par erreur, c'était parfait.")).toBe(true);
  });

  it('does not hear it in ordinary reviews', () => {
    expect(starsDisowned('Five stars, the mistake was ordering dessert so late.')).toBe(false);
    expect(starsDisowned('Une étoile, et encore.')).toBe(false);
    expect(starsDisowned('The starters were a mistake.')).toBe(false);
    expect(starsDisowned('I wanted to give zero stars but the site would not let me.')).toBe(false);
    expect(starsDisowned('Two stars because coming here was a mistake.')).toBe(false);
    expect(starsDisowned("1 étoile, une erreur d'être venus ici.")).toBe(false);
    expect(starsDisowned('Je voulais mettre zéro étoile.')).toBe(false);
    expect(starsDisowned('I accidentally hit my head on the low beam, 5 minutes of pain.')).toBe(
      false,
    );
    expect(starsDisowned('We put 2 orders in by mistake and they sorted it out.')).toBe(false);
    expect(starsDisowned("On a donné 3 dollars de pourboire par erreur, c'était trop peu.")).toBe(
      false,
    );
    expect(starsDisowned('Quelle erreur, une étoile.')).toBe(false);
  });
});

describe('analyseReview overall sentiment', () => {
  it('reads a low-star review with praise-looking words as negative', () => {
    expect(
      analyseReview('Wow, what a treat. Forty minutes for a cold burger. Great job.', 1).sentiment
        .label,
    ).toBe('negative');
    expect(
      analyseReview('The bread was good. I was sick all night after the fish.', 1).sentiment.label,
    ).toBe('negative');
  });

  it('hears slang praise of a dish and an owner who made good at 4★', () => {
    const menu = [{ name: 'Tamarack burger', aliases: [] }];
    expect(
      analyseReview('Burger was sick, the IPA hit the spot.', 4, { menu }).sentiment.label,
    ).toBe('positive');
    expect(
      analyseReview(
        'Update: the manager reached out after my first review and invited us back. Hot food, lovely server this time.',
        4,
      ).sentiment.label,
    ).toBe('positive');
    // A person being sick is never slang praise.
    expect(hyperbole('burger was sick , the ipa hit the spot', true)).toBe(true);
    expect(hyperbole('the burger was great but i was sick all night', true)).toBe(false);
    expect(hyperbole('my son was sick after the burger', true)).toBe(false);
  });

  it('keeps a mild wish in a 5★ review positive', () => {
    expect(
      analyseReview('Wonderful dinner, lovely staff, delicious pasta. Parking is a bit tight.', 5)
        .sentiment.label,
    ).toBe('positive');
  });

  it('reads a review without stars from its words', () => {
    expect(analyseReview('Rude waiter, cold food, terrible night.', null).sentiment.label).toBe(
      'negative',
    );
  });
});

describe('intendedStars', () => {
  it('reads the stars a guest says they meant', () => {
    expect(intendedStars('Clicked 3 by accident, this should be 1.')).toBe(1);
    expect(intendedStars('Oops, meant 5! Great night.')).toBe(5);
    expect(intendedStars('I meant to give five stars, sorry.')).toBe(5);
    expect(intendedStars('Gave 1 star instead of 5 by mistake.')).toBe(5);
    expect(intendedStars('Je voulais mettre 5 étoiles, désolée !')).toBe(5);
    expect(intendedStars("J'ai cliqué sur 3 par erreur, ça devrait être un 1.")).toBe(1);
  });

  it('says nothing when the guest gives no number', () => {
    expect(intendedStars('Wrong number of stars, it was perfect.')).toBeNull();
    expect(intendedStars('I meant to give a review of the brunch.')).toBeNull();
    expect(intendedStars('Je voulais mettre un commentaire sur le service.')).toBeNull();
  });

  it('reads a disowned review with the stars the guest meant', () => {
    expect(read('Tapped 4 by mistake, should be a 1. Cold food and a rude host.', 4)).toBe(
      'negative',
    );
    expect(read('Clicked 1 by accident, meant 5! Lovely dinner, thank you all.', 1)).toBe(
      'positive',
    );
  });
});
