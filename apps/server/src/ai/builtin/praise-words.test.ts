import { describe, expect, it } from 'vitest';
import { drafterFor } from '../../test/draft-requests.ts';

// Invented reviews and an invented bistro: praise is echoed in the guest's own words.
const place = {
  name: 'Le Petit Héron',
  locationName: 'Verdun',
  authorName: 'Odile Perrault',
  menu: [{ id: 'm1', name: 'Braised lamb shank' }],
  staff: [{ id: 's1', name: 'Beatrix Olsen', role: 'server' }],
};
const draft = drafterFor(place);

describe('praise in the guest’s words', () => {
  it('names the patio, the cocktails and the bread, not "the atmosphere, the drinks and the food"', async () => {
    const en = await draft(
      'Great patio, the cocktails were inventive and the bread was amazing.',
      5,
    );
    expect(en).toMatch(/the patio, the cocktails and the bread/);
    expect(en).not.toMatch(/the atmosphere|the drinks/);
  });

  it('in French, only with the article the guest used', async () => {
    const fr = await draft(
      'Super ambiance, les cocktails étaient originaux et le pain maison était délicieux.',
      5,
    );
    expect(fr).toMatch(/les cocktails/);
    expect(fr).toMatch(/le pain/);
    // « Super ambiance » shows no article: the category's own words.
    expect(fr).toMatch(/l’ambiance/);
  });

  it('keeps the category’s word when the guest’s is the place itself', async () => {
    const en = await draft('What a place! Lovely spot, great vibe.', 5);
    expect(en).not.toMatch(/the place|the spot/);
  });
});
