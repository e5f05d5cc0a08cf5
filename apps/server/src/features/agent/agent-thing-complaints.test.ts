import { describe, expect, it } from 'vitest';
import { agentOverReviews } from '../../test/agent-over-reviews.ts';

// "Any complaints about the noise?": the reviews that say it, and of those, the ones that
// complain about it, whatever their stars.
const REVIEWS: [number, string][] = [
  [4, 'Great food but way too noisy, we could not hear each other.'],
  [5, 'Loved it. Not noisy at all, a quiet corner and lovely staff.'],
  [2, 'Cold fries. The room was noisy too.'],
  [5, 'Easy parking behind the building and a great burger.'],
  [4, 'Good pasta. Only gripe: no parking anywhere, we circled for 20 minutes.'],
  [2, 'Aucun stationnement, on a tourné 30 minutes. La bouffe était correcte.'],
];

const ask = agentOverReviews(REVIEWS);

describe('complaints about one thing', () => {
  it('counts the reviews that complain about the noise among those that say it', async () => {
    const { answer } = await ask('Any complaints about noise in the last 10 days?');
    expect(answer).toMatch(
      /^3 reviews of .* mention “noise” in the last 10 days \(.*\); 2 complain about it \(average 3\/5\)\./,
    );
    expect(answer).toContain('“The room was noisy too.” (2★)');
    expect(answer).toMatch(/Understood: complaints about “noise”/);
  });

  it('reads "unhappy with the parking" and French complaints the same way, quoting the sentence', async () => {
    const en = await ask('Are guests unhappy with the parking in the last 10 days?');
    expect(en.answer).toMatch(/mention “parking” in the last 10 days \(.*\); 2 complain about it/);
    expect(en.answer).toContain(
      '“Only gripe: no parking anywhere, we circled for 20 minutes.” (4★)',
    );
    expect(en.answer).not.toContain('Easy parking behind the building');
    const fr = await ask('Les clients se plaignent-ils du stationnement ces 10 derniers jours?');
    expect(fr.answer).toMatch(/« stationnement » ces 10 derniers jours \(.*\) ; 2 s’en plaignent/);
    expect(fr.answer).toContain('« Aucun stationnement, on a tourné 30 minutes. » (2★)');
  });

  it('shows complaints, not praise, beside the topics guests complained about', async () => {
    const { answer, citations } = await ask(
      'Rough week, two of the team quit. What were the top complaints in the last 10 days?',
    );
    expect(answer).toMatch(/Understood: topics by complaints/);
    expect(citations.length).toBeGreaterThan(0);
    for (const c of citations) expect(c.snippet).not.toMatch(/lovely staff|great burger/);
  });

  it('still counts every mention when the question asks what people say', async () => {
    const { answer } = await ask('What do people say about the parking in the last 10 days?');
    expect(answer).toMatch(/^3 reviews of .* mention “parking” in the last 10 days/);
    expect(answer).not.toMatch(/complain/);
  });
});
