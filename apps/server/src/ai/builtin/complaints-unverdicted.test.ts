import { describe, expect, it } from 'vitest';
import { apologySentences, drafterFor } from '../../test/draft-requests.ts';

// An invented diner and its menu: nothing here comes from the evaluation corpus.
const PLACE = {
  name: 'Diner Quai Nord',
  locationName: 'Lachine',
  authorName: 'Tomas Reyes',
  menu: [
    { name: 'Club sandwich', aliases: [] },
    { name: 'Pouding chômeur', aliases: [] },
  ],
  staff: [],
};
const draft = drafterFor(PLACE);
const sorry = (reply: string) => apologySentences(reply).join(' ');

describe('an aspect read without a verdict whose words find fault with it', () => {
  it('apologises for the food that was "ok but too salty"', async () => {
    const reply = await draft(
      'Food is ok but too salty for us. The waiter was not very patient with our questions.',
      2,
    );
    expect(sorry(reply), reply).toMatch(/\bfood\b/i);
  });

  it('apologises for a service judged "meh" in a three-star review, and not for the food praised', async () => {
    const reply = await draft('Food good, service meh. Nice room upstairs.', 3);
    expect(sorry(reply), reply).toMatch(/\bservice\b/i);
    expect(sorry(reply), reply).not.toMatch(/\bfood\b/i);
  });
});
