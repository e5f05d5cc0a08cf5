import { CHECK_PROBLEMS, type DraftCheck } from '@tableside/domain/draft-checks';
import { INCIDENT_KINDS, QUESTION_TOPICS } from '@tableside/domain/review-signals';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/dashboard.json' with { type: 'json' };
import fr from '../locales/fr/dashboard.json' with { type: 'json' };
import { checkDetail } from './draft-checks.ts';

async function tIn(lang: 'en' | 'fr') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: lang, resources: { en: { dashboard: en }, fr: { dashboard: fr } } });
  return i18n.getFixedT(lang, 'dashboard');
}

const failed = (problems: DraftCheck['problems']): DraftCheck => ({
  check: 'incidents-addressed',
  passed: false,
  detail: 'English words from the server',
  problems,
});

describe('checkDetail', () => {
  it('says what failed in French, kinds, topics and languages included', async () => {
    const t = await tIn('fr');
    expect(
      checkDetail(
        t,
        failed([{ code: 'incident-unnamed', subject: 'allergy' }, { code: 'no-contact' }]),
      ),
    ).toBe(
      'ne nomme pas l’incident signalé (réaction allergique); n’invite pas le client à vous contacter directement',
    );
    expect(checkDetail(t, failed([{ code: 'question-unanswered', subject: 'patio' }]))).toBe(
      'ne répond pas à la question sur la terrasse',
    );
    expect(checkDetail(t, failed([{ code: 'written-in', language: 'en', expected: 'fr' }]))).toBe(
      'rédigée en anglais et non en français',
    );
    expect(checkDetail(t, failed([{ code: 'praises-criticised', subject: 'wait' }]))).toBe(
      'fait l’éloge d’un point critiqué par le client : attente',
    );
  });

  it('says it in English, and keeps the stored words of older drafts', async () => {
    const t = await tIn('en');
    expect(checkDetail(t, failed([{ code: 'invented-offer', subject: 'free item' }]))).toBe(
      'offers something free, which nobody allowed',
    );
    expect(checkDetail(t, failed(undefined))).toBe('English words from the server');
    expect(checkDetail(t, { check: 'length', passed: true, detail: null })).toBeNull();
  });

  it('has words for every problem, incident kind and question topic in both languages', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const t = await tIn(lang);
      for (const code of CHECK_PROBLEMS) {
        const text = checkDetail(
          t,
          failed([{ code, subject: 'x', language: 'en', expected: 'fr' }]),
        );
        expect(text).not.toContain('reviews.checks');
      }
      for (const key of [
        ...INCIDENT_KINDS.map((k) => `incidents.${k}`),
        ...QUESTION_TOPICS.filter((x) => x !== 'other').map((k) => `topics.${k}`),
      ])
        expect(t(`reviews.checks.problems.${key}`)).not.toContain('reviews.checks');
    }
  });
});
