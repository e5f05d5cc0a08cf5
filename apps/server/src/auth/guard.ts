import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_ACCESS, type ApiAccess, type ApiOperation } from '@tableside/domain/api-access';
import { tierAtLeast } from '@tableside/domain/tiers';
import { isReadOnly, refusedWhileReadOnly, trialState } from '@tableside/domain/trial';
import type { Db } from '../db/client.ts';
import { NO_TENANT, setRequestTenant } from '../db/tenant-context.ts';
import { AppError } from '../lib/app-error.ts';
import type { AccessTokenIssuer } from './access-tokens.ts';
import { loadActorSession, restaurantFacts, type Actor } from './actor.ts';
import type { ActorCache } from './actor-cache.ts';

declare module 'fastify' {
  // Module augmentation needs interfaces: types cannot merge.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The API operation a route serves; its access rule comes from packages/domain. */
    operation?: ApiOperation;
    /**
     * Replaces "Invalid body" in this route's 400 message
     * (docs/product/api.md#validation-messages).
     */
    validationMessage?: string;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The actor of an authenticated route; services call this instead of trusting a nullable. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('access_token_required');
  return request.actor;
}

type GuardOptions = { db: Db; tokens: AccessTokenIssuer; actors: ActorCache };

async function authenticate(
  request: FastifyRequest,
  { db, tokens, actors }: GuardOptions,
): Promise<Actor> {
  const header = request.headers.authorization;
  if (!header) throw new AppError('access_token_required');
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('access_token_required');
  const claims = await tokens.verify(token);
  const actor = await actors.load(claims.sub, claims.sid, () =>
    loadActorSession(db, claims.sub, claims.sid),
  );
  if (!actor) throw new AppError('token_invalid');
  if (actor.role === 'SuperAdmin') {
    // A SuperAdmin acting on one restaurant names it; nobody else can
    // (docs/product/plans-and-roles.md#one-api-scoped-by-role).
    const named = request.headers['x-restaurant-id'];
    if (typeof named === 'string' && named !== '') {
      if (!UUID.test(named))
        throw new AppError('validation_failed', 'X-Restaurant-Id is not a valid id');
      const facts = await restaurantFacts(db, named);
      if (!facts) throw new AppError('not_found', 'Restaurant not found');
      return { ...actor, restaurantId: named, tierLevel: facts.level, timezone: facts.timezone };
    }
  }
  return actor;
}

/**
 * A lapsed trial leaves the restaurant read-only for its own users
 * (docs/product/plans-and-roles.md#free-trial): the time passing changes nothing in the
 * database, so the state is read from the actor's dates on every call.
 */
function refuseWhileReadOnly(request: FastifyRequest, actor: Actor, operation: ApiOperation) {
  const state = trialState({ endsAt: actor.trialEndsAt, convertedAt: actor.trialConvertedAt });
  if (!isReadOnly(state)) return;
  const ownProfile = (request.params as { id?: string } | undefined)?.id === actor.userId;
  if (refusedWhileReadOnly(operation, request.method, ownProfile)) {
    throw new AppError('trial_expired', undefined, {
      details: { trialEndedAt: actor.trialEndsAt?.toISOString() },
    });
  }
}

/**
 * Secure by default: every /v1 route must name an operation, or the server refuses to start;
 * each request is then checked against that operation's roles and plan.
 */
export const guardPlugin = fp(async (app: FastifyInstance, opts: GuardOptions) => {
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1')) return;
    const operation = route.config?.operation;
    if (!operation || !(operation in API_ACCESS)) {
      throw new Error(`Route ${route.method} ${route.url} names no API operation`);
    }
  });
  // onRequest, before body validation: an anonymous caller learns nothing about the schema.
  app.addHook('onRequest', async (request) => {
    const operation = request.routeOptions.config.operation;
    if (!operation) return;
    const access: ApiAccess = API_ACCESS[operation];
    if (access === 'public') return;
    const actor = await authenticate(request, opts);
    request.actor = actor;
    // From here on, row-level security keeps the request to its restaurant. A SuperAdmin
    // who named none works across restaurants (the console); anyone else without one sees
    // nothing rather than everything.
    if (actor.restaurantId) setRequestTenant(actor.restaurantId);
    else if (actor.role !== 'SuperAdmin') setRequestTenant(NO_TENANT);
    if (actor.role === 'SuperAdmin') return;
    if (access !== 'authenticated') {
      if (!access.roles.includes(actor.role)) throw new AppError('forbidden');
      if (access.tier && !tierAtLeast(actor.tierLevel, access.tier)) {
        throw new AppError('plan_required', undefined, { details: { requiredTier: access.tier } });
      }
    }
    refuseWhileReadOnly(request, actor, operation);
  });
});
