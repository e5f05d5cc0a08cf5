import { defaultPublicTiers } from '@tableside/domain/public-tiers';
import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { fetchPublicTiers } from './api/public-api.ts';

/**
 * The public tier records the landing and pricing pages show. The server renders those pages
 * with the live records (apps/server/src/tier-pages.ts); the SPA's public layout reads them
 * itself. Until then, the seed records.
 */
const PublicTiersContext = createContext<TSubscriptionTier[]>(defaultPublicTiers());

export const PublicTiersProvider = PublicTiersContext.Provider;

export function usePricingTiers(): TSubscriptionTier[] {
  return useContext(PublicTiersContext);
}

/** For the SPA: the live records once they arrive (the seed ones, or the server's, until then). */
export function LivePublicTiers({ children }: { children: ReactNode }) {
  const initial = usePricingTiers();
  const [tiers, setTiers] = useState(initial);
  useEffect(() => {
    let live = true;
    fetchPublicTiers().then(
      (records) => live && setTiers(records),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return <PublicTiersProvider value={tiers}>{children}</PublicTiersProvider>;
}
