import { describe, expect, it } from 'vitest';
import { BOOKED_WAIT_WORDS } from './complaint-kinds.ts';
import { waitWords } from './complaint-wait.ts';
import { fold } from './text.ts';

// Invented clauses: nothing here comes from the evaluation corpus.
describe('the words for a wait', () => {
  it('hears a table booked and waited for, with the booking contracted or not', () => {
    for (const clause of [
      '70 minutes for a table we’d reserved',
      "40 minutes for a table we'd booked",
      'an hour for the table I had booked',
      'waited 30 minutes to be seated even with a reservation',
    ])
      expect(waitWords(fold(clause), 'en'), clause).toBe(BOOKED_WAIT_WORDS.en);
  });

  it('hears no booking in a wait for a table nobody booked', () => {
    expect(waitWords(fold('45 minutes to get a table'), 'en')).toBe('the wait for a table');
  });
});
