import type { TLocationName } from '@tableside/domain/schemas/locations';
import { createContext, useContext } from 'react';

export type LocationSelection = {
  locations: readonly TLocationName[];
  /** Null only when the restaurant has no location the user may use. */
  selected: TLocationName | null;
  /** The id screens send to the API: a location's id or `all`. */
  selectedId: string | null;
  select: (locationId: string) => void;
};

export const LocationSelectionContext = createContext<LocationSelection | null>(null);

/** The selected location, for the dashboard's screens: they reload their data when it changes. */
export function useSelectedLocation(): LocationSelection {
  const selection = useContext(LocationSelectionContext);
  if (!selection) throw new Error('useSelectedLocation outside LocationProvider');
  return selection;
}
