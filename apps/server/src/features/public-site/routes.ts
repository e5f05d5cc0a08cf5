import { z } from 'zod';
import { ZError, ZSuccess } from '@tableside/domain/schemas/common';
import {
  ZEnterpriseQuote,
  ZNewsletterSignup,
  ZOnboardingSubmission,
  ZPlaceDetails,
  ZPlaceDetailsQuery,
  ZPlaceSearchQuery,
  ZPlaceSuggestion,
  ZPublicConfig,
} from '@tableside/domain/schemas/public-leads';
import { getPlace, suggestPlaces, type PlacesConfig } from '../../integrations/places/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/route-types.ts';
import {
  limitPublicRead,
  requestEnterpriseQuote,
  signUpForNewsletter,
  submitOnboarding,
} from './service.ts';

const tags = ['public site'];
const stored = { 200: ZSuccess(z.object({ id: z.uuid() })), 400: ZError, 429: ZError };

/** The signed-out calls of the public site; each form is rate-limited per address. */
export function publicSiteRoutes(
  app: App,
  { db, supportEmail, places }: { db: Db; supportEmail: string; places: PlacesConfig | null },
) {
  const placesConfig = () => {
    if (!places) throw new AppError('not_found', 'Place search is not configured');
    return places;
  };

  app.get('/public/places', {
    config: { operation: 'public.places.search' },
    schema: {
      tags,
      querystring: ZPlaceSearchQuery,
      response: { 200: ZSuccess(z.array(ZPlaceSuggestion)), 404: ZError, 429: ZError },
    },
    handler: async (request) => {
      await limitPublicRead(db, 'places', request.ip);
      return ok(await suggestPlaces(placesConfig(), request.query.q, request.query.lang));
    },
  });

  app.get('/public/place', {
    config: { operation: 'public.places.details' },
    schema: {
      tags,
      querystring: ZPlaceDetailsQuery,
      response: { 200: ZSuccess(ZPlaceDetails), 404: ZError, 429: ZError },
    },
    handler: async (request) => {
      await limitPublicRead(db, 'places', request.ip);
      return ok(await getPlace(placesConfig(), request.query.place_id, request.query.lang));
    },
  });

  app.get('/public/config', {
    config: { operation: 'public.config' },
    schema: { tags, response: { 200: ZSuccess(ZPublicConfig), 429: ZError } },
    handler: async (request) => {
      await limitPublicRead(db, 'config', request.ip);
      return ok({ support_email: supportEmail, places_search: places !== null });
    },
  });

  app.post('/public/onboarding', {
    config: { operation: 'public.onboarding' },
    schema: { tags, body: ZOnboardingSubmission, response: stored },
    handler: async (request) =>
      ok(await submitOnboarding(db, request.ip, request.body), 'Onboarding received'),
  });

  app.post('/public/enterprise-quote', {
    config: { operation: 'public.enterpriseQuote' },
    schema: { tags, body: ZEnterpriseQuote, response: stored },
    handler: async (request) =>
      ok(await requestEnterpriseQuote(db, request.ip, request.body), 'Quote request received'),
  });

  app.post('/public/newsletter', {
    config: { operation: 'public.newsletter' },
    schema: { tags, body: ZNewsletterSignup, response: stored },
    handler: async (request) =>
      ok(await signUpForNewsletter(db, request.ip, request.body), 'Subscribed'),
  });
}
