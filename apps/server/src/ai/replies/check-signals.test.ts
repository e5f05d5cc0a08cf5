import { describe, expect, it } from 'vitest';
import { requestWith, signalsWith } from '../../test/draft-requests.ts';
import { verifyDraft } from './verify-draft.ts';

const checkOf = (id: string, draft: string, request: ReturnType<typeof requestWith>, fr = false) =>
  verifyDraft(draft, request, { language: fr ? 'fr' : 'en' }).find((c) => c.check === id)!;

const allergy = requestWith({
  text: 'I told the server about my sesame allergy and the dressing had sesame. I had to use my EpiPen.',
  rating: 1,
  analysis: { signals: signalsWith({ incidents: [{ kind: 'allergy', span: 'sesame allergy' }] }) },
});

describe('incidents-addressed', () => {
  it('passes a reply naming the allergy and inviting the guest to get in touch', () => {
    const draft =
      'We are deeply sorry: an allergy is never something we take lightly. Please contact us directly so our manager can look into what happened with your order.';
    expect(checkOf('incidents-addressed', draft, allergy).passed).toBe(true);
  });

  it('fails a reply that skips the allergy or gives no way to reach us', () => {
    const vague = 'We are sorry your evening went wrong. Please contact us directly.';
    expect(checkOf('incidents-addressed', vague, allergy).detail).toBe('does not name the allergy');
    expect(checkOf('incidents-addressed', vague, allergy).problems).toEqual([
      { code: 'incident-unnamed', subject: 'allergy' },
    ]);
    const noContact = 'We are so sorry about the allergic reaction you suffered.';
    expect(checkOf('incidents-addressed', noContact, allergy).detail).toBe(
      'does not invite the guest to get in touch',
    );
  });

  it('reads several incidents in French: illness reported to the health authority', () => {
    const request = requestWith({
      text: 'Malade toute la nuit après le tartare, j’ai fait un signalement à l’inspection sanitaire.',
      rating: 1,
      analysis: {
        language: 'fr',
        signals: signalsWith({
          incidents: [
            { kind: 'illness', span: 'Malade toute la nuit' },
            { kind: 'health-authority', span: 'signalement à l’inspection sanitaire' },
          ],
        }),
      },
    });
    const good =
      'Nous sommes navrés d’apprendre que vous avez été malade. Nous collaborerons pleinement avec l’inspection; écrivez-nous directement pour que nous puissions en parler.';
    expect(checkOf('incidents-addressed', good, request, true).passed).toBe(true);
    const half = 'Nous sommes navrés que vous ayez été malade. Écrivez-nous directement.';
    expect(checkOf('incidents-addressed', half, request, true).detail).toBe(
      'does not name the health-authority',
    );
  });

  it('accepts an invitation to ask for a named person', () => {
    const draft =
      'We are so sorry about your allergic reaction. Please ask for Yannick when you can.';
    expect(checkOf('incidents-addressed', draft, allergy).passed).toBe(true);
  });

  it('accepts the incident contact the owner gave as the invitation', () => {
    const request = {
      ...allergy,
      facts: {
        incidents: 'Write to care@petitheron.example, our safety lead answers within a day.',
      },
    };
    const draft =
      'We are very sorry about your allergic reaction. Our safety lead will want to hear from you at care@petitheron.example.';
    expect(checkOf('incidents-addressed', draft, request).passed).toBe(true);
  });
});

describe('questions-answered', () => {
  const question = (facts: Record<string, string> = {}) =>
    requestWith({
      text: 'Great brunch! Do you have a terrace for the summer?',
      rating: 5,
      facts,
      analysis: {
        signals: signalsWith({ questions: [{ topic: 'patio', span: 'Do you have a terrace' }] }),
      },
    });

  it('passes an answer from the facts, fails one that ignores them', () => {
    const request = question({ patio: 'Heated terrace with 30 seats, open May to October.' });
    const good =
      'Thanks for the lovely words! Yes, our heated terrace opens in May, see you there.';
    expect(checkOf('questions-answered', good, request).passed).toBe(true);
    const bad = 'Thanks for the lovely words, we hope to see you again very soon.';
    expect(checkOf('questions-answered', bad, request)).toMatchObject({
      passed: false,
      detail: 'does not answer the question on patio',
    });
  });

  it('passes a promised follow-up when the fact is unknown, in English and in French', () => {
    const en = 'Thanks for the lovely words! We will get back to you about the terrace shortly.';
    expect(checkOf('questions-answered', en, question()).passed).toBe(true);
    const fr =
      'Merci pour ce beau message! Nous vous répondrons très vite au sujet de la terrasse.';
    expect(checkOf('questions-answered', fr, question(), true).passed).toBe(true);
    const guess = 'Thanks for the lovely words! Yes, we have a terrace.';
    expect(checkOf('questions-answered', guess, question()).passed).toBe(false);
  });

  it('does not take a complaint’s "please get in touch", or a follow-up on another topic, for an answer', () => {
    const request = requestWith({
      text: 'Slow service. Je me demandais si vous faites des plats véganes?',
      rating: 2,
      analysis: {
        signals: signalsWith({
          questions: [{ topic: 'vegan', span: 'si vous faites des plats véganes' }],
        }),
      },
    });
    const contactOnly =
      'Toutes nos excuses pour le service. Écrivez-nous ou demandez à parler à la direction.';
    expect(checkOf('questions-answered', contactOnly, request, true)).toMatchObject({
      passed: false,
      problems: [{ code: 'question-unanswered', subject: 'vegan' }],
    });
    const otherTopic =
      'Toutes nos excuses pour le service. Nous reviendrons vers vous au sujet des chiens très vite.';
    expect(checkOf('questions-answered', otherTopic, request, true).passed).toBe(false);
    const followed =
      'Toutes nos excuses pour le service. Nous reviendrons vers vous au sujet des options véganes.';
    expect(checkOf('questions-answered', followed, request, true).passed).toBe(true);
    const asked = 'Sorry about the service. Thank you for your question; we will get back to you.';
    expect(checkOf('questions-answered', asked, request).passed).toBe(true);
  });

  it('takes the instructions’ own words on the topic for an answer', () => {
    const request = {
      ...question(),
      additionalInstructions: "Tell them terrace tables can't be booked",
    };
    const draft = 'Thanks for the lovely words! As for the patio: terrace tables can’t be booked.';
    expect(checkOf('questions-answered', draft, request).passed).toBe(true);
  });
});

describe('no-promotion', () => {
  const oneStar = requestWith({ text: 'Cold food, slow service.', rating: 1 });

  it('fails an upsell on a one-star review, in English and in French', () => {
    const en = 'We are sorry about your evening. Come back and try our new brunch menu!';
    expect(checkOf('no-promotion', en, oneStar).passed).toBe(false);
    const fr = 'Désolés pour votre soirée. Venez découvrir notre nouvelle carte de saison!';
    expect(checkOf('no-promotion', fr, oneStar, true).passed).toBe(false);
    const dish = 'We are sorry about your evening. Do try our Tarte Tatin next time.';
    expect(checkOf('no-promotion', dish, oneStar).detail).toContain('promotes');
  });

  it('lets "we hope to welcome you again" pass on two stars but not after an incident', () => {
    const draft =
      'We are sorry the evening fell short; please contact us directly. We hope to welcome you back soon.';
    expect(checkOf('no-promotion', draft, requestWith({ rating: 2 })).passed).toBe(true);
    expect(checkOf('no-promotion', draft, allergy).detail).toBe(
      'invites the guest back after an incident: "welcome you back"',
    );
  });

  it('lets a reply repeat what the guest complained about', () => {
    const request = requestWith({ text: 'The happy hour prices were a rip-off.', rating: 2 });
    const draft = 'We are sorry the happy hour prices felt unfair; we will review them.';
    expect(checkOf('no-promotion', draft, request).passed).toBe(true);
  });

  it('leaves good reviews alone', () => {
    const draft = 'Thank you! Come back and try our new brunch menu.';
    expect(checkOf('no-promotion', draft, requestWith({ rating: 5 })).passed).toBe(true);
  });

  it('lets a reply answer a gift-card question on a low rating', () => {
    const request = requestWith({
      rating: 2,
      facts: { 'gift-cards': 'Gift cards are sold at the counter.' },
      analysis: {
        signals: signalsWith({ questions: [{ topic: 'gift-cards', span: 'gift cards?' }] }),
      },
    });
    const draft = 'Sorry the visit disappointed. Gift cards are sold at the counter.';
    expect(checkOf('no-promotion', draft, request).passed).toBe(true);
  });
});
