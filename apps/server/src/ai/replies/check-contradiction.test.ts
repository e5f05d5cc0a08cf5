import { describe, expect, it } from 'vitest';
import { requestWith } from '../../test/draft-requests.ts';
import { verifyDraft } from './verify-draft.ts';

const contradiction = (draft: string, request: ReturnType<typeof requestWith>, fr = false) =>
  verifyDraft(draft, request, { language: fr ? 'fr' : 'en' }).find(
    (c) => c.check === 'no-contradiction',
  )!;

const lambBadBeatrixGood = requestWith({
  text: 'The lamb shank was dry and tough. Beatrix, our server, was a delight though.',
  rating: 3,
  analysis: {
    sentiment: { label: 'mixed', score: 0 },
    menuItems: [{ item: 'Braised lamb shank', polarity: 'negative', snippet: '' }],
    staff: [{ name: 'Beatrix Olsen', polarity: 'positive', snippet: '' }],
  },
});

describe('no-contradiction', () => {
  it('passes a reply that thanks for the praise and apologises for the criticism', () => {
    const draft =
      'Thank you for your visit. We are sorry the lamb shank was dry, and we will tell the kitchen. We are glad Beatrix made your evening brighter!';
    expect(contradiction(draft, lambBadBeatrixGood).passed).toBe(true);
  });

  it('fails praise for the dish the guest criticised', () => {
    const draft = 'Thank you for your visit! We are so glad you enjoyed the lamb shank.';
    expect(contradiction(draft, lambBadBeatrixGood)).toMatchObject({
      passed: false,
      detail: 'praises Braised lamb shank, which the guest criticised',
    });
  });

  it('fails an apology for the person the guest praised', () => {
    const draft = 'We are sorry about Beatrix and will speak with her. Thanks for writing.';
    expect(contradiction(draft, lambBadBeatrixGood).detail).toBe(
      'apologises for Beatrix Olsen, which the guest praised',
    );
  });

  it('fails praise for a dish whose praise the guest negated, whatever the analysis read', () => {
    const request = requestWith({
      text: "Les quenelles n'étaient pas terribles, par contre le vin était excellent.",
      rating: 3,
      analysis: {
        sentiment: { label: 'neutral', score: 0 },
        menuItems: [
          {
            item: 'Quenelle de brochet',
            polarity: 'positive',
            snippet: "Les quenelles n'étaient pas terribles, par contre le vin était excellent.",
          },
        ],
      },
    });
    const praise = 'Merci! Ravis que vous ayez aimé notre quenelle de brochet.';
    expect(contradiction(praise, request, true)).toMatchObject({
      passed: false,
      problems: [{ code: 'praises-criticised', subject: 'Quenelle de brochet' }],
    });
    const sorry = 'Merci. Désolés que notre quenelle de brochet vous ait déçu.';
    expect(contradiction(sorry, request, true).passed).toBe(true);
  });

  it('reads thanks for the feedback about the dish as thanks, not praise', () => {
    const draft = 'Thank you for your feedback on the lamb shank; the kitchen is looking into it.';
    expect(contradiction(draft, lambBadBeatrixGood).passed).toBe(true);
  });

  it('reads French: « ravis que vous ayez apprécié la soupe » when the soup was criticised', () => {
    const request = requestWith({
      text: 'La soupe à l’oignon était froide et fade.',
      rating: 2,
      analysis: {
        language: 'fr',
        sentiment: { label: 'negative', score: -1 },
        menuItems: [{ item: 'Soupe à l’oignon', polarity: 'negative', snippet: '' }],
        categories: [{ category: 'food', polarity: 'negative' }],
      },
    });
    const bad =
      'Merci de votre visite. Nous sommes ravis que vous ayez apprécié notre soupe à l’oignon.';
    expect(contradiction(bad, request, true).passed).toBe(false);
    const good =
      'Merci de votre retour. Nous sommes désolés que la soupe à l’oignon soit arrivée froide.';
    expect(contradiction(good, request, true).passed).toBe(true);
    const aspect = 'Merci pour votre avis! Ravis que les plats vous aient plu.';
    expect(contradiction(aspect, request, true).detail).toBe(
      'praises food, which the guest criticised',
    );
  });

  it('does not take the guest’s own name for a staff member’s, whatever it holds', () => {
    const request = requestWith({
      text: 'Beatrix ignored us all night.',
      rating: 2,
      authorName: 'Beatrix (B.) Lamy',
      analysis: { staff: [{ name: 'Beatrix Olsen', polarity: 'negative', snippet: '' }] },
    });
    const draft = 'Thank you for writing, Beatrix; we are sorry and will speak with our team.';
    expect(contradiction(draft, request).passed).toBe(true);
  });

  it('does not trust a "criticised" dish in a glowing five-star review (slang, sarcasm)', () => {
    const request = requestWith({
      text: 'That tarte tatin is SICK, unreal!!',
      rating: 5,
      analysis: {
        sentiment: { label: 'positive', score: 1 },
        menuItems: [{ item: 'Tarte Tatin', polarity: 'negative', snippet: '' }],
      },
    });
    expect(contradiction('So glad you loved the tarte tatin, see you soon!', request).passed).toBe(
      true,
    );
  });

  it('passes an apology for the part of an aspect the guest faulted, and fails one praised whole', () => {
    const text = 'Perfect night, great room. Only gripe: the music got far too loud later on.';
    const category = { category: 'ambience', polarity: 'positive' as const };
    const music = {
      term: 'music',
      category: 'ambience',
      polarity: 'negative' as const,
      snippet: 'Only gripe: the music got far too loud later on.',
    };
    const draft = 'Thank you for the lovely review! Sorry about the music getting loud.';
    const torn = requestWith({
      text,
      rating: 5,
      analysis: { categories: [category], aspects: [music] },
    });
    expect(contradiction(draft, torn).passed).toBe(true);
    const praised = requestWith({ text, rating: 5, analysis: { categories: [category] } });
    expect(contradiction(draft, praised).passed).toBe(false);
  });
});
