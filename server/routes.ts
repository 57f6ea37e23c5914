// How the server runs the API's handlers (mocks/handlers, msw's): the same handler objects the
// browser demo and the tests run, called without msw's getResponse. getResponse is built for mocking:
// for every call it tries each handler of the list in turn (compiling its path, parsing the cookies),
// clones the request so a logger can read its body again, and arms and aborts an AbortController
// whose abort builds a DOMException with its stack. On the server that was about a third of a list
// call's CPU (docs/scaling.md, "One round trip per list"), and none of it is needed there.
//
// So a table built once finds the handlers a request can match: those of its method whose path has
// the request's segments (a `:name` segment takes any one, decoded as msw decodes it), in their order
// in the list, and every handler whose path is a predicate of its own (`bearerCheck`, which verifies
// the token first). They are run as msw runs them: a predicate first; the resolver gets the request
// and the path's parameters; the first resolver that answers (or throws a Response) gives the answer,
// one that answers nothing hands the request on. tests/unit/serverRoutes.test.ts holds this to msw's
// own matching and answers.
import type { RequestHandler } from 'msw';
import { DEMO_ORIGIN } from '../src/config';

interface Entry {
  handler: RequestHandler;
  /** The handler's method, upper case; null for any method. */
  method: string | null;
  /** Its path's segments after the origin, lower case (a `:name` segment: null); null for a predicate of its own. */
  segments: (string | null)[] | null;
  /** The names of its `:name` segments, by position. */
  names: (string | null)[];
}

type Predicate = (args: { request: Request; cookies: Record<string, string> }) => unknown;
type Resolver = (info: { request: Request; params: Record<string, string>; cookies: Record<string, string>; requestId: string }) => unknown;

const splitPath = (path: string) => path.split('/').slice(1);

/** A handler's entry: a plain path of the demo origin (`:name` segments only) or a predicate; any other path is refused. */
const entryOf = (handler: RequestHandler): Entry => {
  const info = handler.info as { method?: unknown; path?: unknown; header?: unknown };
  const method = typeof info.method === 'string' ? info.method.toUpperCase() : null;
  const path = info.path;
  if (typeof path === 'function') return { handler, method, segments: null, names: [] };
  const plain = typeof path === 'string' && path.startsWith(`${DEMO_ORIGIN}/`) && !/[*?()+{}]/.test(path.slice(DEMO_ORIGIN.length));
  if (!plain) throw new Error(`The server cannot route the handler ${String(info.header)}: its path is not a plain path of ${DEMO_ORIGIN}`);
  const raw = splitPath(path.slice(DEMO_ORIGIN.length));
  return { handler, method, segments: raw.map((s) => (s.startsWith(':') ? null : s.toLowerCase())), names: raw.map((s) => (s.startsWith(':') ? s.slice(1) : null)) };
};

/** The request path's segments as msw compares them: any case, a trailing slash ignored. */
const partsOf = (pathname: string) => {
  const parts = splitPath(pathname);
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts;
};

const matches = ({ method: m, segments }: Entry, method: string, lower: string[]) => {
  if (m !== null && m !== method) return false;
  if (segments === null) return true;
  return segments.length === lower.length && segments.every((s, i) => (s === null ? lower[i] !== '' : s === lower[i]));
};

const candidatesOf = (entries: Entry[], method: string, pathname: string) => {
  const lower = partsOf(pathname.toLowerCase());
  const upper = method.toUpperCase();
  return entries.filter((e) => matches(e, upper, lower));
};

/** The handlers of `handlers` that can answer `method` on `pathname`, in their order. */
export const routeTable = (handlers: readonly RequestHandler[]) => {
  const entries = handlers.map(entryOf);
  return (method: string, pathname: string): RequestHandler[] => candidatesOf(entries, method, pathname).map((e) => e.handler);
};

/** A `:name` parameter as msw gives it: percent-decoded (a malformed escape matches nothing). */
const decoded = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * Runs `handlers` for requests: the answer of the first handler that answers, or undefined when none
 * does (no handler has the path, or every one handed it on).
 */
export const dispatcher = (handlers: readonly RequestHandler[]) => {
  const entries = handlers.map(entryOf);
  return async (request: Request, requestId: string): Promise<Response | undefined> => {
    const { pathname } = new URL(request.url);
    const parts = partsOf(pathname);
    for (const entry of candidatesOf(entries, request.method, pathname)) {
      const cookies = {};
      let params: Record<string, string> = {};
      if (entry.segments === null) {
        const result = await (entry.handler.info as unknown as { path: Predicate }).path({ request, cookies });
        const match = typeof result === 'boolean' ? { matches: result, params: {} } : (result as { matches: boolean; params: Record<string, string> });
        if (!match.matches) continue;
        params = match.params;
      } else {
        let malformed = false;
        entry.names.forEach((name, i) => {
          if (name === null) return;
          const value = decoded(parts[i]);
          if (value === undefined) malformed = true;
          else params[name] = value;
        });
        if (malformed) continue;
      }
      let answer: unknown;
      try {
        answer = await (entry.handler as unknown as { resolver: Resolver }).resolver({ request, params, cookies, requestId });
      } catch (e) {
        if (e instanceof Response) return e;
        throw e;
      }
      if (answer instanceof Response) return answer;
    }
    return undefined;
  };
};
