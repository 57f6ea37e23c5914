// Which of the API's handlers (mocks/handlers, msw's) can answer a request, found by a table built
// once. msw's getResponse tries every handler of the list in turn, compiling each one's path and
// parsing the request's cookies for each, until one answers: with some 130 handlers that was about
// a sixth of the server's CPU per call (docs/scaling.md). The server hands getResponse only the
// handlers a request can match, in their order in the list: those of its method whose path has the
// request's segments (a `:name` segment takes any one), and every handler with a predicate of its
// own (`bearerCheck`, which verifies the token first). getResponse still matches, runs and answers
// as in the browser and the tests, so what answers is what answered before, only found sooner.
import type { RequestHandler } from 'msw';
import { DEMO_ORIGIN } from '../src/config';

interface Entry {
  handler: RequestHandler;
  /** The handler's method, upper case; null for any method. */
  method: string | null;
  /** Its path's segments after the origin (null: a `:name` segment); null for a predicate of its own. */
  segments: (string | null)[] | null;
}

const splitPath = (path: string) => path.split('/').slice(1);

/** A handler's entry: its path is taken apart only when it is a plain path of the demo origin, else it is always offered to getResponse. */
const entryOf = (handler: RequestHandler): Entry => {
  const info = handler.info as { method?: unknown; path?: unknown };
  const method = typeof info.method === 'string' ? info.method.toUpperCase() : null;
  const path = info.path;
  const plain = typeof path === 'string' && path.startsWith(`${DEMO_ORIGIN}/`) && !/[*?()+{}]/.test(path.slice(DEMO_ORIGIN.length));
  return { handler, method, segments: plain ? splitPath(path.slice(DEMO_ORIGIN.length)).map((s) => (s.startsWith(':') ? null : s.toLowerCase())) : null };
};

/** The handlers of `handlers` that can answer `method` on `pathname`, in their order. */
export const routeTable = (handlers: readonly RequestHandler[]) => {
  const entries = handlers.map(entryOf);
  return (method: string, pathname: string): RequestHandler[] => {
    // msw's paths match in any case; a `:name` segment takes one that is not empty.
    const parts = splitPath(pathname.toLowerCase());
    // msw ignores a trailing slash.
    if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
    const upper = method.toUpperCase();
    return entries
      .filter(({ method: m, segments }) => {
        if (m !== null && m !== upper) return false;
        if (segments === null) return true;
        return segments.length === parts.length && segments.every((s, i) => (s === null ? parts[i] !== '' : s === parts[i]));
      })
      .map((e) => e.handler);
  };
};
