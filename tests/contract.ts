// The API's contract as an independent judge: docs/openapi.json's response schemas compiled by Ajv,
// and the check of one answer against them (a declared status, a JSON body its schema accepts). The
// api tests (tests/setup/contract-check.ts) and the end-to-end journey on the server
// (tests/e2e/lifecycle.spec.ts) both judge the answers they see with it. Ajv over the generated
// document, not the zod schemas it is made from, so a mistake in the generator is caught too.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';

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

export interface Contract {
  operations: Operation[];
  validators: Record<string, ValidateFunction>;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OPENAPI_FILE = join(ROOT, 'docs/openapi.json');
const CACHE_DIR = join(ROOT, 'node_modules/.cache/contract-check');
const requireCjs = createRequire(import.meta.url);

/**
 * The document's response schemas compiled by Ajv into a CommonJS module (Ajv's standalone code),
 * with the operations and which validator each status uses. `$ref`s are resolved first
 * (swagger-parser's dereference keeps one object per target, so Error, Complaint... are compiled
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
export const loadContract = async (): Promise<Contract> => {
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
export const findOperation = (operations: Operation[], method: string, pathname: string) =>
  operations.filter((op) => op.method === method && op.pattern.test(pathname)).sort((a, b) => b.literals - a.literals)[0];

/**
 * The first schema error; under an `anyOf` (ApplicableRule: a rule or why none applies) the first error is only
 * the first branch's, so the others' follow it, up to the combinator's own.
 */
const schemaErrors = (fn: ValidateFunction) => {
  const errors = fn.errors ?? [];
  const combined = errors.findIndex((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const shown = combined > 0 ? errors.slice(0, combined + 1) : errors.slice(0, 1);
  return shown.map((e) => `${e.instancePath || '(body)'} ${e.message ?? e.keyword}`).join('; ') || 'invalid';
};

/** What is wrong with an answer by the contract (a violation's text), or null when nothing is. */
export const contractProblem = ({ operations, validators }: Contract, method: string, pathname: string, status: number, text: string): string | null => {
  const where = `${method} ${pathname} ${status}`;
  const op = findOperation(operations, method, pathname);
  if (!op) return `${where}: no operation in docs/openapi.json`;
  const declared = String(status) in op.responses ? String(status) : 'default' in op.responses ? 'default' : null;
  if (!declared) return `${where}: status not declared for ${method} ${op.template} (declared: ${Object.keys(op.responses).join(', ')})`;
  const validator = op.responses[declared];
  if (!validator) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${where}: body is not JSON (${JSON.stringify(text.slice(0, 60))}), declared application/json`;
  }
  const fn = validators[validator];
  return fn(body) ? null : `${where}: body does not match ${method} ${op.template} ${declared}: ${schemaErrors(fn)}`;
};
