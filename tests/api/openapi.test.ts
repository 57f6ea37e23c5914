// docs/openapi.json: current with the schemas (npm run openapi), a valid OpenAPI 3.1 document by a
// standard parser, and the same calls as the msw handlers, docs/api.md's endpoint index (with the
// permission each checks) and the paths the data provider is configured with, named both ways.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { bearerCheck } from '../../mocks/handlers/sessions';
import { DEMO_ORIGIN } from '../../src/config';
import { RESOURCE_ROUTES } from '../../src/providers/dataProvider';
import { resolveUrl } from '../../src/providers/http';
import { CALLS, DEMO_ONLY } from '../../src/schemas/calls';
import { buildOpenApi, openApiPath } from '../../src/schemas/openapi';

/** The handlers that answer a route: not the bearer check that runs first and answers nothing (mocks/handlers/sessions.ts). */
const routeHandlers = handlers.filter((h) => h !== bearerCheck);

const ROOT = resolve(__dirname, '../..');
const file = JSON.parse(readFileSync(join(ROOT, 'docs/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { 'x-permission': { resource: string; action: string } | null; 'x-roles': string[]; security?: unknown[]; requestBody?: unknown }>>;
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const sorted = (xs: string[]) => [...new Set(xs)].sort();
const missingFrom = (from: string[], wanted: string[]) => wanted.filter((x) => !from.includes(x));

/** `METHOD /path/{param}` of every operation in the document. */
const documented = sorted(Object.entries(file.paths).flatMap(([path, ops]) => Object.keys(ops).filter((m) => METHODS.includes(m)).map((m) => key(m, path))));

describe('docs/openapi.json', () => {
  it('is what `npm run openapi` writes from src/schemas (regenerate after changing a schema)', () => {
    expect(file).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    const api = await SwaggerParser.validate(structuredClone(file) as never);
    expect((api as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('has every handler route and no route without a handler', () => {
    const served = sorted(
      routeHandlers.map((h) => {
        const { method, path } = h.info as { method: string; path: string };
        return key(method, openApiPath(path.slice(DEMO_ORIGIN.length)));
      }),
    );
    expect(missingFrom(documented, served), 'handlers missing from docs/openapi.json').toEqual([]);
    expect(missingFrom(served, documented), 'operations without a handler').toEqual([]);
  });

  it('has the permission of docs/api.md\'s endpoint index on every call, with its roles', () => {
    const doc = readFileSync(join(ROOT, 'docs/api.md'), 'utf8');
    const rows = [...doc.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) \| (\S+) \| (\S+) \| (\S+) \|$/gm)].map(([, m, p, r, a]) => ({ k: key(m, openApiPath(p)), r, a }));
    expect(sorted(rows.map((x) => x.k))).toEqual(documented);
    for (const { k, r, a } of rows) {
      const [method, path] = k.split(' ');
      const op = file.paths[path][method.toLowerCase()];
      if (r === 'public') expect(op.security, k).toEqual([]);
      expect(op['x-permission'], k).toEqual(r === 'public' || r === 'signed-in' ? null : { resource: r, action: a });
      expect(op['x-roles'].length, k).toBeGreaterThan(0);
    }
    expect(DEMO_ONLY.every((k) => rows.some((x) => x.k === k))).toBe(true);
  });

  it('gives every writing call a request body schema, and every list path of the data provider a GET', () => {
    for (const c of CALLS.filter((x) => x.method !== 'GET' && x.method !== 'DELETE')) expect(c.body || c.multipart, key(c.method, c.path)).toBeTruthy();
    for (const [resource, route] of Object.entries(RESOURCE_ROUTES)) {
      const path = openApiPath(resolveUrl(route.path, DEMO_ORIGIN).slice(DEMO_ORIGIN.length));
      expect(documented, `${resource} -> GET ${path}`).toContain(key('GET', path));
    }
  });
});
