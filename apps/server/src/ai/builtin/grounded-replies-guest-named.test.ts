import { describe, expect, it } from 'vitest';
import { verifyDraft } from '../replies/verify-draft.ts';
import { draft, request, sentencesOf } from '../../test/grounded-reply-setup.ts';

// People the guest names as staff whom the roster lacks (guest-named.ts): thanked by the first
// name the guest wrote, as rostered staff are, and never named when criticised.

/** The draft, and whether every draft check passed on it. */
async function drafted(text: string, rating: number, language: 'en' | 'fr') {
  const { text: reply } = await draft(text, rating);
  const checks = verifyDraft(reply, request(text, rating), { language });
  return { reply, failed: checks.filter((c) => !c.passed).map((c) => c.check) };
}

describe('grounded replies: people the guest names who are not on the roster', () => {
  it('thanks a praised server by the first name the guest wrote, in English', async () => {
    const { reply, failed } = await drafted(
      'Our server Priya was amazing and the pork belly bao was perfect.',
      5,
      'en',
    );
    expect(reply).toContain('Priya');
    expect(failed).toEqual([]);
  });

  it('thanks them in French, France and Québec alike', async () => {
    for (const text of [
      'Notre serveuse Maude était adorable et la tarte au citron excellente.',
      'Anne-Sophie nous a ben servis, la tarte au citron était malade!',
    ]) {
      const { reply, failed } = await drafted(text, 5, 'fr');
      expect(reply, text).toMatch(/Maude|Anne-Sophie/);
      expect(failed, text).toEqual([]);
    }
  });

  it('thanks a kindly named person in a complaint too, and still apologises', async () => {
    const { reply, failed } = await drafted(
      'Sarah brought us towels and was lovely, but the gnocchi were cold and gluey.',
      2,
      'en',
    );
    expect(reply).toContain('Sarah');
    expect(reply).toMatch(/sorry|apolog/i);
    expect(failed).toEqual([]);
  });

  it('never names a criticised person: the service is answered instead', async () => {
    for (const [text, language] of [
      ['Our waiter Derek was rude and ignored us for 30 minutes.', 'en'],
      ['Notre serveur Hugo était désagréable et nous a ignorés toute la soirée.', 'fr'],
    ] as const) {
      const { reply, failed } = await drafted(text, 1, language);
      expect(reply, text).not.toMatch(/Derek|Hugo/);
      expect(
        sentencesOf(reply).some((s) => /service/i.test(s)),
        text,
      ).toBe(true);
      expect(failed, text).toEqual([]);
    }
  });

  it('does not thank the guest’s own companions', async () => {
    const { reply } = await drafted(
      'My wife Sarah loved the pork belly bao and my friend Tom took care of the wine list.',
      5,
      'en',
    );
    expect(reply).not.toMatch(/Sarah|Tom/);
  });

  it('accepts in its checks a name the guest wrote, and flags one nobody wrote', () => {
    const text = 'Our server Priya was amazing.';
    const accepted = verifyDraft(
      'Thank you for your review! We will pass your thanks on to Priya. See you soon.',
      request(text, 5),
      { language: 'en' },
    );
    expect(accepted.find((c) => c.check === 'no-invented-facts')?.passed).toBe(true);
    const invented = verifyDraft(
      'Thank you for your review! We will pass your thanks on to Leontine. See you soon.',
      request(text, 5),
      { language: 'en' },
    );
    expect(invented.find((c) => c.check === 'no-invented-facts')?.passed).toBe(false);
  });
});
