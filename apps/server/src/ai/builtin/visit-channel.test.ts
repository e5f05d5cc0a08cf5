import { describe, expect, it } from 'vitest';
import { drafterFor } from '../../test/draft-requests.ts';
import { channelOf, channelOpenings } from './visit-channel.ts';

// An invented bakery: nothing here comes from the evaluation corpus.
const draft = drafterFor({
  name: 'Boulangerie Mistral',
  locationName: 'Limoilou',
  authorName: 'Noémie Gagnon',
  menu: [{ name: 'Croissant aux amandes', aliases: ['almond croissant'] }],
  staff: [],
});
const opening = (reply: string) => reply.split(/(?<=[.!?])\s/)[0]!;

describe('reviews about a call, an order or a booking', () => {
  it('tells the channel from the words, and a visit from a meal on the premises', () => {
    expect(channelOf('Ordered a dozen bagels for pickup and half were missing.', undefined)).toBe(
      'order',
    );
    expect(channelOf('Rang twice about a birthday cake, nobody picked up.', undefined)).toBe(
      'call',
    );
    expect(channelOf('Our booking for Friday vanished from the system.', undefined)).toBe(
      'booking',
    );
    expect(channelOf('Rang ahead, then our table was given away at dinner.', undefined)).toBeNull();
    expect(channelOf('The so-called manager was rude.', undefined)).toBeNull();
    expect(channelOf('Never even ate here: the phone just rings out.', undefined)).toBe('call');
  });

  it('rewrites "your visit" and drops openings that speak of coming in', () => {
    const out = channelOpenings(
      ['Thanks for telling us about your visit.', 'Thanks so much for coming in!'],
      'order',
      'en',
    );
    expect(out).toEqual(['Thanks for telling us about your order.']);
    const fr = channelOpenings(
      ['Merci de nous avoir raconté votre visite.', 'Ravis que votre visite ait été réussie.'],
      'call',
      'fr',
    );
    expect(fr).toEqual(['Merci de nous avoir raconté votre appel.']);
  });

  it('never opens a reply to a delivery or a call with the guest’s visit', async () => {
    for (const [text, stars] of [
      ['Ordered almond croissants for delivery, they came crushed and stale.', 2],
      ['Commandé pour livraison, les croissants aux amandes sont arrivés écrasés.', 2],
      ['Phoned three times about a cake order and nobody ever called back.', 1],
    ] as const) {
      const reply = await draft(text, stars);
      expect(opening(reply), reply).not.toMatch(/visit|coming in|stopping by|visite|passage/i);
    }
  });

  it('never invites a guest who only ordered or phoned to talk "next time you are" here', async () => {
    for (const [text, stars] of [
      [
        'Ordered for delivery, waited two hours and the croissants never came. Called, no answer.',
        1,
      ],
      ['Commande pour livraison jamais arrivée, personne ne répond au téléphone.', 1],
      ['Phoned four times about a private event, nobody ever picked up.', 1],
    ] as const) {
      const reply = await draft(text, stars);
      expect(reply).not.toMatch(
        /next time|prochain passage|prochaine (?:visite|fois)|vous passez/i,
      );
    }
  });
});
