import type { TLocationName } from '@tableside/domain/schemas/locations';
import { useTranslation } from 'react-i18next';
import { isAllLocation } from '../pick-location.ts';

/** The synthetic All location reads "All Locations" in the interface language. */
export function useLocationName(): (location: TLocationName | null) => string {
  const { t } = useTranslation('dashboard');
  return (location) => (!location || isAllLocation(location) ? t('locations.all') : location.name);
}
