import { DRAFT_CHECKS } from '@tableside/domain/draft-checks';
import { describe, expect, it } from 'vitest';
import { requestWith } from '../../test/draft-requests.ts';
import { createBuiltinReplyEngine } from '../builtin/reply-engine.ts';
import { analysisOf, expectedLanguage, verifyDraft } from './verify-draft.ts';

const result = (draft: string, request = requestWith(), language: 'en' | 'fr' = 'en') =>
  verifyDraft(draft, request, { language });
const check = (draft: string, id: string, request = requestWith(), language?: 'en' | 'fr') =>
  result(draft, request, language).find((c) => c.check === id)!;

describe('verifyDraft', () => {
  it('answers one result per check, in order', () => {
    const checks = result('Thank you for the kind words, Odile. We hope to see you again soon!');
    expect(checks.map((c) => c.check)).toEqual([...DRAFT_CHECKS]);
    expect(checks.every((c) => c.passed && c.detail === null)).toBe(true);
  });

  it('reads the review itself when the request carries no analysis', () => {
    const request = { ...requestWith({ text: 'The Tarte Tatin was divine.', rating: 5 }) };
    delete request.analysis;
    expect(analysisOf(request).menuItems.map((m) => m.item)).toEqual(['Tarte Tatin']);
  });
});

describe('language', () => {
  it('passes a reply in the expected language, fails one in the other', () => {
    const fr = 'Merci beaucoup pour votre visite, nous sommes ravis que la soirée vous ait plu.';
    expect(check(fr, 'language', requestWith(), 'fr').passed).toBe(true);
    const failed = check(fr, 'language', requestWith(), 'en');
    expect(failed).toMatchObject({ passed: false, detail: 'written in fr, not en' });
    // The web says the same in the reader's language from the structured problem.
    expect(failed.problems).toEqual([{ code: 'written-in', language: 'fr', expected: 'en' }]);
  });

  it('fails an English reply signed off in French, unless it is the restaurant’s own sign-off', () => {
    const draft =
      'Thank you so much for your visit and for the kind words about the evening.\n\nÀ très bientôt, toute l’équipe';
    expect(check(draft, 'language').passed).toBe(false);
    const own = requestWith({ signOff: 'À très bientôt, toute l’équipe' });
    expect(check(draft, 'language', own).passed).toBe(true);
  });

  it('reads past dish and people names in the other language', () => {
    const draft =
      'Thank you for coming, Odile. We are sorry the Soupe à l’oignon arrived lukewarm; Yannick will look into it. Sorry the tarte tatin disappointed.';
    expect(check(draft, 'language').passed).toBe(true);
  });

  it('expects the guest’s language, or the one an instruction asks for', () => {
    const french = requestWith({ text: 'Le service était lent mais la soupe était bonne.' });
    expect(expectedLanguage(french)).toBe('fr');
    expect(expectedLanguage({ ...french, additionalInstructions: 'Reply in English please' })).toBe(
      'en',
    );
    expect(expectedLanguage(requestWith({ additionalInstructions: 'Répondez en français' }))).toBe(
      'fr',
    );
  });
});

describe('length', () => {
  it('fails a one-liner and a reply over the limit', () => {
    expect(check('Thanks!', 'length')).toMatchObject({ passed: false, detail: 'too short' });
    expect(check('Thanks a lot for the five stars, Odile.', 'length').detail).toBe('a one-liner');
    const long = `${'We loved having you. '.repeat(60)}`;
    expect(check(long, 'length').detail).toBe('longer than 1000 characters');
  });
});

describe('the built-in engine’s drafts', () => {
  it('pass every check on plain reviews, in English and in French', async () => {
    const engine = createBuiltinReplyEngine();
    for (const [text, rating] of [
      ['Beatrix made our anniversary dinner special and the Tarte Tatin was perfect.', 5],
      ['Soirée agréable, la soupe à l’oignon était délicieuse et Yannick très attentionné.', 5],
      ['The lamb shank was dry and we waited forty minutes for it.', 2],
    ] as const) {
      const request = requestWith({ text, rating });
      delete request.analysis;
      const draft = await engine.draftReply(request);
      const failed = verifyDraft(draft, request, { language: expectedLanguage(request) }).filter(
        (c) => !c.passed,
      );
      expect(failed, draft).toEqual([]);
    }
  });
});
