import { describe, expect, it } from 'vitest';
import { isTimeZone } from './time-zones.ts';

describe('isTimeZone', () => {
  it('accepts the zones restaurants use, under their old and current names', () => {
    for (const zone of ['America/Toronto', 'Europe/Paris', 'UTC', 'Asia/Kolkata', 'Asia/Calcutta'])
      expect(isTimeZone(zone), zone).toBe(true);
  });

  it('refuses unknown zones and aliases PostgreSQL dropped', () => {
    for (const zone of ['US/Pacific-New', 'Mars/Olympus', '', 'america/toronto', 'Europe/Paris '])
      expect(isTimeZone(zone), zone).toBe(false);
  });
});
