import { describe, expect, it } from 'vitest';
import { readStaff } from './batch.ts';
import { analyseReview } from './review-analysis.ts';

// Invented for these tests: no person, restaurant or sentence of the evaluation corpus or the
// training file.
const staff = readStaff([
  { name: 'Wendell Ross', role: 'host' },
  { name: 'Gaëlle Tremblay', role: 'server' },
  { name: 'Rosalind Achebe', role: 'bartender' },
]);
const staffOf = (text: string, stars: number) =>
  Object.fromEntries(analyseReview(text, stars, { staff }).staff.map((s) => [s.name, s.polarity]));

describe('a staff mention read from what its sentence tells of the person', () => {
  it('reads a complaint told as an event as a complaint in a good review', () => {
    expect(
      staffOf('Loved the lamb. Wendell left us standing at the door for twenty minutes.', 4),
    ).toEqual({ 'Wendell Ross': 'negative' });
    expect(
      staffOf('Rosalind served the people who came in after us first. Nice cocktails.', 5),
    ).toEqual({ 'Rosalind Achebe': 'negative' });
    expect(
      staffOf('Très bon repas. Gaëlle nous a laissés attendre à la porte vingt minutes.', 4),
    ).toEqual({
      'Gaëlle Tremblay': 'negative',
    });
    expect(staffOf('Bonne bouffe. Gaëlle est pas revenue nous voir de la soirée.', 4)).toEqual({
      'Gaëlle Tremblay': 'negative',
    });
  });

  it('reads a complaint that has an opinion word the lexicons miss', () => {
    expect(staffOf('Wendell was dismissive when we asked about our booking.', 5)).toEqual({
      'Wendell Ross': 'negative',
    });
  });

  it('reads praise told as an event as praise in a bad review', () => {
    expect(
      staffOf('Cold fries, flat beer. Wendell found us a table even though we had no booking.', 1),
    ).toEqual({ 'Wendell Ross': 'positive' });
    expect(
      staffOf('Repas décevant. Gaëlle a vérifié deux fois avec la cuisine pour mes allergies.', 2),
    ).toEqual({ 'Gaëlle Tremblay': 'positive' });
  });

  it('still reads the stars when the sentence only says who did what', () => {
    expect(staffOf('Great night. Gaëlle took our order.', 5)).toEqual({
      'Gaëlle Tremblay': 'positive',
    });
    expect(staffOf('Awful night. Gaëlle took our order.', 1)).toEqual({
      'Gaëlle Tremblay': 'negative',
    });
  });
});
