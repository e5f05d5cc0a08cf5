import { ALL_LOCATION_ID } from '@tableside/domain/access';
import type { TLocationName } from '@tableside/domain/schemas/locations';

/**
 * The stored choice if still offered, else All if present, else the first
 * (docs/product/dashboard-screens.md#location-switcher).
 */
export function pickLocation(
  locations: readonly TLocationName[],
  storedId: string | null,
): TLocationName | null {
  return (
    locations.find((location) => location.id === storedId) ??
    locations.find((location) => location.id === ALL_LOCATION_ID) ??
    locations[0] ??
    null
  );
}

export function isAllLocation(location: Pick<TLocationName, 'id'>): boolean {
  return location.id === ALL_LOCATION_ID;
}
