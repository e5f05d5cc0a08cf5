import { describe, expect, it } from 'vitest';
import { personGloss } from './person-glossary.ts';

describe('the glossary of what staff do, in French', () => {
  it('finds a verb from the forms guests write', () => {
    expect(personGloss('apporte')).toBe('brought');
    expect(personGloss('apportees')).toBe('brought');
    expect(personGloss('laissait')).toBe('left');
    expect(personGloss('offert')).toBe('offered');
    expect(personGloss('revenue')).toBe('came_back');
    expect(personGloss('repondu')).toBe('answered');
  });

  it('leaves other words to the sentence glossary', () => {
    expect(personGloss('poutine')).toBeNull();
    expect(personGloss('la')).toBeNull();
  });
});
