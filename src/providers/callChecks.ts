// The call layer's checks of what the console sends: each write's body is checked, before the
// request, with the schema the server checks it with (src/schemas/calls.ts), so a screen gets the
// server's own message without a round trip and the rule is written once (docs/architecture.md, "Where a rule lives"; issue
// 14). The schemas (zod) load with the first write, as in the demo backend: no list or dashboard
// waits for them.
import type { Refusal } from '../domain/refusal';
import { http, resolveUrl } from './http';
import { refusalError } from './refusalError';

type Method = 'POST' | 'PUT' | 'PATCH';
type Parse = (body: unknown) => { ok: true } | { ok: false; refusal: Refusal };
interface Checked {
  method: string;
  pattern: RegExp;
  parse: Parse;
}

let checks: Promise<Checked[]> | null = null;
/** Every documented write with a JSON body schema, its path made a pattern (`:id` matches one segment). */
const loadChecks = (): Promise<Checked[]> =>
  (checks ??= Promise.all([import('../schemas/calls'), import('../schemas/primitives')]).then(([{ CALLS }, { parseWith }]) =>
    CALLS.filter((call) => call.body && !call.multipart && call.method !== 'GET').map((call) => ({
      method: call.method,
      pattern: new RegExp(`^${call.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
      parse: (body: unknown) => parseWith(call.body!, body),
    })),
  ));

/**
 * Throws the 400 the server would answer when `body` does not fit the call's schema; a call with no
 * documented schema is left to the server. A path is the one http.ts is given (`/api/...`, or one
 * it puts under `/v1`).
 */
export const checkWrite = async (method: Method, path: string, body: unknown): Promise<void> => {
  const fullPath = resolveUrl(path, '');
  const call = (await loadChecks()).find((c) => c.method === method && c.pattern.test(fullPath));
  const result = call?.parse(body);
  if (result && !result.ok) throw await refusalError(result.refusal);
};

/** http.ts's calls, each write checked first (the dataProvider's http). */
export const checkedHttp: typeof http = {
  ...http,
  post: async (path, body) => (await checkWrite('POST', path, body ?? {}), http.post(path, body)),
  put: async (path, body) => (await checkWrite('PUT', path, body ?? {}), http.put(path, body)),
  patch: async (path, body) => (await checkWrite('PATCH', path, body ?? {}), http.patch(path, body)),
};
