import { describe, expect, it } from 'vitest';
import { toneAbout } from './tone-about.ts';

describe('toneAbout', () => {
  it('reads the sentence that names the thing, not the review’s stars', () => {
    expect(toneAbout('Loved it. The music was a bit loud.', ['music'], 5)?.tone).toBe('negative');
    expect(toneAbout('Cold fries, rude server. Parking was easy.', ['parking'], 1)?.tone).toBe(
      'positive',
    );
    expect(toneAbout('Great food but way too noisy.', ['noisy'], 4)).toEqual({
      tone: 'negative',
      sentence: 'Great food but way too noisy.',
    });
  });

  it('hears a thing missing or hard to get at, in both languages', () => {
    for (const [text, word] of [
      ['No parking anywhere.', 'parking'],
      ['Parking is hard to find.', 'parking'],
      ['Aucun stationnement, on a tourné 30 minutes.', 'stationnement'],
      ['Le stationnement est un cauchemar.', 'stationnement'],
    ] as const)
      expect(toneAbout(text, [word], 4)?.tone, text).toBe('negative');
  });

  it('finds nothing when no sentence says the word', () => {
    expect(toneAbout('Lovely evening.', ['parking'], 5)).toBeNull();
  });
});
