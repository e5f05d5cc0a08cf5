import { describe, expect, it } from 'vitest';
import { analysedRequest } from '../../test/draft-requests.ts';
import { createBuiltinReplyEngine } from './reply-engine.ts';

// An invented oyster bar and its menu: nothing here comes from the evaluation corpus.
const PLACE = {
  name: 'Pier Nine',
  locationName: 'Harbourfront',
  authorName: 'Dana Ross',
  menu: [
    { name: 'Clams on the half shell', aliases: [] },
    { name: 'Fish cakes', aliases: [] },
    { name: 'Lobster bisque', aliases: [] },
  ],
  staff: [],
};
const engine = createBuiltinReplyEngine();
const draft = async (text: string, rating: number) =>
  engine.draftReply(analysedRequest(PLACE, text, rating));

describe('an incident reply apologises for the incident, not for what its words were misread as', () => {
  it('names neither a dish matched by "shell" nor the wait for a dentist bill', async () => {
    const text = await draft(
      'Bit into a piece of shell in the fish cakes and chipped a tooth on it. The manager offered us a coffee. Now I am waiting on a dentist bill.',
      1,
    );
    expect(text).toMatch(/injury|foreign object/i);
    expect(text).toMatch(/fish cakes/i);
    expect(text).not.toMatch(/clams|half shell/i);
    expect(text).not.toMatch(/bill|busy hours|busiest/i);
    expect(text).not.toMatch(/welcome you back/i);
  });

  it('reads « la facture du dentiste » as the harm, in French too', async () => {
    const text = await draft(
      'Un bout de coquille dans les fish cakes, je me suis cassé une dent. On attend encore la facture du dentiste.',
      1,
    );
    expect(text).toMatch(/blessure|objet/i);
    expect(text).not.toMatch(/attente|addition|payer/i);
  });

  it('still apologises for a slow bill when no incident is told', async () => {
    const text = await draft('Nice fish cakes, but the wait for the bill was far too long.', 2);
    expect(text).toMatch(/wait for the bill/i);
  });
});
