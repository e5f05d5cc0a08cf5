import { z } from 'zod';
import {
  ZDeleteConfirm,
  ZIdParams,
  ZMessageOnly,
  ZSuccess,
} from '@tableside/domain/schemas/common';
import {
  ZLocation,
  ZLocationCreate,
  ZLocationList,
  ZLocationListQuery,
  ZLocationName,
  ZLocationQuery,
  ZLocationUpdate,
} from '@tableside/domain/schemas/locations';
import { requireActor } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { locationPage } from './location-page.ts';
import {
  authorizedLocations,
  createLocation,
  deleteLocation,
  locationNames,
  updateLocation,
} from './service.ts';

const tags = ['locations'];
const security = [{ bearer: [] }];

export function locationRoutes(app: App, { db }: { db: Db }) {
  app.get('/location', {
    config: { operation: 'locations.list' },
    schema: {
      tags,
      security,
      querystring: ZLocationQuery,
      response: {
        200: ZSuccess(z.union([z.array(ZLocation), z.array(ZLocationName)])),
        ...AUTH_ERRORS,
      },
    },
    handler: async (request) => {
      const opts = { restaurantId: request.query.restaurant_id };
      const actor = requireActor(request);
      return ok(
        request.query.view === 'names'
          ? await locationNames(db, actor, opts)
          : await authorizedLocations(db, actor, opts),
      );
    },
  });

  // The Administration locations panel's page; `GET /location` stays as older callers read it.
  app.get('/location/page', {
    config: { operation: 'locations.page' },
    schema: {
      tags,
      security,
      querystring: ZLocationListQuery,
      response: { 200: ZSuccess(ZLocationList), ...AUTH_ERRORS },
    },
    handler: async (request) => ok(await locationPage(db, requireActor(request), request.query)),
  });

  app.post('/location', {
    config: { operation: 'locations.create' },
    schema: {
      tags,
      security,
      body: ZLocationCreate,
      response: { 200: ZSuccess(ZLocation), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(
        await createLocation(db, requireActor(request), request.body),
        'Location created successfully!',
      ),
  });

  app.put('/location/:id', {
    config: { operation: 'locations.update' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      body: ZLocationUpdate,
      response: { 200: ZSuccess(ZLocation), ...AUTH_ERRORS },
    },
    handler: async (request) =>
      ok(
        await updateLocation(db, requireActor(request), request.params.id, request.body),
        'Location updated successfully!',
      ),
  });

  app.delete('/location/:id', {
    config: { operation: 'locations.delete' },
    schema: {
      tags,
      security,
      params: ZIdParams,
      querystring: ZDeleteConfirm,
      response: { 200: ZMessageOnly, ...AUTH_ERRORS },
    },
    handler: async (request) => {
      await deleteLocation(
        db,
        requireActor(request),
        request.params.id,
        request.query.confirm_name,
      );
      return ok(null, 'Location deleted successfully!');
    },
  });
}
