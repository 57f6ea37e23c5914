// The OpenAPI 3.1 document of the console's API, built from the call table (calls.ts) and its zod
// schemas. `npm run openapi` writes it to docs/openapi.json; tests/api/openapi.test.ts checks the
// file is current, valid, and matches the handlers, docs/api.md and the data provider.
import { z } from 'zod';
import { ACTIONS, DEFAULT_PERMISSIONS, ROLES } from '../domain/access';
import * as A from './admin';
import * as C from './catalog';
import * as S from './service';
import * as Q from './queries';
import * as R from './records';
import * as N from './answers';
import { CALLS, type CallSpec } from './calls';
import { noBody } from './primitives';

type Json = Record<string, unknown>;

/** Every exported schema by name, so the document refers to `#/components/schemas/<Name>`. */
const named = new Map<z.ZodType, string>([[noBody, 'Empty']]);
for (const mod of [A, C, S, Q, R, N] as Record<string, unknown>[])
  for (const [name, value] of Object.entries(mod)) if (value instanceof z.ZodType && !named.has(value)) named.set(value, name);

const jsonSchema = (schema: z.ZodType): Json => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  return rest;
};

/** `/api/boms/:id/clone` -> `/api/boms/{id}/clone`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** The built-in roles that hold `resource`/`action` by default (the super admin holds everything). */
const rolesFor = (access: CallSpec['access']): string[] => {
  if (access === 'public') return ['anyone'];
  if (access === 'signed-in') return [...ROLES];
  return ROLES.filter((r) => r === 'super_admin' || (DEFAULT_PERMISSIONS[r][access.resource as keyof (typeof DEFAULT_PERMISSIONS)[typeof r]] ?? []).includes(access.action as (typeof ACTIONS)[number]));
};

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Bad input: the first problem, naming the field (the spec\'s text where it has one)',
  '401': 'No valid access token (`Authentication required`, `Session expired, please sign in again`)',
  '403': 'The role may not do this, the warehouse is not the user\'s or it is deactivated (`serverText.warehouseInactive`)',
  '404': 'The record in the path does not exist in this warehouse',
  '409': 'Refused by a business rule (a status move, a duplicate, stock too low, dependants)',
  '413': 'The request body is over 5 MB (`serverText.bodyTooLarge`), or a BOM import file over 1 MB (`serverText.bomImportTooLarge`); nothing was read',
  '500': 'An unexpected failure (`serverText.internalError`); nothing was changed',
  '503': 'The server did not answer within its time limit (`serverText.timedOut`, REQUEST_TIMEOUT_MS; `Retry-After`): a change still waiting for its turn was not made, one already running may have been saved',
  '507': 'The change could not be saved (the browser\'s storage is full, or the database refused it); nothing was changed',
};

const ref = (schema: z.ZodType, schemas: Json): Json => {
  const name = named.get(schema);
  if (!name) return jsonSchema(schema);
  if (!schemas[name]) schemas[name] = jsonSchema(schema);
  return { $ref: `#/components/schemas/${name}` };
};

const operation = (call: CallSpec, schemas: Json): Json => {
  const params: Json[] = [{ $ref: '#/components/parameters/TenantId' }];
  for (const m of call.path.matchAll(/:([A-Za-z]+)/g))
    params.push({ name: m[1], in: 'path', required: true, schema: m[1] === 'party' ? { type: 'string', enum: ['vendor', 'technician'] } : { type: 'integer', minimum: 1 } });
  if (call.query) {
    const q = jsonSchema(call.query) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, schema] of Object.entries(q.properties ?? {})) params.push({ name, in: 'query', required: (q.required ?? []).includes(name), schema });
  }
  const permission = typeof call.access === 'object' ? `${call.access.resource}/${call.access.action}` : call.access;
  const roles = rolesFor(call.access);
  const op: Json = {
    operationId: `${call.method.toLowerCase()}${call.path.replace(/:([A-Za-z]+)/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
    tags: [call.path.split('/')[2]],
    description: `Permission: ${permission}. Roles by default: ${roles.join(', ')}. See docs/api.md for the prose.`,
    'x-permission': typeof call.access === 'object' ? call.access : null,
    'x-roles': roles,
    parameters: params,
    responses: {
      [String(call.status ?? 200)]: { description: 'Success', content: { 'application/json': { schema: ref(call.response, schemas) } } },
      ...Object.fromEntries(
        Object.keys(ERROR_STATUSES)
          .filter((s) => !(call.access === 'public' && (s === '401' || s === '403')))
          // Only a call that takes a body can send one too large.
          .filter((s) => s !== '413' || Boolean(call.body || call.multipart))
          .map((s) => [s, { $ref: `#/components/responses/E${s}` }]),
      ),
      ...Object.fromEntries(
        Object.entries(call.refusals ?? {}).map(([s, description]) => [
          s,
          {
            description,
            // A 429 says when to try again.
            ...(s === '429' ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } } } : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
  if (call.access === 'public') op.security = [];
  if (call.multipart)
    op.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description: 'The CSV file' } } } } },
    };
  else if (call.body) op.requestBody = { required: call.body !== noBody, content: { 'application/json': { schema: ref(call.body, schemas) } } };
  return op;
};

/** The whole document (deterministic: the same table gives the same JSON). */
export const buildOpenApi = (): Json => {
  const schemas: Json = { Error: jsonSchema(Q.ErrorBody) };
  const paths: Record<string, Json> = {};
  for (const call of CALLS) {
    const p = openApiPath(call.path);
    paths[p] = { ...(paths[p] ?? {}), [call.method.toLowerCase()]: operation(call, schemas) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ServiceDesk Console API',
      version: '1.0.0',
      description:
        'The calls the console makes, generated from src/schemas (npm run openapi). Paths under /api/ are used as they are; the others carry /v1. Errors are JSON `{ message }`. Lists take page (1-based) and limit and answer an array or { data, total }.',
    },
    servers: [{ url: 'https://api.example.in', description: 'Your API origin (VITE_API_URL)' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The access token from sign-in (Authorization: Bearer <token>)' } },
      parameters: {
        TenantId: { name: 'X-Tenant-Id', in: 'header', required: false, description: 'The warehouse of the request (default 1)', schema: { type: 'string', pattern: '^[0-9]+$' } },
      },
      responses: Object.fromEntries(
        Object.entries(ERROR_STATUSES).map(([s, description]) => [`E${s}`, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }]),
      ),
      schemas,
    },
  };
};
