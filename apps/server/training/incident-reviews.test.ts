import { describe, expect, it } from 'vitest';
import { INCIDENT_KINDS } from '@tableside/domain/review-signals';
import {
  INCIDENT_VOICES_URL,
  inHoldout,
  loadIncidentReviews,
  scoreIncidents,
} from './incident-reviews.ts';

const reviews = loadIncidentReviews();

describe('invented incident reviews', () => {
  it('hold enough incidents of every kind in every variety, and hard negatives', () => {
    expect(reviews.filter((r) => r.incidents.length).length).toBeGreaterThanOrEqual(180);
    expect(reviews.filter((r) => !r.incidents.length).length).toBeGreaterThanOrEqual(120);
    for (const lang of ['en', 'fr-FR', 'fr-CA'] as const)
      for (const kind of INCIDENT_KINDS)
        expect(
          reviews.filter((r) => r.lang === lang && r.incidents.includes(kind)).length,
          `${kind} in ${lang}`,
        ).toBeGreaterThanOrEqual(2);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
  });

  it('hold out about a third of the stories, each story whole', () => {
    const held = reviews.filter(inHoldout).length / reviews.length;
    expect(held).toBeGreaterThan(0.25);
    expect(held).toBeLessThan(0.45);
    const side = new Map<string, boolean>();
    for (const r of reviews) {
      expect(side.get(r.story) ?? inHoldout(r)).toBe(inHoldout(r));
      side.set(r.story, inHoldout(r));
    }
  });

  it('score kinds found against kinds told', () => {
    const two = [
      { ...reviews[0]!, incidents: ['illness' as const], lang: 'en' as const },
      { ...reviews[0]!, id: 'x', incidents: [], lang: 'en' as const },
    ];
    const scores = scoreIncidents(two, () => ['illness', 'injury']);
    expect(scores.byKind.get('illness')).toEqual({ tp: 1, fp: 1, fn: 0 });
    expect(scores.byKind.get('injury')).toEqual({ tp: 0, fp: 2, fn: 0 });
    expect(scores.any).toEqual({ tp: 1, fp: 1, fn: 0 });
    expect(scores.recallByLang.get('en')).toEqual({ found: 1, of: 1 });
  });

  it('hold incidents in other voices, every kind in every variety, split dev/test', () => {
    const voices = loadIncidentReviews(INCIDENT_VOICES_URL);
    expect(voices.length).toBeGreaterThanOrEqual(300);
    expect(voices.filter((r) => !r.incidents.length).length).toBeGreaterThanOrEqual(100);
    for (const kind of INCIDENT_KINDS) {
      const told = voices.filter((r) => r.incidents.includes(kind));
      expect(told.length, kind).toBeGreaterThanOrEqual(25);
      for (const lang of ['en', 'fr-FR', 'fr-CA'] as const)
        expect(told.filter((r) => r.lang === lang).length, `${kind} in ${lang}`).toBeGreaterThan(3);
      // Each kind on both sides of the split, most of it on the side trained on.
      const dev = told.filter((r) => r.split === 'dev').length;
      expect(dev / told.length, kind).toBeGreaterThan(0.5);
      expect(told.length - dev, kind).toBeGreaterThanOrEqual(8);
    }
    expect(voices.every((r) => r.split === 'dev' || r.split === 'test')).toBe(true);
    const ids = new Set([...reviews, ...voices].map((r) => r.id));
    expect(ids.size).toBe(reviews.length + voices.length);
  });
});
