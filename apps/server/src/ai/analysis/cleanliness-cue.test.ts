import { describe, expect, it } from 'vitest';
import { analyseReview } from './review-analysis.ts';

const topics = (text: string, stars: number) =>
  Object.fromEntries(analyseReview(text, stars).categories.map((c) => [c.category, c.polarity]));

describe('cleanliness as a topic of its own', () => {
  it('reads dirt and cleanliness in English and French, not as the atmosphere', () => {
    expect(topics('The restroom was dirty and out of paper towels.', 1)).toMatchObject({
      cleanliness: 'negative',
    });
    expect(topics('The restroom was dirty and out of paper towels.', 1)).not.toHaveProperty(
      'ambience',
    );
    expect(topics('Our table was sticky and the cutlery had spots on it.', 2).cleanliness).toBe(
      'negative',
    );
    expect(topics('Table collante et ustensiles tachés.', 2).cleanliness).toBe('negative');
    expect(topics('Les toilettes n’avaient pas été nettoyées depuis des heures.', 1)).toMatchObject(
      { cleanliness: 'negative' },
    );
    expect(topics('Spotless, including the restrooms.', 5).cleanliness).toBe('positive');
    expect(topics('Tout était impeccable, même les toilettes.', 5)).toMatchObject({
      cleanliness: 'positive',
    });
  });

  it('reads a restroom that needs attention or has run out of soap as cleanliness', () => {
    const read = topics('Only thing: the bathroom could use some attention, soap was out.', 5);
    expect(read).toMatchObject({ cleanliness: 'negative' });
    expect(read).not.toHaveProperty('ambience');
    expect(topics('Les toilettes auraient besoin d’un bon ménage.', 4).cleanliness).toBe(
      'negative',
    );
    expect(topics('The seasoning could use some attention.', 3)).not.toHaveProperty('cleanliness');
  });

  it('keeps the atmosphere when the sentence judges it too', () => {
    const read = topics('Beautiful room, cozy lighting, and spotless restrooms.', 5);
    expect(read).toMatchObject({ cleanliness: 'positive', ambience: 'positive' });
  });

  it('leaves food words that only sound like dirt or cleanliness alone', () => {
    expect(topics('The sticky toffee pudding was divine.', 5)).not.toHaveProperty('cleanliness');
    expect(topics('Clean, bright flavours in every dish.', 5)).not.toHaveProperty('cleanliness');
    expect(topics('Le chef fait sa propre sauce, délicieuse.', 5)).not.toHaveProperty(
      'cleanliness',
    );
  });

  it('files a sticky table under cleanliness, not the service', () => {
    const read = analyseReview('Belle terrasse, dommage pour les tables collantes.', 3);
    expect(read.aspects.find((a) => a.term === 'tables')?.category).toBe('cleanliness');
    expect(read.categories.find((c) => c.category === 'service')).toBeUndefined();
  });

  it('files a restroom term under cleanliness when the sentence speaks of it', () => {
    const aspects = analyseReview('The bathroom clearly hadn’t been cleaned in hours.', 1).aspects;
    expect(aspects.find((a) => a.term === 'bathroom')?.category).toBe('cleanliness');
  });
});
