import { describe, expect, it } from 'vitest';
import { draft, sentencesOf } from '../../test/grounded-reply-setup.ts';

// What the guest praised and criticised, staff by the name the guest used, short or torn reviews
// and drinks: what the built-in engine's draft thanks for and apologises for.

describe('grounded replies: what the guest praised and criticised', () => {
  it('thanks for the praised dish by its menu name and the server by first name', async () => {
    const { text } = await draft('The pork belly bao was incredible and Ingrid was lovely.', 5);
    expect(text.toLowerCase()).toContain('pork belly bao');
    expect(text).toContain('Ingrid');
    expect(text).not.toContain('Solberg');
  });

  it('never thanks for a dish whose praise the guest negated, in English or French', async () => {
    for (const [text, lang] of [
      ['The gnocchi were not that great, but the old fashioned was superb.', 'en'],
      [
        'Les gnocchi n’étaient pas terribles, par contre le smoked old fashioned était excellent.',
        'fr',
      ],
    ] as const) {
      const { text: reply } = await draft(text, 3);
      const about = sentencesOf(reply).filter((s) => /gnocchi/i.test(s));
      for (const sentence of about)
        expect(sentence, lang).not.toMatch(/glad|loved|enjoyed|delighted|ravis|aimé|plu/i);
    }
  });

  it('apologises for the criticised dish and never thanks for it', async () => {
    const { text } = await draft('The gnocchi were gluey and bland. Very disappointing.', 1);
    const about = sentencesOf(text).filter((s) => /gnocchi/i.test(s));
    expect(about.length).toBeGreaterThan(0);
    for (const sentence of about) {
      expect(sentence).toMatch(/sorry|apolog/i);
      expect(sentence).not.toMatch(/glad|loved|enjoyed|delighted/i);
    }
  });

  it('hears a slow service at four stars without calling it unacceptable, in either language', async () => {
    const reviews = [
      'Loved the food. Service was a bit slow.',
      'Great dinner, the service was slightly slow though.',
      'Lovely evening and great food, service a little slow.',
      'Very good meal. Slow service, but friendly.',
      'Excellent repas. Service un peu lent.',
      'Très bonne bouffe, le service était un peu lent.',
      'Super soirée, plats délicieux, service lent par contre.',
    ];
    for (const review of reviews) {
      const { text } = await draft(review, 4);
      expect(text, review).not.toMatch(/not acceptable|pas acceptable/i);
    }
  });

  it('thanks a server the guest names kindly in a complaint, and keeps apologising', async () => {
    const { text } = await draft(
      'We waited an hour and the gnocchi were cold. Ingrid was lovely and kept apologising.',
      1,
    );
    expect(text).toContain('Ingrid');
    expect(text).toMatch(/sorry|apolog/i);
  });

  it('thanks the first name two staff members share, as the guest wrote it', async () => {
    const { text } = await draft('Luc was wonderful all evening.', 5);
    expect(text).toMatch(/\bLuc\b/);
    expect(text).not.toMatch(/Martin|Bérubé/);
  });
});

describe('grounded replies: staff by the name the guest used', () => {
  it('thanks a first name two people share when the guest says it kindly, never when unkindly', async () => {
    const kind = await draft('Luc was a delight and the gnocchi were perfect.', 5);
    expect(kind.text).toContain('Luc');
    expect(kind.text).not.toMatch(/Martin|Bérubé/);
    const unkind = await draft('Luc was rude and ignored us all night. The gnocchi were fine.', 4);
    expect(unkind.text).not.toContain('Luc');
  });

  it('thanks someone a complaint names kindly by a short form of the name', async () => {
    const { text } = await draft(
      'Cold gnocchi and a forty minute wait. Alex was sweet about it, but still.',
      2,
    );
    expect(text).toMatch(/sorry|apolog/i);
    expect(text).toContain('Alex');
  });
});

describe('grounded replies: what a short or torn review judged', () => {
  it('thanks a server a complaint names kindly and never unkindly, even when the analysis is torn', async () => {
    const { text } = await draft(
      'Two stars and both are for Ingrid. Ingrid was one of the best servers we have had. The gnocchi were cold and the bao was dry. Ingrid took it off the bill.',
      2,
    );
    expect(text).toMatch(/sorry|apolog/i);
    expect(text).toContain('Ingrid');
  });

  it('apologises briefly for a fault in a good review, naming it, never "noted"', async () => {
    const { text } = await draft('Really good, but LOUD. Like, can’t-hear-your-date loud.', 4);
    // Named by what the guest said of the room: its noise.
    const about = sentencesOf(text).filter((s) => /the noise/.test(s));
    expect(about.length).toBe(1);
    expect(about[0]).toMatch(/sorry|apolog/i);
    expect(text).not.toMatch(/impressions|noted/i);
  });

  it('reads a few words of taste alone as the food', async () => {
    const { text } = await draft('Toujours aussi bon 👌', 5);
    expect(text).toMatch(/cuisine/);
  });
});

describe('grounded replies: drinks go to the bar', () => {
  it('apologises for a drink on behalf of the bar, not the kitchen, and names it once', async () => {
    const { text } = await draft('The smoked old fashioned was watered down. Not great.', 2);
    expect(text).toMatch(/smoked old fashioned/i);
    expect(text).toMatch(/\bbar\b/i);
    expect(text).not.toMatch(/kitchen|chef|cooks/i);
    expect(text).not.toMatch(/sorry about the drinks/i);
  });

  it('thanks for a drink in French on behalf of the bar', async () => {
    const { text } = await draft('Le smoked old fashioned était parfait, bravo!', 5);
    expect(text).toMatch(/smoked old fashioned/i);
    expect(text).toMatch(/\bbar\b/i);
    expect(text).not.toMatch(/cuisine|brigade|chef/i);
  });
});
