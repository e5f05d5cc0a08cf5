import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ACCESS, type ApiAccess, type ApiOperation } from '@tableside/domain/api-access';
import { API_DOCS } from '@tableside/domain/api-docs';
import { createTestApp, type TestApp } from './harness.ts';

type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
};
type Document = {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let doc: Document;
let operations: { method: string; path: string; op: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.call('GET', '/v1/openapi.json')).json() as Document;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('gives every operation a summary, a description naming who may call it, and its security', () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const { method, path, op } of operations) {
      const label = `${method} ${path}`;
      const access: ApiAccess = API_ACCESS[op.operationId.replace(/-\d+$/, '') as ApiOperation];
      expect(op.summary?.trim(), label).toBeTruthy();
      expect(op.description, label).toContain('**Who may call it:**');
      if (access === 'public') {
        expect(op.description, label).toContain('Public: no access token needed.');
        expect(op.security, label).toEqual([]);
      } else if (access === 'authenticated') {
        expect(op.description, label).toContain('Any signed-in user');
        expect(op.security, label).toEqual([{ bearer: [] }]);
      } else {
        for (const role of access.roles) expect(op.description, label).toContain(role);
        if (access.tier) expect(op.description, label).toContain(`Plan: ${access.tier}`);
        else expect(op.description, label).not.toContain('Plan:');
        expect(op.security, label).toEqual([{ bearer: [] }]);
      }
    }
  });

  it('files every operation under one declared tag, and declares only used tags with a description', () => {
    const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
    for (const { name, description } of doc.tags ?? []) expect(description, name).toBeTruthy();
    for (const { method, path, op } of operations) {
      expect(op.tags, `${method} ${path}`).toHaveLength(1);
      expect(declared.has(op.tags?.[0] ?? ''), `${method} ${path}: ${op.tags}`).toBe(true);
    }
    // /docs shows a declared tag without operations as an empty section.
    const used = new Set(operations.map(({ op }) => op.tags?.[0]));
    for (const name of declared.keys()) expect(used, name).toContain(name);
  });

  it('tells apart the routes that share an operation', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const pathsOf = new Map<string, Set<string>>();
    for (const { path, op } of operations) {
      pathsOf.set(op.summary ?? '', (pathsOf.get(op.summary ?? '') ?? new Set()).add(path));
    }
    for (const [summary, paths] of pathsOf) expect([...paths], summary).toHaveLength(1);
  });

  it('has a route for every route-specific text of the docs map', () => {
    const routes = new Set(operations.map(({ method, path }) => `${method} ${path}`));
    for (const doc of Object.values(API_DOCS)) {
      for (const key of Object.keys('routes' in doc ? doc.routes : {})) {
        expect(routes, key).toContain(key);
      }
    }
  });
});
