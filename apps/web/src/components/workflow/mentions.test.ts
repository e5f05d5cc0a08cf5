import { describe, expect, it } from 'vitest';
import { mentionCandidates, mentionQuery, mentionsIn } from './mentions.ts';

const people = [
  { id: 'a', name: 'Hélène Roy', username: 'helene', role: 'Manager', assignable: true },
  { id: 'b', name: 'Marc Dubé', username: 'chef', role: 'BOH', assignable: false },
];

describe('mentions', () => {
  it('reads the word typed after an @ at the caret, and nothing inside a word', () => {
    expect(mentionQuery('Ask @hel', 8)).toEqual({ start: 4, query: 'hel' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('mail me@home', 12)).toBeNull();
    expect(mentionQuery('Ask @hel then', 13)).toBeNull();
  });

  it('finds colleagues by any word of their name, accents aside', () => {
    expect(mentionCandidates(people, 'hel').map((p) => p.id)).toEqual(['a']);
    expect(mentionCandidates(people, 'dube').map((p) => p.id)).toEqual(['b']);
    expect(mentionCandidates(people, 'chef').map((p) => p.id)).toEqual(['b']);
    expect(mentionCandidates(people, '').map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('keeps only the picked names still in the text', () => {
    const picked = new Map([
      ['a', 'Hélène Roy'],
      ['b', 'Marc Dubé'],
    ]);
    expect(mentionsIn('@Hélène Roy please check', picked)).toEqual(['a']);
  });
});
