import { defaultPublicTiers } from '@tableside/domain/public-tiers';
import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import { createContext, useContext, type ReactNode } from 'react';
import { fetchPublicTiers } from './api/public-api.ts';
import { useAnswerOr } from './hooks/use-answer-or.ts';

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
  const tiers = useAnswerOr(fetchPublicTiers, usePricingTiers());
  return <PublicTiersProvider value={tiers}>{children}</PublicTiersProvider>;
}
