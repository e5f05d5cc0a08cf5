import { z } from 'zod';
import { ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import {
  ZAliasConfirm,
  ZAliasDismiss,
  ZAliasSuggestion,
  ZNewcomerDismiss,
  ZNewcomerSuggestion,
} from '@tableside/domain/schemas/insights';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import type { CatalogueDeps } from './catalogue-service.ts';
import { confirmAlias, dismissAlias } from './alias-decisions.ts';
import { listAliasSuggestions } from './alias-suggestions.ts';
import { dismissNewcomer, listNewcomerSuggestions } from './newcomer-suggestions.ts';

const security = [{ bearer: [] }];
const ZConfirmed = z.object({ entry_id: z.uuid(), aliases: z.array(z.string()) });

/**
 * Alias suggestions for the menu (`/menu-item/alias-suggestion…`) and the roster
 * (`/staff-member/alias-suggestion…`): one path per kind, so each is guarded by the roles that
 * keep that catalogue.
 */
export function aliasRoutes(app: App, deps: CatalogueDeps) {
  for (const kind of ['menu', 'staff'] as const) {
    const base = kind === 'menu' ? '/menu-item/alias-suggestion' : '/staff-member/alias-suggestion';
    const operation = kind === 'menu' ? 'menuItems.aliases' : 'staffMembers.aliases';
    const schema = { tags: [kind], security };
    app.get(base, {
      config: { operation },
      schema: { ...schema, response: { 200: ZSuccess(z.array(ZAliasSuggestion)), ...AUTH_ERRORS } },
      handler: async (r) => ok(await listAliasSuggestions(deps.db, requireActor(r), kind)),
    });
    app.post(`${base}/confirm`, {
      config: { operation },
      schema: {
        ...schema,
        body: ZAliasConfirm,
        response: { 200: ZSuccess(ZConfirmed), ...AUTH_ERRORS },
      },
      handler: async (r) =>
        ok(await confirmAlias(deps, requireActor(r), kind, r.body), 'Alias added'),
    });
    app.post(`${base}/dismiss`, {
      config: { operation },
      schema: { ...schema, body: ZAliasDismiss, response: { 200: ZMessageOnly, ...AUTH_ERRORS } },
      handler: async (r) => {
        await dismissAlias(deps.db, requireActor(r), kind, r.body);
        return ok(null, 'Suggestion dismissed');
      },
    });
  }
  // People guests name who are not on the roster: added through the roster's own form.
  const newcomers = { tags: ['staff'], security };
  app.get('/staff-member/newcomer-suggestion', {
    config: { operation: 'staffMembers.aliases' },
    schema: {
      ...newcomers,
      response: { 200: ZSuccess(z.array(ZNewcomerSuggestion)), ...AUTH_ERRORS },
    },
    handler: async (r) => ok(await listNewcomerSuggestions(deps.db, requireActor(r))),
  });
  app.post('/staff-member/newcomer-suggestion/dismiss', {
    config: { operation: 'staffMembers.aliases' },
    schema: {
      ...newcomers,
      body: ZNewcomerDismiss,
      response: { 200: ZMessageOnly, ...AUTH_ERRORS },
    },
    handler: async (r) => {
      await dismissNewcomer(deps.db, requireActor(r), r.body.name);
      return ok(null, 'Suggestion dismissed');
    },
  });
}
