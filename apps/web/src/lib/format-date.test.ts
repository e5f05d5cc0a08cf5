import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeAt, languageName } from './format-date.ts';

describe('formatDate', () => {
  it("writes English as 'MMM dd, yyyy'", () => {
    expect(formatDate('2026-03-05T14:00:00Z', 'en', 'UTC')).toBe('Mar 05, 2026');
  });

  it('writes French as day month year with French month names', () => {
    expect(formatDate('2026-03-05T14:00:00Z', 'fr', 'UTC')).toBe('5 mars 2026');
  });

  it('shows the day in the given time zone', () => {
    expect(formatDate('2026-03-05T02:00:00Z', 'en', 'America/Toronto')).toBe('Mar 04, 2026');
  });

  it('adds the time for timelines', () => {
    expect(formatDateTime('2026-03-05T14:07:00Z', 'en', 'UTC')).toMatch(/^Mar 05, 2026.*2:07/);
    expect(formatDateTime('2026-03-05T14:07:00Z', 'fr', 'UTC')).toMatch(/^5 mars 2026.*14:07/);
  });
});

describe('formatDateTimeAt', () => {
  it("shows a place's clock time with its zone, whatever the viewer's zone", () => {
    // 23:30 UTC is 6:30 PM in Montréal (EST), 00:30 the next day in Paris.
    expect(formatDateTimeAt('2026-12-10T23:30:00Z', 'en', 'America/Montreal')).toMatch(
      /^Dec 10, 2026.*6:30\sPM EST$/,
    );
    expect(formatDateTimeAt('2026-12-10T23:30:00Z', 'fr', 'America/Montreal')).toMatch(
      /^10 décembre 2026.*18:30 UTC−5$/,
    );
  });
});

describe('languageName', () => {
  it('names a language in the interface language', () => {
    expect(languageName('fr', 'en')).toBe('French');
    expect(languageName('en', 'fr')).toBe('anglais');
  });

  it('falls back to the code for a malformed one', () => {
    expect(languageName('not a code', 'en')).toBe('not a code');
  });
});
