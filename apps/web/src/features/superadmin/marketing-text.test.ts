import { describe, expect, it } from 'vitest';
import { groupsToText, textToGroups } from './marketing-text.ts';

describe('tier feature groups as text', () => {
  it('round-trips headings and items', () => {
    const groups = [
      { heading: 'Replies', items: ['Unlimited AI replies', 'Tone'] },
      { heading: 'Insight', items: ['Trends'] },
    ];
    expect(textToGroups(groupsToText(groups))).toEqual(groups);
  });
  it('keeps items before any heading and skips blank lines', () => {
    expect(textToGroups('One\n\n  Two \n# Later\nThree')).toEqual([
      { heading: '', items: ['One', 'Two'] },
      { heading: 'Later', items: ['Three'] },
    ]);
  });
});
