import type { TLocation } from '@tableside/domain/schemas/locations';

// Location fixtures for the web's unit tests: only the id and the name matter to them.

export const location = (id: string, name: string): TLocation => ({
  id,
  name,
  restaurant_id: '00000000-0000-4000-8000-000000000001',
  website: null,
  address: null,
  review_count: 0,
  staff_mention_count: 0,
});

/** The "All locations" entry the switcher offers first. */
export const allLocations = location('all', 'All');
