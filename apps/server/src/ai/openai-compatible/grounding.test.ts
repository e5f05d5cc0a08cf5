import { describe, expect, it } from 'vitest';
import { describeFacts, describeReading } from './grounding.ts';
import type { ReviewAnalysisResult } from '../analysis/review-analysis.ts';

const analysis = (signals: Partial<ReviewAnalysisResult['signals']>): ReviewAnalysisResult => ({
  language: 'fr',
  skipped: null,
  sentiment: { label: 'negative', score: -0.5 },
  categories: [],
  aspects: [],
  keywords: [],
  menuItems: [],
  staff: [],
  signals: { questions: [], incidents: [], spam: null, sarcasm: false, ...signals },
});

describe('the grounding given to the model', () => {
  it('says no fact is known when none answers the question, rather than letting the model guess', () => {
    const reading = describeReading(
      analysis({ questions: [{ topic: 'vegan', span: 'avez-vous un plat végétalien ?' }] }),
      { parking: 'Stationnement gratuit rue Saint-Denis.' },
    );
    expect(reading).toContain('Question (vegan): "avez-vous un plat végétalien ?"');
    expect(reading).toContain('No fact is known: do not answer it');
    expect(reading).not.toContain('Stationnement');
    expect(describeFacts({})).toContain('The restaurant has given no facts.');
  });

  it('asks for care on an incident, with how the restaurant handles them when it said so', () => {
    const reading = describeReading(
      analysis({ incidents: [{ kind: 'allergy', span: 'réaction aux arachides' }] }),
      { incidents: 'Our chef calls every guest who reports an allergy.' },
    );
    expect(reading).toContain('Incident (allergy): "réaction aux arachides"');
    expect(reading).toContain('How we handle it: Our chef calls every guest');
  });

  it('has a praised person the roster lacks thanked by name, and a criticised one left unnamed', () => {
    const reading = describeReading(
      {
        ...analysis({}),
        guestNamedStaff: [
          {
            name: 'Priya',
            polarity: 'positive',
            span: 'Priya',
            snippet: 'Our server Priya was lovely.',
          },
          { name: 'Derek', polarity: 'negative', span: 'Derek', snippet: 'Derek was rude.' },
        ],
      },
      {},
    );
    expect(reading).toContain('Also praised by name, though not on our staff list: Priya.');
    expect(reading).toContain('not praised: Derek. Do not name them');
  });

  it('adds nothing without an analysis', () => {
    expect(describeReading(undefined, { hours: '11–22' })).toBe('');
  });
});
