import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_TAGS, apiReference } from '@tableside/domain/api-reference';
import { createAccessTokenIssuer } from './auth/access-tokens.ts';
import { createActorCache, watchActorChanges } from './auth/actor-cache.ts';
import { guardPlugin } from './auth/guard.ts';
import { runInRequestContext } from './db/tenant-context.ts';
import type { Container } from './container.ts';
import { createOidcClient, type OidcClient } from './features/auth/oidc.ts';
import { agentRoutes } from './features/agent/routes.ts';
import { aiUsageRoutes } from './features/ai-usage/routes.ts';
import { selectAgentEngine } from './ai/agent/select-engine.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { trendRoutes } from './features/analytics/trend-routes.ts';
import { createAlertBus } from './features/alerts/bus.ts';
import { alertRoutes } from './features/alerts/routes.ts';
import { alertNotifySender } from './features/alerts/public.ts';
import { assignmentRoutes } from './features/assignments/routes.ts';
import { reviewNoteRoutes } from './features/review-notes/routes.ts';
import { replyTemplateRoutes } from './features/reply-templates/routes.ts';
import { alertChannelRoutes } from './features/alert-channels/routes.ts';
import { channelEventSender } from './features/alert-channels/public.ts';
import { closeAllAlertStreams } from './features/alerts/stream.ts';
import { authRoutes } from './features/auth/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { locationRoutes } from './features/locations/routes.ts';
import { restaurantRoutes } from './features/restaurants/routes.ts';
import { ingestRoutes } from './features/ingest/routes.ts';
import { reanalysisStarter } from './features/insights/jobs.ts';
import { insightRoutes } from './features/insights/routes.ts';
import { replyPostSender } from './features/replies/jobs.ts';
import { importSender } from './features/review-import/jobs.ts';
import { reviewImportRoutes } from './features/review-import/routes.ts';
import { syncSender } from './features/sources/jobs.ts';
import { sourceRoutes } from './features/sources/routes.ts';
import { replyRoutes } from './features/replies/routes.ts';
import { reservationRoutes } from './features/reservations/routes.ts';
import {
  reviewRequestGuestRoutes,
  reviewRequestRedirectRoute,
} from './features/review-requests/guest-routes.ts';
import { requestSender } from './features/review-requests/jobs.ts';
import { reviewRequestRoutes } from './features/review-requests/routes.ts';
import { socialRoutes } from './features/socials/routes.ts';
import { reviewRoutes } from './features/reviews/routes.ts';
import { platformReviewRoutes } from './features/platform-reviews/routes.ts';
import { publicSiteRoutes } from './features/public-site/routes.ts';
import { tierRoutes } from './features/tiers/routes.ts';
import { listTiers } from './features/tiers/public.ts';
import { consoleRoutes } from './features/console/routes.ts';
import { leadRoutes } from './features/leads/routes.ts';
import { outboxRoutes } from './features/outbox/routes.ts';
import { userRoutes } from './features/users/routes.ts';
import { API_COMPRESSION } from './lib/api-compression.ts';
import { registerErrorHandling } from './lib/error-handler.ts';
import { registerMetrics } from './metrics/plugin.ts';
import { helmetHeaders } from './lib/helmet-headers.ts';
import { loggerOptions } from './lib/logger.ts';
import { registerNulRefusal } from './lib/refuse-nul.ts';
import { trimDataAnswerHeaders } from './lib/security-headers.ts';
import type { App } from './lib/route-types.ts';
import { inlineScriptHashes, registerWebStatic } from './web-static.ts';
import { createTierPages } from './tier-pages.ts';

export type AppOptions = {
  /** What the API shares with the workers (container.ts). */
  container: Container;
  logger?: boolean;
  /** Where log lines go (standard output by default); tests read them from here. */
  logStream?: DestinationStream;
};

/** Builds the Fastify instance; main.ts and the tests both use it. */
export async function buildApp({
  container,
  logger = true,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const { config, database, db, jobs, secrets, adapters, operatorFetch, engine, afterIngest } =
    container;
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 200 },
    // Router-level failures (bad URL encoding, over-long parameters) keep the error envelope.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const plain = reply as unknown as { code: (n: number) => { send: (body: unknown) => void } };
      plain
        .code(status)
        .send({ status: 'error', code: 'validation_failed', message: error.message.slice(0, 200) });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hooks on every request take a callback, not a promise: one less promise per hook.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Not on the build's hashed files: nothing logs them, and a page loads dozens (decision 0020).
    if (!request.url.startsWith('/assets/')) reply.header('x-request-id', request.id);
    done(null, payload);
  });

  const secureCookies = config.publicUrl.startsWith('https://');
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: secureCookies ? [] : null,
      },
    },
    hsts: secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(cookie);
  await registerMetrics(app, { database, ...config.metrics });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tableside API',
        version: '1.0.0',
        description: 'Review management for restaurant groups.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: API_TAGS.map((tag) => ({ ...tag })),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  registerErrorHandling(app);
  registerNulRefusal(app);

  const tokens = createAccessTokenIssuer({
    secret: config.jwtSecret,
    issuer: config.publicUrl,
    ttlSeconds: config.accessTokenTtl,
  });
  let oidc: OidcClient | null = null;
  if (config.oidc) {
    oidc = await createOidcClient({
      db,
      ...config.oidc,
      publicUrl: config.publicUrl,
      secureCookies,
      fetch: operatorFetch,
    });
  }
  const actors = createActorCache({ ttlMs: config.actorCacheSeconds * 1000 });
  if (config.actorCacheSeconds > 0) {
    // Without the change notifications the cache stays off: every request reads its actor.
    const stopWatching = await watchActorChanges(database, actors).catch((error: unknown) => {
      app.log.warn({ err: error }, 'actor changes not watched: actors are read on every request');
      return null;
    });
    if (stopWatching) app.addHook('onClose', stopWatching);
  }
  // Each request gets its own tenant context before the guard fills it in (db/tenant-context.ts).
  app.addHook('onRequest', (_request, _reply, done) => runInRequestContext(done));
  await app.register(guardPlugin, { db, tokens, actors });
  // Each route's summary, description (with who may call it), tag and security come from its
  // operation (packages/domain api-docs.ts, api-reference.ts), so the docs follow the guard.
  // The operation is also the operationId, numbered from its second route on (`reviews.list-2`)
  // because /docs and client generators need them unique; tests read the operation back from it.
  const routesOf = new Map<string, number>();
  app.addHook('onRoute', (route) => {
    const operation = route.config?.operation;
    const method = [route.method].flat()[0];
    if (!operation || !method || method === 'HEAD') return;
    const seen = (routesOf.get(operation) ?? 0) + 1;
    routesOf.set(operation, seen);
    route.schema = {
      ...route.schema,
      ...apiReference(operation, method, route.url),
      operationId: seen === 1 ? operation : `${operation}-${seen}`,
    };
  });
  const alertBus = createAlertBus(database);
  const enqueueRequests = requestSender(jobs);
  // Open event streams would keep the server from closing; the LISTEN connection goes after.
  app.addHook('preClose', async () => closeAllAlertStreams());
  app.addHook('onClose', async () => alertBus.close());

  await app.register(
    async (v1) => {
      // Registered inside /v1 so it reaches the API's routes only; the web build's files and
      // pages are compressed ahead of time (web-static.ts).
      if (config.compression) await v1.register(compress, API_COMPRESSION);
      // A JSON or CSV answer is data, not a page: the short policy (lib/security-headers.ts).
      v1.addHook('onSend', (_request, reply, payload, done) => {
        trimDataAnswerHeaders(reply.raw, reply.getHeader('content-type'));
        done(null, payload);
      });
      const api = v1 as unknown as App;
      api.get(
        '/openapi.json',
        { config: { operation: 'docs.openapi' }, schema: { hide: true } },
        async () => app.swagger(),
      );
      // Sign-in and password reset requests are counted alike.
      const loginLimit = {
        perAccount: config.loginRateLimit,
        perIp: config.loginRateLimit * 10,
        windowSeconds: 900,
      };
      authRoutes(api, {
        db,
        tokens,
        refreshTtlDays: config.refreshTokenTtlDays,
        loginLimit,
        secureCookies,
        oidc,
        publicUrl: config.publicUrl,
      });
      const invitations = { db, jobs, publicUrl: config.publicUrl };
      userRoutes(api, { db, invitations, resetLimit: loginLimit });
      restaurantRoutes(api, { db, allowPrivateWebhooks: config.allowPrivateWebhooks });
      locationRoutes(api, { db });
      tierRoutes(api, { db });
      consoleRoutes(api, { db });
      aiUsageRoutes(api, {
        db,
        settings: {
          configured: Boolean(config.ai),
          currency: config.aiPrices.currency,
          priced: config.aiPrices.inputPerMTok > 0 || config.aiPrices.outputPerMTok > 0,
        },
      });
      leadRoutes(api, { db, invitations });
      outboxRoutes(api, { db });
      publicSiteRoutes(api, {
        db,
        supportEmail: config.supportEmail,
        places: config.places && {
          ...config.places,
          fetch: operatorFetch,
        },
      });
      reviewRoutes(api, { db });
      const workflowDeps = {
        db,
        emailNotices: alertNotifySender(jobs),
        channelEvents: channelEventSender(jobs),
      };
      assignmentRoutes(api, workflowDeps);
      reviewNoteRoutes(api, workflowDeps);
      replyTemplateRoutes(api, { db });
      alertChannelRoutes(api, {
        db,
        secrets,
        allowPrivateWebhooks: config.allowPrivateWebhooks,
        channelAllowHosts: config.channelAllowHosts,
        publicUrl: config.publicUrl,
      });
      analyticsRoutes(api, { db, secret: config.jwtSecret });
      trendRoutes(api, { db });
      insightRoutes(api, { db, startReanalysis: reanalysisStarter(jobs) });
      const ingest = { db, secrets, afterIngest };
      ingestRoutes(api, ingest);
      reviewImportRoutes(api, { db, enqueueImport: importSender(jobs) });
      sourceRoutes(api, {
        db,
        secrets,
        adapters,
        operatorFetch,
        jwtSecret: config.jwtSecret,
        publicUrl: config.publicUrl,
        intervalMinutes: config.sources.syncIntervalMinutes,
        baseUrls: {
          google: config.sources.googleApiBase,
          yelp: config.sources.yelpApiBase,
          tripadvisor: config.sources.tripadvisorApiBase,
          facebook: config.sources.facebookGraphBase,
          instagram: config.sources.facebookGraphBase,
        },
        oauthConfigured: Boolean(config.sources.google),
        enqueueSync: syncSender(jobs),
      });
      alertRoutes(api, { db, bus: alertBus });
      const replyDeps = {
        db,
        engine,
        enqueuePost: replyPostSender(jobs),
      };
      replyRoutes(api, replyDeps);
      socialRoutes(api, { ...replyDeps, ...workflowDeps });
      reservationRoutes(api, {
        db,
        secrets,
        bookingApiBase: config.bookingApiBase,
        operatorFetch,
        enqueueRequests,
      });
      reviewRequestRoutes(api, { db, enqueueRequests });
      reviewRequestGuestRoutes(api, { db, enqueueRequests, secrets });
      platformReviewRoutes(api, { ingest, replies: replyDeps });
      agentRoutes(api, {
        db,
        engine: selectAgentEngine(config, operatorFetch),
        log: (message) => app.log.warn(message),
      });
    },
    { prefix: '/v1' },
  );
  healthRoutes(app as unknown as App, { database });
  reviewRequestRedirectRoute(app as unknown as App, db);
  await registerWebStatic(app, config.webDist, config.publicUrl, {
    compress: config.compression,
    tierPages: createTierPages(config.webDist, () => listTiers(db, false)),
    log: (error) => app.log.error({ err: error }, 'rendering the pricing pages failed'),
  });
  return app;
}
