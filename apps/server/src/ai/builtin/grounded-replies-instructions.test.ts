import { describe, expect, it } from 'vitest';
import { draft } from '../../test/grounded-reply-setup.ts';

// Regeneration instructions: facts, signature, length, language and what to avoid, as the person
// asks.

describe('grounded replies: regeneration instructions', () => {
  const review = 'The tarte au citron was perfect and Ingrid was so attentive. Is there parking?';
  const parking = { questions: [{ topic: 'parking' as const, span: 'Is there parking?' }] };

  it('answers with the facts the instructions give, rather than the stored ones', async () => {
    const { text } = await draft(review, 5, {
      signals: parking,
      instructions: 'Tell them there is a paid lot on Rue Wolfe',
    });
    expect(text).toContain('there is a paid lot on Rue Wolfe');
    expect(text).not.toContain('Free parking');
  });

  it('signs as asked, keeps under the word budget and drops exclamation marks and contractions', async () => {
    const { text } = await draft(review, 5, {
      signals: parking,
      instructions: 'Sign as Noor; under 45 words; no exclamation marks; more formal',
    });
    expect(text.trim().split('\n').at(-1)).toContain('Noor');
    expect(text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length).toBeLessThanOrEqual(45);
    expect(text).not.toContain('!');
    expect(text).not.toMatch(/n't|'re|'ll|'ve/);
  });

  it('signs "name, role" under a dash, and a closing phrase as written', async () => {
    const role = await draft(review, 5, { signals: parking, instructions: 'sign Noor – GM' });
    expect(role.text.trim().split('\n').at(-1)).toBe('— Noor, GM');
    const phrase = await draft(review, 5, {
      signals: parking,
      instructions: 'sign as Cheers, Noor',
    });
    expect(phrase.text.trim().split('\n').at(-1)).toBe('Cheers, Noor');
  });

  it('gives the email the person asks for from the facts, and reports one the facts lack', async () => {
    const given = await draft(review, 5, {
      signals: parking,
      instructions: 'pls add the email',
    });
    expect(given.text).toContain('care@bistro-aurore.example');
    expect(given.unfollowed).toEqual([]);
    const missing = await draft(review, 5, {
      signals: parking,
      instructions: 'add our phone number',
    });
    expect(missing.unfollowed).toEqual([
      { instruction: 'add our phone number', reason: 'missing-contact' },
    ]);
  });

  it('switches language, avoids what it is told to avoid, and reports what it cannot do', async () => {
    const en = await draft('Très bon souper, la tarte au citron était parfaite.', 5, {
      instructions: 'Répondre en anglais',
    });
    expect(en.text).toMatch(/\b(we|you|your)\b/i);
    expect(en.text).not.toMatch(/\b(nous|vous|merci)\b/i);
    const avoid = await draft(review, 5, { instructions: "Don't mention Ingrid" });
    expect(avoid.text).not.toContain('Ingrid');
    const tu = await draft('Très bon souper, la tarte au citron était parfaite.', 5, {
      instructions: 'Tutoyer la cliente',
    });
    expect(tu.unfollowed).toEqual([]);
    expect(tu.text).toMatch(/\b(tu|te|ton|ta|tes|toi)\b|\bt’/);
    expect(tu.text).not.toMatch(/\b(vous|votre|vos)\b/i);
    const nonsense = await draft(review, 5, { instructions: 'Write it as a limerick' });
    expect(nonsense.unfollowed).toEqual([
      { instruction: 'Write it as a limerick', reason: 'style' },
    ]);
  });
});
