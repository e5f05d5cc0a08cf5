import { describe, expect, it } from 'vitest';
import { analyseReview } from '../analysis/review-analysis.ts';
import { apologySentences, drafterFor } from '../../test/draft-requests.ts';

// An invented café and its menu: nothing here comes from the evaluation corpus.
const PLACE = {
  name: 'Café Rivière Sud',
  locationName: 'Verdun',
  authorName: 'Noor Haddad',
  menu: [
    { name: 'Club sandwich', aliases: [] },
    { name: 'Soupe du jour', aliases: [] },
  ],
  staff: [],
};
const draft = drafterFor(PLACE);

/** Each aspect term's polarity as the analysis reports it. */
const termsOf = (text: string, stars: number) =>
  Object.fromEntries(
    analyseReview(text, stars).aspects.map((a) => [a.term.toLowerCase(), a.polarity]),
  );

describe('a topic the guest found as expected', () => {
  it('reads "was normal", "was ok" and "X was X" as neither praise nor fault', () => {
    expect(termsOf('Service was normal.', 3)).toEqual({ service: 'neutral' });
    expect(termsOf('The soup was ok. Fries were fries.', 3)).toMatchObject({
      soup: 'neutral',
      fries: 'neutral',
    });
    expect(termsOf('Le service était normal, la bouffe correcte.', 3)).toEqual({
      service: 'neutral',
      bouffe: 'neutral',
    });
  });

  it('still hears a fault beside or inside such words', () => {
    expect(termsOf('Prices are a bit much for ok.', 3)).toMatchObject({ prices: 'negative' });
    expect(termsOf('The wait was longer than normal and the fries were cold.', 2)).toMatchObject({
      wait: 'negative',
    });
    expect(
      termsOf("C'est pas normal d'attendre une heure pour une pizza. Le service était lent.", 2),
    ).toMatchObject({ service: 'negative' });
  });

  it('thanks the guest for what they wrote about, with no apology, in English and French', async () => {
    const en = await draft('Food was ok. Service was normal. Price was ok. It is what it is.', 3);
    expect(apologySentences(en), en).toEqual([]);
    expect(en).toMatch(/\bfood\b/i);
    expect(en).toMatch(/\bservice\b/i);
    const fr = await draft('Le service était normal, la bouffe correcte. Prix dans la moyenne.', 3);
    expect(apologySentences(fr), fr).toEqual([]);
    expect(fr).toMatch(/\bservice\b/i);
  });
});

describe('a role named at 1–2★ without a word of praise', () => {
  it('is not read as praise, so no reply thanks the guest for it', async () => {
    const text =
      'Card machine started at 25% tip and the server stood there watching me. For a $12 soup. No.';
    expect(termsOf(text, 1)).toMatchObject({ server: 'neutral' });
    const reply = await draft(text, 1);
    expect(reply).not.toMatch(/good word|kind words|glad/i);
  });

  it('keeps the praise said of them, in French too, across an aside', () => {
    expect(
      termsOf('Cold food, slow kitchen. The server was the only good thing.', 2),
    ).toMatchObject({ server: 'positive' });
    expect(
      termsOf('Kevin, notre serveur, a été formidable. Mais le burger était carbonisé.', 2),
    ).toMatchObject({ serveur: 'positive' });
  });
});

describe('praise after a word of regret', () => {
  it('reads "Dommage, la terrasse a du charme" as praise of the terrace, not a fault', () => {
    expect(
      termsOf('Service lent et addition salée. Dommage, la terrasse a du charme.', 2),
    ).toMatchObject({ terrasse: 'positive' });
  });
});

describe('a service said to be swamped', () => {
  it('is named in the apology beside the booking that went wrong', async () => {
    const reply = await draft(
      'Réservé pour 8, installés à une table pour 5. Soupe correcte mais service débordé.',
      2,
    );
    expect(apologySentences(reply).join(' '), reply).toMatch(/service/);
  });
});
