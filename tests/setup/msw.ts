import { afterEach, beforeAll } from 'vitest';
import { server, db } from '../../mocks/node';
import { resetSignInThrottle } from '../../mocks/handlers/sessions';
import { memoisePasswordHashing } from './passwordMemo';

memoisePasswordHashing();

// Every api and ui test talks to the real demo backend handlers through msw/node; each test
// starts from the seed and an empty browser storage.

/** jsdom's FormData does not serialise into Node's fetch; the ui setup encodes it (tests/setup/dom.ts). */
type BodyEncoder = (init: RequestInit) => Promise<RequestInit>;

// The ui project runs its files one after another in a worker without isolating them (react-admin
// and MUI are loaded once per worker, not once per file), and this setup file runs again before each
// file: what must outlive a file (msw listens once per worker, the fetch wrapper, the requests in
// flight) lives on the worker's global object, not in this module.
interface WorkerState {
  listening: boolean;
  inFlight: number;
  encodeBody: BodyEncoder | null;
}
const worker = ((globalThis as { __mswWorker?: WorkerState }).__mswWorker ??= { listening: false, inFlight: 0, encodeBody: null });

export const setBodyEncoder = (encoder: BodyEncoder) => {
  worker.encodeBody = encoder;
};

// Requests the last test's screen still had in flight are let finish before the store is reset,
// so none of them lands in (or is refused by) the next test's fresh backend.
const drainRequests = async (deadline = Date.now() + 5000) => {
  while (worker.inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
};

// Listening starts once per worker (msw cannot listen again after a close); the worker's end tears
// the interception down.
beforeAll(() => {
  if (worker.listening) return;
  worker.listening = true;
  server.listen({ onUnhandledRequest: 'error' });
  const interceptedFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    worker.inFlight += 1;
    try {
      return await interceptedFetch(input, init && worker.encodeBody ? await worker.encodeBody(init) : init);
    } finally {
      worker.inFlight -= 1;
    }
  };
});

afterEach(async () => {
  await drainRequests();
  server.resetHandlers();
  db.reset();
  // Every sign-in and refresh token (mocks/handlers/sessions.ts): the next test signs in afresh, and no
  // failed sign-in of this test counts against the next.
  db.state.sessions = {};
  resetSignInThrottle();
  localStorage.clear();
  sessionStorage.clear();
});
