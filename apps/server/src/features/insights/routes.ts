import { z } from 'zod';
import { ZIdParams, ZMessageOnly, ZSuccess } from '@tableside/domain/schemas/common';
import {
  ZAnalysisProgress,
  ZCategoryParams,
  ZInsightParams,
  ZInsightQuery,
  ZKeywordDetails,
  ZKeywordOccurrencePage,
  ZKeywordParams,
  ZKeywordSummary,
  ZKeywordSummaryQuery,
  ZMenuImport,
  ZMenuImportResult,
  ZMenuInsight,
  ZMenuItem,
  ZMenuItemInput,
  ZRangeParams,
  ZStaffMember,
  ZStaffMemberInput,
  ZStaffMention,
  ZStaffPerformance,
  ZStaffProfile,
} from '@tableside/domain/schemas/insights';
import { requireActor } from '../../auth/guard.ts';
import { ok } from '../../lib/envelope.ts';
import { AUTH_ERRORS, type App } from '../../lib/route-types.ts';
import { aliasRoutes } from './alias-routes.ts';
import * as catalogue from './catalogue-service.ts';
import { correctionRoutes } from './corrections-routes.ts';
import { getKeywordDetails, listKeywordOccurrences, listTopKeywords } from './keywords-service.ts';
import { listMenuInsights } from './menu-service.ts';
import { latestRun } from './runs.ts';
import { getStaffProfile, listStaffMentions, listStaffPerformance } from './staff-service.ts';

const security = [{ bearer: [] }];
const answer = <T extends z.ZodType>(data: T) => ({ 200: ZSuccess(data), ...AUTH_ERRORS });

/** Keyword, menu and staff insights (docs/product/api.md#paging), per location or `all`. */
export function insightRoutes(app: App, deps: catalogue.CatalogueDeps) {
  const { db } = deps;
  const tags = ['insights'];
  const keywords = { tags, security, params: ZInsightParams, querystring: ZInsightQuery };

  const occurrences = { 200: ZKeywordOccurrencePage, ...AUTH_ERRORS };
  const page = <T>({ rows, total }: { rows: T[]; total: number }) => ({ ...ok(rows), total });
  app.get('/location/:id/keywords/all/occurrences', {
    config: { operation: 'insights.keywords' },
    schema: { ...keywords, response: occurrences },
    handler: async (r) =>
      page(await listKeywordOccurrences(db, requireActor(r), r.params.id, r.query)),
  });
  app.get('/location/:id/keywords/category/:category/occurrences', {
    config: { operation: 'insights.keywords' },
    schema: { ...keywords, params: ZCategoryParams, response: occurrences },
    handler: async (r) =>
      page(
        await listKeywordOccurrences(db, requireActor(r), r.params.id, r.query, r.params.category),
      ),
  });
  app.get('/location/:id/keywords/summary', {
    config: { operation: 'insights.keywords' },
    schema: {
      ...keywords,
      querystring: ZKeywordSummaryQuery,
      response: answer(z.array(ZKeywordSummary)),
    },
    handler: async (r) =>
      ok(await listTopKeywords(db, requireActor(r), r.params.id, r.query, r.query.category)),
  });
  app.get('/location/:id/keywords/:keyword/details', {
    config: { operation: 'insights.keywords' },
    schema: { ...keywords, params: ZKeywordParams, response: answer(ZKeywordDetails) },
    handler: async (r) =>
      ok(await getKeywordDetails(db, requireActor(r), r.params.id, r.params.keyword, r.query)),
  });

  app.get('/location/:id/menu/insights', {
    config: { operation: 'insights.menu' },
    schema: { ...keywords, tags: ['menu'], response: answer(z.array(ZMenuInsight)) },
    handler: async (r) => ok(await listMenuInsights(db, requireActor(r), r.params.id, r.query)),
  });

  app.get('/location/:id/staff/mentions', {
    config: { operation: 'insights.staff' },
    schema: { ...keywords, tags: ['staff'], response: answer(z.array(ZStaffMention)) },
    handler: async (r) => ok(await listStaffMentions(db, requireActor(r), r.params.id, r.query)),
  });
  app.get('/location/:id/staff/performance/from/:from/to/:to', {
    config: { operation: 'insights.staff' },
    schema: {
      tags: ['staff'],
      security,
      params: ZRangeParams,
      response: answer(z.array(ZStaffPerformance)),
    },
    handler: async (r) =>
      ok(
        await listStaffPerformance(db, requireActor(r), r.params.id, {
          startDate: r.params.from,
          endDate: r.params.to,
        }),
      ),
  });
  app.get('/staff-member/:id/profile', {
    config: { operation: 'insights.staffProfile' },
    schema: {
      tags: ['staff'],
      security,
      params: ZIdParams,
      querystring: ZInsightQuery,
      response: answer(ZStaffProfile),
    },
    handler: async (r) => ok(await getStaffProfile(db, requireActor(r), r.params.id, r.query)),
  });

  app.get('/analysis/progress', {
    config: { operation: 'insights.progress' },
    schema: { tags, security, response: answer(ZAnalysisProgress) },
    handler: async (r) =>
      ok(await latestRun(db, await catalogue.restaurantScope(db, requireActor(r)))),
  });

  catalogueRoutes(app, deps);
  correctionRoutes(app, db);
  aliasRoutes(app, deps);
}

/** The menu catalogue and the staff roster that mentions are matched against. */
function catalogueRoutes(app: App, deps: catalogue.CatalogueDeps) {
  const menu = { tags: ['menu'], security };
  app.get('/menu-item', {
    config: { operation: 'menuItems.list' },
    schema: { ...menu, response: answer(z.array(ZMenuItem)) },
    handler: async (r) => ok(await catalogue.listMenuItems(deps.db, requireActor(r))),
  });
  app.post('/menu-item', {
    config: { operation: 'menuItems.manage' },
    schema: { ...menu, body: ZMenuItemInput, response: answer(ZMenuItem) },
    handler: async (r) =>
      ok(await catalogue.createMenuItem(deps, requireActor(r), r.body), 'Menu item created'),
  });
  app.post('/menu-item/import', {
    config: { operation: 'menuItems.manage' },
    schema: { ...menu, body: ZMenuImport, response: answer(ZMenuImportResult) },
    handler: async (r) =>
      ok(await catalogue.importMenuItems(deps, requireActor(r), r.body), 'Menu imported'),
  });
  app.put('/menu-item/:id', {
    config: { operation: 'menuItems.manage' },
    schema: { ...menu, params: ZIdParams, body: ZMenuItemInput, response: answer(ZMenuItem) },
    handler: async (r) =>
      ok(
        await catalogue.updateMenuItem(deps, requireActor(r), r.params.id, r.body),
        'Menu item updated',
      ),
  });
  app.delete('/menu-item/:id', {
    config: { operation: 'menuItems.manage' },
    schema: { ...menu, params: ZIdParams, response: { 200: ZMessageOnly, ...AUTH_ERRORS } },
    handler: async (r) => {
      await catalogue.deleteMenuItem(deps, requireActor(r), r.params.id);
      return ok(null, 'Menu item deleted');
    },
  });

  const staff = { tags: ['staff'], security };
  app.get('/staff-member', {
    config: { operation: 'staffMembers.list' },
    schema: { ...staff, response: answer(z.array(ZStaffMember)) },
    handler: async (r) => ok(await catalogue.listStaffMembers(deps.db, requireActor(r))),
  });
  app.post('/staff-member', {
    config: { operation: 'staffMembers.manage' },
    schema: { ...staff, body: ZStaffMemberInput, response: answer(ZStaffMember) },
    handler: async (r) =>
      ok(await catalogue.createStaffMember(deps, requireActor(r), r.body), 'Staff member created'),
  });
  app.put('/staff-member/:id', {
    config: { operation: 'staffMembers.manage' },
    schema: {
      ...staff,
      params: ZIdParams,
      body: ZStaffMemberInput,
      response: answer(ZStaffMember),
    },
    handler: async (r) =>
      ok(
        await catalogue.updateStaffMember(deps, requireActor(r), r.params.id, r.body),
        'Staff member updated',
      ),
  });
  app.delete('/staff-member/:id', {
    config: { operation: 'staffMembers.manage' },
    schema: { ...staff, params: ZIdParams, response: { 200: ZMessageOnly, ...AUTH_ERRORS } },
    handler: async (r) => {
      await catalogue.deleteStaffMember(deps, requireActor(r), r.params.id);
      return ok(null, 'Staff member deleted');
    },
  });
}
