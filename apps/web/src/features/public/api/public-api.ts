import type {
  TPlaceDetails,
  TPlaceSuggestion,
  TEnterpriseQuote,
  TOnboardingSubmission,
  TPublicConfig,
} from '@tableside/domain/schemas/public-leads';
import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import { apiData } from '../../../lib/api-client.ts';

/** The public site's calls: no token, and no TanStack Query (the public pages never load it). */
export const fetchPublicTiers = () =>
  apiData<TSubscriptionTier[]>('/v1/subscription-tier', { auth: false });

export const fetchPublicConfig = () => apiData<TPublicConfig>('/v1/public/config', { auth: false });

export const submitOnboarding = (payload: TOnboardingSubmission) =>
  apiData<{ id: string }>('/v1/public/onboarding', { method: 'POST', body: payload, auth: false });

export const requestEnterpriseQuote = (quote: TEnterpriseQuote) =>
  apiData<{ id: string }>('/v1/public/enterprise-quote', {
    method: 'POST',
    body: quote,
    auth: false,
  });

export const searchPlaces = (q: string, lang: string, signal?: AbortSignal) =>
  apiData<TPlaceSuggestion[]>('/v1/public/places', { query: { q, lang }, auth: false, signal });

export const fetchPlace = (placeId: string, lang: string) =>
  apiData<TPlaceDetails>('/v1/public/place', { query: { place_id: placeId, lang }, auth: false });
