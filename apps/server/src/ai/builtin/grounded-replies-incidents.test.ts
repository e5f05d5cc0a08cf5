import { describe, expect, it } from 'vitest';
import type { ReviewSignals } from '@tableside/domain/review-signals';
import { draft } from '../../test/grounded-reply-setup.ts';

// Incidents and spam: what an incident reply names and looks into, and no reply for spam.

describe('grounded replies: incidents and spam', () => {
  it('names the incident seriously, invites direct contact from the facts, no cheer, no promotion', async () => {
    const { text, unfollowed } = await draft(
      'After the pork belly bao my son had an allergic reaction. Nobody warned us about sesame.',
      1,
      {
        signals: { incidents: [{ kind: 'allergy', span: 'my son had an allergic reaction' }] },
        instructions: 'Mention our weekend brunch',
      },
    );
    expect(text).toMatch(/allergic reaction/);
    expect(text).toContain('care@bistro-aurore.example');
    expect(text).not.toContain('!');
    expect(text).not.toMatch(/glad|delighted|thrilled|brunch/i);
    expect(unfollowed).toEqual([{ instruction: 'our weekend brunch', reason: 'promotion' }]);
  });

  it('falls back on "contact us directly" when nobody is named for incidents', async () => {
    const { text } = await draft('Found a piece of glass in my gnocchi.', 1, {
      facts: {},
      signals: { incidents: [{ kind: 'foreign-object', span: 'a piece of glass' }] },
    });
    expect(text).toMatch(/the piece of glass you found in your food/);
    expect(text).toMatch(/contact us directly/);
  });

  it('names every incident a guest reports, a third one and more included, in English and French', async () => {
    const incidents: ReviewSignals['incidents'] = [
      { kind: 'injury', span: 'cut my lip' },
      { kind: 'foreign-object', span: 'a piece of glass' },
      { kind: 'discrimination', span: 'because we are Black' },
      { kind: 'legal-threat', span: 'my lawyer' },
    ];
    const en = await draft(
      'Glass in my gnocchi, cut my lip. Treated like dirt. My lawyer will call.',
      1,
      {
        signals: { incidents },
      },
    );
    // The injury as the guest told it: a cut.
    expect(en.text).toMatch(/the cut/);
    expect(en.text).toMatch(/the piece of glass you found/);
    expect(en.text).toMatch(/discrimination/);
    expect(en.text).toMatch(/formal complaint/);
    const fr = await draft(
      'Du verre dans mes gnocchis, lèvre coupée. Mon avocat vous appellera.',
      1,
      {
        signals: { incidents },
      },
    );
    expect(fr.text).toMatch(/la coupure/);
    expect(fr.text).toMatch(/discrimination/);
    expect(fr.text).toMatch(/recours/);
  });

  it('names raw chicken as the undercooked chicken, not as a hygiene problem', async () => {
    const { text } = await draft('The chicken was still pink in the middle. Never again.', 1, {
      signals: {
        incidents: [{ kind: 'hygiene', span: 'The chicken was still pink in the middle.' }],
      },
    });
    expect(text).toMatch(/the undercooked chicken/);
    expect(text).not.toMatch(/hygiene/);
  });

  it('names what a guest saw, in their own word for it, rather than "a hygiene problem"', async () => {
    const seen = async (text: string, span: string) =>
      (await draft(text, 1, { signals: { incidents: [{ kind: 'hygiene', span }] } })).text;
    expect(
      await seen('Saw a mouse run across the floor.', 'Saw a mouse run across the floor.'),
    ).toMatch(/the mouse you saw/);
    expect(await seen('Une coquerelle sur le mur.', 'Une coquerelle sur le mur.')).toMatch(
      /la coquerelle que vous avez vue/,
    );
    expect(await seen('The washroom was out of soap.', 'The washroom was out of soap.')).toMatch(
      /without soap/,
    );
    // Droppings are not a mouse seen; the standard is said after what was found.
    const droppings = await seen(
      'Mouse droppings on the banquette.',
      'Mouse droppings on the banquette.',
    );
    expect(droppings).toMatch(/the mouse droppings you found/);
    expect(droppings).toMatch(/Cleanliness is non-negotiable/);
  });

  it('writes nothing for spam', async () => {
    const { text } = await draft('Best SEO agency in town, visit our site!', 5, {
      signals: { spam: 'seo' },
    });
    expect(text).toBe('');
  });
});

describe('grounded replies: what an incident reply looks into', () => {
  it('looks at the dish the guest suspects, never the one they loved', async () => {
    const { text } = await draft(
      'The gnocchi were lovely but there was a shard of plastic in the pork belly bao.',
      2,
      { signals: { incidents: [{ kind: 'foreign-object', span: 'a shard of plastic' }] } },
    );
    expect(text).not.toMatch(/gnocchi/i);
  });

  it('ties no dish to a fall, and thanks the server named kindly, without cheer', async () => {
    const { text } = await draft(
      'Ingrid was wonderful and the gnocchi were great, but a loose chair leg gave way and I hurt my wrist.',
      3,
      { signals: { incidents: [{ kind: 'injury', span: 'I hurt my wrist' }] } },
    );
    expect(text).not.toMatch(/gnocchi/i);
    expect(text).toContain('Ingrid');
    expect(text).not.toContain('!');
  });
});
