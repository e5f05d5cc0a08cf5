// When reviews arrive: more of them lately, at weekends and in the evening.
import { at, type Rng } from './rng.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const TREND = 0.6; // density rises linearly by 60% from the start of the window to `now`
const WEEKDAY_WEIGHT = [1.4, 1, 1, 1, 1.05, 1.2, 1.5]; // Sun..Sat (UTC)
const HOUR_WEIGHT = [
  2, 1, 0.5, 0.3, 0.2, 0.2, 0.3, 0.6, 1, 1.5, 2, 3, 4, 4, 3, 2.5, 2.5, 3, 4, 5, 6, 6, 5, 3.5,
];
const HOURS = [...HOUR_WEIGHT.keys()];

export function sampleDate(rng: Rng, startMs: number, nowMs: number): number {
  const span = nowMs - startMs;
  for (let tries = 0; tries < 50; tries++) {
    const t = (Math.sqrt(1 + 2 * TREND * rng.next() * (1 + TREND / 2)) - 1) / TREND; // inverse CDF
    const day = Math.floor((startMs + t * span) / DAY);
    if (rng.next() * 1.5 > at(WEEKDAY_WEIGHT, new Date(day * DAY).getUTCDay())) continue;
    const ms = day * DAY + rng.weighted(HOURS, HOUR_WEIGHT) * HOUR + rng.int(HOUR);
    if (ms >= startMs && ms <= nowMs) return ms;
  }
  return Math.floor(startMs + rng.next() * span);
}
