import { describe, expect, it } from 'vitest';
import { requestWith } from '../../test/draft-requests.ts';
import { verifyDraft } from './verify-draft.ts';

const invented = (draft: string, request = requestWith(), fr = false) =>
  verifyDraft(draft, request, { language: fr ? 'fr' : 'en' }).find(
    (c) => c.check === 'no-invented-facts',
  )!;

describe('no-invented-facts', () => {
  it('passes a reply that states only what the review, facts and catalogue give', () => {
    const request = requestWith({
      text: 'Do you open for lunch on weekends? Beatrix was lovely.',
      facts: { hours: 'Weekends from 11:30 am to 10 pm; call 514-555-0192 to book.' },
    });
    const draft =
      'Thanks, we will pass your kind words on to Beatrix! We open at 11:30 on weekends; call us at 514 555 0192 to book. Feel free to ask about our gluten-free options.';
    expect(invented(draft, request)).toMatchObject({ passed: true, detail: null });
  });

  it('fails an offer, a refund or a free dessert nobody allowed', () => {
    const sorry = 'We are so sorry. ';
    expect(invented(`${sorry}We would like to offer you a 20% discount.`).detail).toBe(
      'states discount',
    );
    expect(invented(`${sorry}We will refund your meal.`).detail).toBe('states refund');
    expect(invented(`${sorry}Your next dessert is on the house.`).detail).toBe('states free item');
    expect(invented(`${sorry}Nous vous offrons un bon d’achat.`, requestWith(), true).detail).toBe(
      'states gift card',
    );
    expect(invented(`${sorry}Le dessert vous sera offert.`, requestWith(), true).passed).toBe(
      false,
    );
  });

  it('lets the instructions allow an offer', () => {
    const request = requestWith({ instructions: 'Offer unhappy guests a free dessert.' });
    expect(invented('So sorry. Your next dessert is free.', request).passed).toBe(true);
  });

  it('fails an hour, a phone number or an e-mail address that is nowhere in the sources', () => {
    expect(invented('We open at 5 pm every day; see you there.').detail).toBe(
      'states the time 17:00',
    );
    expect(invented('Nous ouvrons à 18h30 tous les soirs.', requestWith(), true).detail).toBe(
      'states the time 18:30',
    );
    expect(invented('Please call us at (438) 555-0147 anytime.').passed).toBe(false);
    const within = 'Écrivez-nous, nous vous répondrons sous 24h.';
    expect(invented(within, requestWith(), true).passed).toBe(true);
    expect(invented('Write to owner@heron.example and we will answer.').detail).toBe(
      'states owner@heron.example',
    );
  });

  it('fails a person the restaurant does not know, accepts staff and the guest', () => {
    expect(invented('Please ask for our manager, Priscilla, on your next visit.').detail).toBe(
      'states the name Priscilla',
    );
    expect(invented('Chef Armand will be delighted to hear it.').passed).toBe(false);
    expect(invented('Hi Gontran, thank you for coming!').passed).toBe(false);
    expect(invented('Hi Odile, thank you! We will thank Yannick for you.').passed).toBe(true);
    expect(
      invented('Merci Odile! Nous transmettrons vos compliments à Beatrix.', requestWith(), true)
        .passed,
    ).toBe(true);
  });

  it('reads a team sign-off as no one, and a signed name as someone', () => {
    const fr = (draft: string) => invented(draft, requestWith(), true);
    expect(fr('Merci beaucoup! À bientôt!\n\n— Toute l’équipe Plateau').passed).toBe(true);
    expect(fr('Merci! Au plaisir!\n\n— L’équipe Vieux-Port').passed).toBe(true);
    expect(invented('Thanks so much!\n\n— The Plateau team').passed).toBe(true);
    expect(invented('Thanks so much!\n\n— Your friends at Maison').passed).toBe(true);
    expect(fr('Merci beaucoup!\n\n— Gontran').detail).toBe('states the name Gontran');
  });
});
