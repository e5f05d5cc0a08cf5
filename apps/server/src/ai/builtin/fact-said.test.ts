import { describe, expect, it } from 'vitest';
import { factSaying } from './fact-said.ts';

// Invented facts, written in both languages as bilingual restaurants write them.
const FACTS = {
  'gift-cards': 'Cartes-cadeaux en ligne et sur place. / Gift cards online and in store.',
  parking: 'Stationnement gratuit derrière le café. / Free parking behind the café.',
};

describe('a statement typed in the other language, said from the bilingual facts', () => {
  it('says the fact in the reply’s language when its other half says everything typed', () => {
    const typed = { text: 'gift cards are sold online', language: 'en' as const };
    expect(factSaying(typed, FACTS, 'fr', '')).toBe('Cartes-cadeaux en ligne et sur place.');
    const fr = { text: 'le stationnement est gratuit', language: 'fr' as const };
    expect(factSaying(fr, FACTS, 'en', '')).toBe('Free parking behind the café.');
  });

  it('says nothing when the statement says more than the facts, or names no fact', () => {
    const more = { text: 'gift cards are sold at the bar only', language: 'en' as const };
    expect(factSaying(more, FACTS, 'fr', '')).toBeNull();
    const other = { text: 'we are closed on Mondays', language: 'en' as const };
    expect(factSaying(other, FACTS, 'fr', '')).toBeNull();
  });
});
