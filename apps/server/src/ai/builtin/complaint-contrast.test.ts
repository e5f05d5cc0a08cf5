import { describe, expect, it } from 'vitest';
import { apologySentences, drafterFor } from '../../test/draft-requests.ts';
import { contrastClauses } from './complaint-clauses.ts';

// An invented bistro and its menu: nothing here comes from the evaluation corpus.
const PLACE = {
  name: 'Bistro Glaneur',
  locationName: 'Verdun',
  authorName: 'Ines Moreau',
  menu: [
    { name: 'Tarte aux poireaux', aliases: [] },
    { name: 'Duck rillettes', aliases: [] },
  ],
  staff: [],
};
const draft = drafterFor(PLACE);
const sorry = (reply: string) => apologySentences(reply).join(' ');

describe('a fault after a "but" with no topic of its own', () => {
  it('is read with the clause before it, whose topic it shares', () => {
    expect(contrastClauses('Staff friendly but slow.')).toEqual([
      { before: 'staff friendly', joined: 'staff friendly slow' },
    ]);
    // The clause after « mais » names its own topic: it is read alone, as before.
    expect(contrastClauses('La terrasse est belle mais le service est lent.')).toEqual([]);
    // No "but": two clauses of a list are not joined.
    expect(contrastClauses('Bonne bouffe; lent.')).toEqual([]);
  });

  it('names the wait when the service was friendly but slow (EN, FR)', async () => {
    const en = await draft(
      'Mixed evening. The tarte aux poireaux was lovely. Service friendly but slow.',
      3,
    );
    expect(sorry(en), en).toMatch(/\b(?:wait|slow)\b/i);
    const fr = await draft(
      'Soirée en demi-teinte. La tarte aux poireaux était délicieuse. Service gentil mais lent.',
      3,
    );
    expect(sorry(fr), fr).toMatch(/\b(?:attente|lenteur)\b/i);
  });

  it('apologises for nothing the guest praised when the "but" clause finds no fault', async () => {
    const reply = await draft(
      'Small room but cosy. The duck rillettes were perfect and the service quick.',
      5,
    );
    expect(apologySentences(reply), reply).toEqual([]);
  });
});
