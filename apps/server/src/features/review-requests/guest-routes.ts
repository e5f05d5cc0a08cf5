import { ZError, ZSuccess } from '@tableside/domain/schemas/common';
import {
  ZRequestLinkParams,
  ZRequestTokenParams,
  ZVisitsResult,
  ZVisitWebhookBody,
} from '@tableside/domain/schemas/review-requests';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { keepRawJsonBody } from '../../lib/raw-json-body.ts';
import type { App } from '../../lib/route-types.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { signedCallRestaurant, verifySignedCall } from '../ingest/public.ts';
import { followLink, optOut, optOutTarget } from './guest-links.ts';
import { optOutAskPage, optOutDonePage } from './opt-out-page.ts';
import { receiveVisits, type VisitDeps } from './service.ts';

const tags = ['review-requests'];

const isOneClick = (body: unknown) =>
  typeof body === 'string' && body.includes('List-Unsubscribe=One-Click');

/**
 * What reaches review requests without a session: the guest's opt-out page (opened from the
 * e-mail, so it answers pages) and the visits webhook, signed with the restaurant's ingestion
 * secret like `POST /v1/ingest/reviews`.
 */
export function reviewRequestGuestRoutes(app: App, deps: VisitDeps & { secrets: SecretBox }) {
  const { db } = deps;
  app.get('/review-request/opt-out/:token', {
    config: { operation: 'reviewRequests.optOut.page' },
    schema: { tags, params: ZRequestTokenParams },
    handler: async (request, reply) => {
      const { language, restaurant } = await optOutTarget(db, request.params.token);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          optOutAskPage(language, restaurant, `/v1/review-request/opt-out/${request.params.token}`),
        );
    },
  });

  void app.register(async (scope) => {
    // The page's button posts an empty form; a mail client's one-click unsubscribe (RFC 8058)
    // posts `List-Unsubscribe=One-Click`, form-encoded or multipart. Only that value is read.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    (scope as unknown as App).post('/review-request/opt-out/:token', {
      config: { operation: 'reviewRequests.optOut' },
      schema: { tags, params: ZRequestTokenParams },
      handler: async (request, reply) => {
        const { language, restaurant } = await optOut(db, request.params.token);
        // The mail client shows nothing of the answer: a line of text, no page.
        if (isOneClick(request.body)) return reply.type('text/plain; charset=utf-8').send('ok');
        return reply.type('text/html; charset=utf-8').send(optOutDonePage(language, restaurant));
      },
    });
  });

  void app.register(async (scope) => {
    keepRawJsonBody(scope);
    (scope as unknown as App).post('/review-request/visits', {
      config: { operation: 'reviewRequests.visits.webhook' },
      schema: {
        tags,
        body: ZVisitWebhookBody,
        response: { 200: ZSuccess(ZVisitsResult), 400: ZError, 401: ZError },
      },
      preValidation: verifySignedCall(deps),
      handler: async (request) =>
        ok(
          await receiveVisits(deps, signedCallRestaurant(request), request.body.visits),
          'Visits received',
        ),
    });
  });
}

/**
 * `GET /r/{token}/{link}`: a review link of a sent request, outside `/v1` so the e-mail's links
 * stay short. Only the links stored with the request are reachable: never an open redirect.
 */
export function reviewRequestRedirectRoute(app: App, db: Db) {
  app.get('/r/:token/:link', {
    config: { operation: 'reviewRequests.redirect' },
    schema: { tags, params: ZRequestLinkParams },
    handler: async (request, reply) => {
      const url = await followLink(db, request.params.token, request.params.link);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  });
}
