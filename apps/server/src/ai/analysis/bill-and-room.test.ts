import { describe, expect, it } from 'vitest';
import { analyseReview } from './review-analysis.ts';

const topics = (text: string, stars: number) =>
  Object.fromEntries(analyseReview(text, stars).categories.map((c) => [c.category, c.polarity]));

describe('the bill as a topic of its own', () => {
  it('reads a service charge or a tip added without telling as the bill, not the prices', () => {
    for (const text of [
      'Only gripe: they added an 18% auto-grat without telling us.',
      'They charged a mandatory 20% gratuity for a table of 6 without saying so.',
      'A 18% tip was already included on the bill and we didn’t notice.',
      'On a vu des frais de service de 15 % sur la facture sans qu’on nous l’ait dit.',
    ]) {
      const read = topics(text, 3);
      expect(read, text).toMatchObject({ billing: 'negative' });
      expect(read, text).not.toHaveProperty('price');
    }
  });

  it('reads a card machine that failed as the bill', () => {
    expect(topics('Card machine wasn’t working so we had to go to an ATM.', 3)).toMatchObject({
      billing: 'negative',
    });
    const fr = topics('Le terminal de paiement ne marchait pas, fallait payer comptant.', 2);
    expect(fr).toMatchObject({ billing: 'negative' });
    expect(fr).not.toHaveProperty('price');
  });

  it('reads waiting for the bill as the wait, and keeps prices said outright', () => {
    const read = topics('On a attendu 20 minutes pour l’addition.', 2);
    expect(read).toMatchObject({ wait: 'negative' });
    expect(read).not.toHaveProperty('price');
    expect(topics('Les moules étaient bonnes mais la facture était salée.', 3)).not.toHaveProperty(
      'billing',
    );
    expect(topics('Way too expensive, and a service charge on top.', 2)).toMatchObject({
      billing: 'negative',
      price: 'negative',
    });
  });
});

describe('the room named without a verdict on it', () => {
  it('does not read guests describing their own noise as the atmosphere', () => {
    for (const text of [
      'Priya kept the table going even though we were a loud group of 9.',
      'We were the loud table in the corner, sorry about that lol.',
      'On était une gang bruyante pour une fête mais personne nous a fait sentir de trop.',
    ]) {
      expect(topics(text, 4), text).not.toHaveProperty('ambience');
      const terms = analyseReview(text, 4).aspects.filter((a) => a.polarity === 'negative');
      expect(
        terms.map((a) => a.category),
        text,
      ).not.toContain('service');
    }
  });

  it('still reads noise from others and a noisy room as the atmosphere', () => {
    expect(
      topics('We were seated next to a loud group, could not hear a thing.', 2),
    ).toHaveProperty('ambience');
    expect(
      topics('Noise level is insane on a Friday, couldn’t hear each other.', 3),
    ).toHaveProperty('ambience');
  });

  it('reads « service en salle » as the service, not the room', () => {
    const text = 'Le barman était sympathique mais le service en salle était d’une lenteur...';
    expect(topics(text, 2)).not.toHaveProperty('ambience');
    const terms = analyseReview(text, 2).aspects.map((a) => a.category);
    expect(terms).not.toContain('ambience');
    expect(topics('La salle était bruyante et froide.', 2)).toHaveProperty('ambience');
  });
});
