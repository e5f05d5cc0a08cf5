import { describe, expect, it } from 'vitest';
import {
  guessDateFormat,
  guessImportColumns,
  importRowValidator,
  isHistoricReview,
  missingImportFields,
  parseImportDate,
  parseImportRating,
} from './review-import.ts';

describe('guessImportColumns', () => {
  it('reads English headers', () => {
    expect(
      guessImportColumns(['Date', 'Rating', 'Review', 'Author', 'Review ID', 'Source']),
    ).toEqual({ review_date: 0, rating: 1, text: 2, author_name: 3, external_id: 4, source: 5 });
  });

  it('reads French headers, accents and case aside', () => {
    expect(
      guessImportColumns([
        'Établissement',
        'Note',
        'Commentaire',
        'Date de l’avis',
        'Auteur',
        'Langue',
      ]),
    ).toEqual({ location: 0, rating: 1, text: 2, review_date: 3, author_name: 4, language: 5 });
  });

  it('maps a column to one field at most and leaves unknown headers alone', () => {
    expect(guessImportColumns(['note', 'Note', 'whatever'])).toEqual({ rating: 0 });
  });
});

describe('parseImportDate', () => {
  it('takes a day at noon UTC and a time without zone as UTC', () => {
    expect(parseImportDate('2019-03-02', 'iso')?.toISOString()).toBe('2019-03-02T12:00:00.000Z');
    expect(parseImportDate('2019-03-02 18:30', 'iso')?.toISOString()).toBe(
      '2019-03-02T18:30:00.000Z',
    );
    expect(parseImportDate('2019-03-02T18:30:00-05:00', 'iso')?.toISOString()).toBe(
      '2019-03-02T23:30:00.000Z',
    );
  });

  it('reads day-first and month-first dates as told', () => {
    expect(parseImportDate('03/04/2019', 'dmy')?.toISOString()).toBe('2019-04-03T12:00:00.000Z');
    expect(parseImportDate('03/04/2019', 'mdy')?.toISOString()).toBe('2019-03-04T12:00:00.000Z');
    expect(parseImportDate('31.12.2019 08:05', 'dmy')?.toISOString()).toBe(
      '2019-12-31T08:05:00.000Z',
    );
  });

  it('refuses impossible and unreadable dates', () => {
    for (const v of ['2019-02-30', '2019-13-01', 'yesterday', '', '2019-03-02T25:00', '31/12/2019'])
      expect(parseImportDate(v, 'iso'), v).toBeNull();
    expect(parseImportDate('13/13/2019', 'dmy')).toBeNull();
  });

  it('guesses the format from the samples', () => {
    expect(guessDateFormat(['2019-01-02'])).toBe('iso');
    expect(guessDateFormat(['25/12/2019', '01/02/2019'])).toBe('dmy');
    expect(guessDateFormat(['12/25/2019'])).toBe('mdy');
  });
});

describe('parseImportRating', () => {
  it('reads whole stars from 1 to 5 in the usual spellings', () => {
    expect(['1', '5', ' 4 ', '4.0', '3,0', '2/5', 'FOUR'].map(parseImportRating)).toEqual([
      1, 5, 4, 4, 3, 2, 4,
    ]);
  });
  it('refuses anything else', () => {
    for (const v of ['0', '6', '4.5', '-1', 'five stars', '', '10/10'])
      expect(parseImportRating(v), v).toBeNull();
  });
  it('refuses the names of Object.prototype members', () => {
    for (const v of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(parseImportRating(v), v).toBeNull();
  });
});

describe('importRowValidator', () => {
  const locations = [
    { id: '11111111-1111-4111-8111-111111111111', name: 'Plateau' },
    { id: '22222222-2222-4222-8222-222222222222', name: 'Mile End' },
  ];
  const check = importRowValidator({
    columns: { review_date: 0, rating: 1, text: 2, location: 3, source: 4 },
    defaultLocationId: null,
    locations,
    dateFormat: 'iso',
    now: new Date('2026-11-22T12:00:00Z'),
  });

  it('accepts a good row and finds its location by name', () => {
    const outcome = check(['2019-05-01', '5', ' Lovely ', 'mile end', 'Google']);
    expect(outcome).toEqual({
      ok: true,
      review: {
        locationId: locations[1]?.id,
        source: 'google',
        externalId: null,
        authorName: null,
        rating: 5,
        text: 'Lovely',
        language: null,
        reviewDate: new Date('2019-05-01T12:00:00Z'),
      },
    });
  });

  it('names the first reason a row is refused', () => {
    const cases: [string[], string][] = [
      [['2019-05-01', '', '', 'Plateau', ''], 'empty_review'],
      [['2019-05-01', '', 'Only text', 'Plateau', ''], 'rating_missing'],
      [['2019-05-01', '7', 'Hi', 'Plateau', ''], 'bad_rating'],
      [['', '4', 'Hi', 'Plateau', ''], 'date_missing'],
      [['someday', '4', 'Hi', 'Plateau', ''], 'bad_date'],
      [['1970-01-01', '4', 'Hi', 'Plateau', ''], 'bad_date'],
      [['2027-01-01', '4', 'Hi', 'Plateau', ''], 'date_in_future'],
      [['2019-05-01', '4', 'Hi', 'Nowhere', ''], 'unknown_location'],
      [['2019-05-01', '4', 'Hi', '', ''], 'unknown_location'],
      [['2019-05-01', '4', 'Hi', 'Plateau', 'myspace'], 'bad_source'],
      [['2019-05-01', '4', 'x'.repeat(20_001), 'Plateau', ''], 'text_too_long'],
      [['2019-05-01', '4', 'Cr\uFFFDme', 'Plateau', ''], 'invalid_encoding'],
    ];
    for (const [cells, reason] of cases)
      expect(check(cells), reason).toEqual({ ok: false, reason });
  });

  it('keeps a rating without text (star-only reviews exist)', () => {
    expect(check(['2019-05-01', '3', '', 'Plateau', '']).ok).toBe(true);
  });
});

describe('import rules', () => {
  it('calls history what is older than 30 days', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isHistoricReview(new Date('2019-01-01'), now)).toBe(true);
    expect(isHistoricReview(new Date('2026-11-10'), now)).toBe(false);
  });

  it('needs a rating, a date and a location before starting', () => {
    expect(missingImportFields({}, null)).toEqual(['rating', 'review_date', 'location']);
    expect(missingImportFields({ rating: 0, review_date: 1 }, 'x')).toEqual([]);
    expect(missingImportFields({ rating: 0, review_date: 1, location: 2 }, null)).toEqual([]);
  });
});
