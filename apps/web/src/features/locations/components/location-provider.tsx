import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { useLocations } from '../api/use-locations.ts';
import {
  LocationSelectionContext,
  type LocationSelection,
} from '../hooks/use-selected-location.ts';
import { pickLocation } from '../pick-location.ts';

/**
 * Loads the locations once per restaurant and keeps the user's choice (localStorage, per user).
 * The dashboard waits behind a full-screen spinner until they are known.
 */
export function LocationProvider({
  userId,
  restaurantId,
  children,
}: {
  userId: string;
  restaurantId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const query = useLocations(restaurantId);
  const storageKey = STORAGE_KEYS.selectedLocation(userId);
  const [storedId, setStoredId] = useState(() => readStored(storageKey));

  const selection = useMemo((): LocationSelection | null => {
    if (!query.data) return null;
    const selected = pickLocation(query.data, storedId);
    return {
      locations: query.data,
      selected,
      selectedId: selected?.id ?? null,
      select: (locationId) => {
        writeStored(storageKey, locationId);
        setStoredId(locationId);
      },
    };
  }, [query.data, storedId, storageKey]);

  if (query.isError) {
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
        <p>{t('locations.loadFailed')}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t(errorMessageKey(query.error))}
        </p>
        <Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>
      </div>
    );
  }
  if (!selection) return <FullScreenSpinner label={t('common:loading')} />;
  return (
    <LocationSelectionContext.Provider value={selection}>
      {children}
    </LocationSelectionContext.Provider>
  );
}
