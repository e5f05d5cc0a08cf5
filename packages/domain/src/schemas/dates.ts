import { z } from 'zod';
import { DAY_MAX_YEAR, DAY_MIN_YEAR, isDay, isInstant } from '../date-ranges.ts';

const YEARS = `${DAY_MIN_YEAR} to ${DAY_MAX_YEAR}`;

/** A calendar day in a query, a body or a path: every date the API takes goes through it. */
export const ZDay = z.string().refine(isDay, `expected a real day (yyyy-MM-dd, ${YEARS})`);

/** A moment with its offset (a review's date). */
export const ZInstant = z.iso
  .datetime({ offset: true })
  .refine(isInstant, `expected a real date and time (${YEARS})`);
