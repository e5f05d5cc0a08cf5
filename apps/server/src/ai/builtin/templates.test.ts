import { describe, expect, it } from 'vitest';
import type { ReplyRequest } from '../engine.ts';
import { verifyDraft } from '../replies/verify-draft.ts';
import { createBuiltinReplyEngine } from './reply-engine.ts';

// The restaurant's templates as its own phrasing (docs/product/reviews-and-replies.md#reply-templates).

const engine = createBuiltinReplyEngine();

const request = (
  review: Partial<ReplyRequest['review']>,
  templates: ReplyRequest['templates'],
): ReplyRequest => ({
  review: {
    text: 'Lovely evening, the poutine was perfect.',
    rating: 5,
    authorName: 'Marie Tremblay',
    language: 'en',
    source: 'google',
    ...review,
  },
  restaurant: {
    name: 'Bistro Lumière',
    locationName: 'Plateau',
    tone: 'friendly',
    instructions: null,
    signOff: null,
  },
  menu: ['Poutine'],
  staff: [],
  recentOpenings: [],
  maxLength: 600,
  templates,
});

const THANKS = {
  language: 'en' as const,
  text: 'Marie, a heartfelt thank you from all of us at Bistro Lumière. Until next time, take care.\n— The Lumière team',
};
const MERCI = {
  language: 'fr' as const,
  text: 'Marie, un grand merci de toute l’équipe du Bistro Lumière. À très bientôt, prenez soin de vous.',
};

const passes = (text: string, r: ReplyRequest, language: 'en' | 'fr') =>
  verifyDraft(text, r, { language }).filter((c) => !c.passed);

describe('the built-in engine and the restaurant’s templates', () => {
  it('opens and closes with the template’s sentences in the reply’s language, and passes the checks', async () => {
    const r = request({}, [MERCI, THANKS]);
    const text = await engine.draftReply(r);
    expect(text.startsWith('Marie, a heartfelt thank you from all of us at Bistro Lumière.')).toBe(
      true,
    );
    expect(text.endsWith('Until next time, take care.')).toBe(true);
    // What the guest said is still answered, between the two.
    expect(text.toLowerCase()).toContain('poutine');
    expect(text).not.toContain('Lumière team');
    expect(passes(text, r, 'en')).toEqual([]);
    // Without templates the engine writes its own opening.
    const own = await engine.draftReply(request({}, []));
    expect(own.startsWith('Marie, a heartfelt')).toBe(false);
  });

  it('uses a French template for a French review, never an English one', async () => {
    const review = {
      text: 'Soirée charmante, la poutine était parfaite.',
      language: 'fr',
    };
    const r = request(review, [THANKS, MERCI]);
    const text = await engine.draftReply(r);
    expect(text.startsWith('Marie, un grand merci de toute l’équipe du Bistro Lumière.')).toBe(
      true,
    );
    expect(passes(text, r, 'fr')).toEqual([]);
    const onlyEnglish = await engine.draftReply(request(review, [THANKS]));
    expect(onlyEnglish).not.toContain('heartfelt');
  });

  it('keeps its own wording when the template’s would fail a draft check', async () => {
    // A promise of compensation the restaurant's instructions never allowed.
    const voucher = {
      language: 'en' as const,
      text: 'We are so sorry. Please accept a free dessert voucher on us for your next visit.',
    };
    const r = request({ text: 'The soup was cold and the service slow.', rating: 2 }, [voucher]);
    expect(passes(voucher.text, r, 'en')).not.toEqual([]);
    const text = await engine.draftReply(r);
    expect(text).not.toContain('voucher');
    expect(passes(text, r, 'en')).toEqual([]);
  });

  it('answers an incident in the plain voice, not from a template', async () => {
    const r = request({ text: 'My son got food poisoning after the chicken.', rating: 1 }, [
      { language: 'en', text: 'Oh no, Marie! We are sorry to hear that. Hope to see you soon!' },
    ]);
    const text = await engine.draftReply(r);
    expect(text).not.toContain('Oh no');
    expect(text).not.toContain('Hope to see you soon');
  });
});
