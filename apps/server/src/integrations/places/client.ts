import { AppError } from '../../lib/app-error.ts';
import type { OutboundFetch } from '../../lib/outbound/outbound-fetch.ts';

/**
 * Google Places API (New), called by the server so the key never reaches the browser and the
 * public pages' CSP stays `'self'`. Suggestions are limited to establishments in the US and
 * Canada (docs/product/onboarding.md#locations-step).
 */
export type PlacesConfig = { baseUrl: string; apiKey: string; fetch: OutboundFetch };

export type PlaceSuggestion = { place_id: string; name: string; description: string };
export type PlaceDetails = {
  place_id: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  website: string | null;
};

async function call(
  config: PlacesConfig,
  path: string,
  init: { method: string; body?: string; fields?: string },
) {
  let response: Awaited<ReturnType<OutboundFetch>>;
  try {
    response = await config.fetch(new URL(path, config.baseUrl), {
      ...init,
      headers: {
        'content-type': 'application/json',
        'x-goog-api-key': config.apiKey,
        ...(init.fields ? { 'x-goog-fieldmask': init.fields } : {}),
      },
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    throw new AppError('service_unavailable', 'Place search is unavailable');
  }
  if (response.status === 404 || response.status === 400) throw new AppError('not_found');
  if (!response.ok) throw new AppError('service_unavailable', 'Place search is unavailable');
  return (await response.json()) as unknown;
}

type Autocomplete = {
  suggestions?: {
    placePrediction?: {
      placeId: string;
      text?: { text: string };
      structuredFormat?: { mainText?: { text: string }; secondaryText?: { text: string } };
    };
  }[];
};

export async function suggestPlaces(
  config: PlacesConfig,
  input: string,
  lang: string,
): Promise<PlaceSuggestion[]> {
  const body = (await call(config, '/v1/places:autocomplete', {
    method: 'POST',
    body: JSON.stringify({
      input,
      languageCode: lang,
      includedRegionCodes: ['us', 'ca'],
      includedPrimaryTypes: ['establishment'],
    }),
  })) as Autocomplete;
  return (body.suggestions ?? []).flatMap(({ placePrediction: p }) =>
    p
      ? [
          {
            place_id: p.placeId,
            name: p.structuredFormat?.mainText?.text ?? p.text?.text ?? '',
            description: p.structuredFormat?.secondaryText?.text ?? p.text?.text ?? '',
          },
        ]
      : [],
  );
}

type Place = {
  id: string;
  displayName?: { text: string };
  formattedAddress?: string;
  location?: { latitude: number; longitude: number };
  websiteUri?: string;
};

export async function getPlace(
  config: PlacesConfig,
  placeId: string,
  lang: string,
): Promise<PlaceDetails> {
  const place = (await call(
    config,
    `/v1/places/${encodeURIComponent(placeId)}?languageCode=${lang}`,
    { method: 'GET', fields: 'id,displayName,formattedAddress,location,websiteUri' },
  )) as Place;
  const website =
    place.websiteUri && /^https?:\/\//.test(place.websiteUri) ? place.websiteUri : null;
  return {
    place_id: place.id,
    name: place.displayName?.text ?? '',
    address: place.formattedAddress ?? '',
    // A place without map geometry is kept, without coordinates
    // (docs/product/onboarding.md#locations-step).
    lat: place.location?.latitude ?? null,
    lng: place.location?.longitude ?? null,
    website,
  };
}
