import { describe, expect, it } from 'vitest';
import { API_ACCESS, type ApiOperation } from './api-access.ts';
import { API_DOCS } from './api-docs.ts';
import { API_TAGS, apiReference, apiRouteKey, apiTagOf, describeAccess } from './api-reference.ts';

const operations = Object.keys(API_ACCESS) as ApiOperation[];

describe('describeAccess', () => {
  it('words each kind of access as the guard applies it', () => {
    expect(describeAccess('public')).toBe('Public: no access token needed.');
    expect(describeAccess('authenticated')).toBe('Any signed-in user, whatever the role.');
    expect(describeAccess({ roles: ['Admin', 'Manager'] })).toBe(
      'Roles: SuperAdmin, Admin or Manager (403 `forbidden` otherwise).',
    );
    expect(describeAccess({ roles: ['SuperAdmin', 'Admin'], tier: 'Pro' })).toBe(
      'Roles: SuperAdmin or Admin (403 `forbidden` otherwise). Plan: Pro or Enterprise (403 `plan_required` below it; the SuperAdmin is not held to it).',
    );
    expect(describeAccess({ roles: ['SuperAdmin'] })).toBe(
      'Roles: SuperAdmin (403 `forbidden` otherwise).',
    );
  });
});

describe('apiReference', () => {
  it('adds who may call it, the tag and the security to the operation’s text', () => {
    const ref = apiReference('reviews.list', 'GET', '/v1/location/:id/review');
    expect(ref.summary).toBe(API_DOCS['reviews.list'].summary);
    expect(ref.description).toContain('**Who may call it:** Roles: SuperAdmin, Admin or Manager');
    expect(ref.tags).toEqual(['Reviews']);
    expect(ref.security).toEqual([{ bearer: [] }]);
    expect(apiReference('auth.login', 'POST', '/v1/auth/login').security).toEqual([]);
  });

  it('prefers the text of the route when several routes share the operation', () => {
    const ref = apiReference('menuItems.manage', 'DELETE', '/v1/menu-item/:id');
    expect(ref.summary).toBe('Delete a menu item');
    expect(apiRouteKey('get', '/v1/location/:id/review/:reviewId')).toBe(
      'GET /v1/location/{id}/review/{reviewId}',
    );
  });

  it('files every operation but the hidden ones under a declared tag', () => {
    const names: (string | null)[] = API_TAGS.map((tag) => tag.name);
    const hidden: ApiOperation[] = ['health.check', 'docs.openapi'];
    for (const operation of operations) {
      if (hidden.includes(operation)) expect(apiTagOf(operation)).toBeNull();
      else expect(names).toContain(apiTagOf(operation));
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps every text short and plain: a verb-first summary, descriptions of full sentences', () => {
    const texts = Object.values(API_DOCS).flatMap((doc) => [
      doc,
      ...Object.values('routes' in doc ? doc.routes : {}),
    ]);
    for (const { summary, description } of texts) {
      expect(summary).toMatch(/^[A-Z][a-z]+ /);
      expect(summary).not.toMatch(/\.$/);
      expect(summary.length, summary).toBeLessThanOrEqual(70);
      expect(description, summary).toMatch(/[.)]$/);
    }
  });
});
