// An independent check of the api tests' traffic against the contract (issue 26): every answer the
// demo backend's own handlers give to a request on the demo origin must have a status that
// docs/openapi.json declares for its operation (or a `default`), and a JSON body that the declared
// schema accepts. The judge is Ajv over the generated document, not the zod schemas the document is
// made from, so a mistake in the generator (src/schemas/openapi.ts) is caught too. A file's
// violations fail it in afterAll, listed with method, path, status and the first schema error.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { afterAll, expect } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { DEMO_ORIGIN } from '../../src/config';

type Json = Record<string, any>;

/** An operation as the compiled contract lists it: its statuses, each with its body's validator (by name) or none. */
interface CompiledOperation {
  method: string;
  /** As the document has it: `/api/boms/{id}/clone`. */
  template: string;
  responses: Record<string, string | null>;
}

interface Operation extends CompiledOperation {
  pattern: RegExp;
  /** Literal segments: `/api/boms/stats` beats `/api/boms/{id}` for the same URL. */
  literals: number;
}

interface Contract {
  operations: Operation[];
  validators: Record<string, ValidateFunction>;
}

const ROOT = resolve(__dirname, '../..');
const OPENAPI_FILE = join(ROOT, 'docs/openapi.json');
const CACHE_DIR = join(ROOT, 'node_modules/.cache/contract-check');
const requireCjs = createRequire(import.meta.url);

/**
 * The document's response schemas compiled by Ajv into a CommonJS module (Ajv's standalone code),
 * with the operations and which validator each status uses. `$ref`s are resolved first
 * (swagger-parser's dereference keeps one object per target, so Error, ListAnswer... are compiled
 * once each).
 */
const compile = async (text: string): Promise<string> => {
  const [{ default: SwaggerParser }, { Ajv2020 }, { default: standaloneCode }, { _ }, { default: addFormats }] = await Promise.all([
    import('@apidevtools/swagger-parser'),
    import('ajv/dist/2020'),
    import('ajv/dist/standalone'),
    import('ajv'),
    import('ajv-formats'),
  ]);
  const doc = (await SwaggerParser.dereference(JSON.parse(text))) as Json;
  // OpenAPI 3.1 schemas are JSON Schema 2020-12. Not strict: checking the schemas' own style (the
  // `description`s, the shapes zod writes) is not this check's job, only the answers. Formats are
  // ajv-formats', required by the generated code.
  const ajv = new Ajv2020({ strict: false, code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } });
  addFormats(ajv);
  const names = new Map<Json, string>();
  const nameOf = (schema: Json | undefined) => {
    if (!schema) return null;
    if (!names.has(schema)) {
      names.set(schema, `v${names.size}`);
      ajv.addSchema(schema, names.get(schema));
    }
    return names.get(schema)!;
  };
  const operations: CompiledOperation[] = Object.entries(doc.paths as Record<string, Json>).flatMap(([template, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        template,
        responses: Object.fromEntries(Object.entries((op as Json).responses as Record<string, Json>).map(([status, r]) => [status, nameOf(r.content?.['application/json']?.schema)])),
      })),
  );
  const exported = Object.fromEntries([...names.values()].map((name) => [name, name]));
  return `${standaloneCode(ajv, exported)}\nexports.operations = ${JSON.stringify(operations)};\n`;
};

/**
 * The compiled contract of the current docs/openapi.json. Compiling the validators takes Ajv about
 * 100 ms of a worker's time, and the api project gives each file a fresh worker, so the code is kept
 * in node_modules/.cache under a hash of the document, this file and Ajv's version: the first file
 * after the document changes compiles it, every other file (and run) only reads it. Written to a
 * temporary name and renamed, so a worker never reads half a file; where it cannot be written, each
 * file compiles its own.
 */
const loadContract = async (): Promise<Contract> => {
  const text = readFileSync(OPENAPI_FILE, 'utf8');
  const key = createHash('sha256')
    .update(text)
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(String((requireCjs('ajv/package.json') as { version: string }).version))
    .digest('hex')
    .slice(0, 16);
  const file = join(CACHE_DIR, `${key}.cjs`);
  let code: string;
  try {
    code = readFileSync(file, 'utf8');
  } catch {
    code = await compile(text);
    try {
      mkdirSync(CACHE_DIR, { recursive: true });
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(partial, code);
      renameSync(partial, file);
      // Older documents' code goes.
      for (const old of readdirSync(CACHE_DIR)) if (old !== `${key}.cjs` && old.endsWith('.cjs')) rmSync(join(CACHE_DIR, old), { force: true });
    } catch {
      // A read-only node_modules: the next file compiles again.
    }
  }
  // The CommonJS module run here, its `require`s (Ajv's runtime, ajv-formats) resolved from this file.
  const compiled = {} as { operations: CompiledOperation[] } & Record<string, ValidateFunction>;
  new Function('exports', 'require', code)(compiled, requireCjs);
  const { operations, ...validators } = compiled;
  return {
    validators,
    operations: operations.map((op) => {
      const segments = op.template.split('/');
      const param = (s: string) => /^\{.+\}$/.test(s);
      return {
        ...op,
        pattern: new RegExp(`^${segments.map((s) => (param(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`),
        literals: segments.filter((s) => !param(s)).length,
      };
    }),
  };
};
// One load per worker: on the worker's global object, which outlives a file's modules where a
// worker runs several files (projects with isolate: false).
const worker = globalThis as { __contractCheck?: Promise<Contract> };
const contract = (worker.__contractCheck ??= loadContract());

const findOperation = (operations: Operation[], method: string, pathname: string) =>
  operations.filter((op) => op.method === method && op.pattern.test(pathname)).sort((a, b) => b.literals - a.literals)[0];

// Which answers are the API's: a test's own `server.use(...)` handler (a stand-in answering 422, a
// network error, a body of another shape) is not, and its answers are not held to the contract.
// msw's `response:mocked` event names no handler, so each real handler's `run` (which msw calls on
// the handlers in turn until one answers) notes the request ids it answered. A test handler listed
// before them that answers leaves the request unnoted; one that only looks and falls through
// (tests/api/session-renewal.test.ts counts refresh calls so) lets the real handler answer, and
// that answer is checked. Nothing depends on what a test names or marks.
// On the worker's global object: a project that does not isolate its files (api-server) runs this
// setup again for each file, while the handlers stay wrapped from the first run.
const answeredByApi = ((globalThis as { __contractAnswered?: Set<string> }).__contractAnswered ??= new Set<string>());
const WRAPPED = Symbol.for('contractCheck.wrapped');
// The handlers the server starts with: the API's own (project api), or the stand-in that hands every
// call to the real server (project api-server, tests/setup/server-node.ts), whose answers are the API's too.
for (const handler of server.listHandlers() as typeof handlers) {
  const marked = handler as typeof handler & { [WRAPPED]?: true };
  if (marked[WRAPPED]) continue;
  marked[WRAPPED] = true;
  const run = handler.run.bind(handler);
  handler.run = async (args) => {
    const result = await run(args);
    if (result?.response) answeredByApi.add(args.requestId);
    return result;
  };
}

const violations: string[] = [];
const pending = new Set<Promise<void>>();
const counts = { checked: 0, notTheApi: 0 };

/**
 * The first schema error; under an `anyOf` (ListAnswer: an array or a page) the first error is only
 * the first branch's, so the others' follow it, up to the combinator's own.
 */
const schemaErrors = (fn: ValidateFunction) => {
  const errors = fn.errors ?? [];
  const combined = errors.findIndex((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const shown = combined > 0 ? errors.slice(0, combined + 1) : errors.slice(0, 1);
  return shown.map((e) => `${e.instancePath || '(body)'} ${e.message ?? e.keyword}`).join('; ') || 'invalid';
};

const check = async (request: Request, response: Response) => {
  const { operations, validators } = await contract;
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const where = `${method} ${url.pathname} ${response.status}`;
  const op = findOperation(operations, method, url.pathname);
  if (!op) {
    violations.push(`${where}: no operation in docs/openapi.json`);
    return;
  }
  const status = String(response.status);
  const declared = status in op.responses ? status : 'default' in op.responses ? 'default' : null;
  if (!declared) {
    violations.push(`${where}: status not declared for ${method} ${op.template} (declared: ${Object.keys(op.responses).join(', ')})`);
    return;
  }
  const validator = op.responses[declared];
  if (!validator) return;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    violations.push(`${where}: body is not JSON (${JSON.stringify(text.slice(0, 60))}), declared application/json`);
    return;
  }
  const fn = validators[validator];
  if (!fn(body)) violations.push(`${where}: body does not match ${method} ${op.template} ${declared}: ${schemaErrors(fn)}`);
};

const onResponse = ({ request, response, requestId }: { request: Request; response: Response; requestId: string }) => {
  if (!request.url.startsWith(`${DEMO_ORIGIN}/`)) return;
  if (!answeredByApi.delete(requestId)) {
    counts.notTheApi += 1;
    return;
  }
  counts.checked += 1;
  // The event hands over a copy of the answer, so reading its body here takes nothing from the test.
  const done = check(request, response).catch((e: unknown) => {
    violations.push(`${request.method} ${new URL(request.url).pathname} ${response.status}: could not be checked: ${String(e)}`);
  });
  pending.add(done);
  void done.finally(() => pending.delete(done));
};
server.events.on('response:mocked', onResponse);

afterAll(async () => {
  await Promise.all(pending);
  server.events.removeListener('response:mocked', onResponse);
  // CONTRACT_CHECK_LOG=1 prints each file's tally.
  if (process.env.CONTRACT_CHECK_LOG) console.log(`[contract-check] ${counts.checked} answers checked, ${counts.notTheApi} from test handlers skipped, ${violations.length} violations`);
  expect(violations, `answers outside docs/openapi.json (${violations.length} of ${counts.checked})`).toEqual([]);
});
