import { afterEach, beforeAll } from 'vitest';
import { server, db } from '../../mocks/node';

// Every api and ui test talks to the real demo backend handlers through msw/node; each test
// starts from the seed and an empty browser storage.

/** jsdom's FormData does not serialise into Node's fetch; the ui setup encodes it (tests/setup/dom.ts). */
type BodyEncoder = (init: RequestInit) => Promise<RequestInit>;
let encodeBody: BodyEncoder | null = null;
export const setBodyEncoder = (encoder: BodyEncoder) => {
  encodeBody = encoder;
};

// Requests the last test's screen still had in flight are let finish before the store is reset,
// so none of them lands in (or is refused by) the next test's fresh backend.
let inFlight = 0;
const drainRequests = async (deadline = Date.now() + 5000) => {
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
};

// Listening starts once per worker: the ui project runs many files in one worker without
// isolating them (so react-admin and MUI are loaded once), and msw cannot listen again after a
// close. The worker's end tears the interception down.
let listening = false;
beforeAll(() => {
  if (listening) return;
  listening = true;
  server.listen({ onUnhandledRequest: 'error' });
  const interceptedFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    inFlight += 1;
    try {
      return await interceptedFetch(input, init && encodeBody ? await encodeBody(init) : init);
    } finally {
      inFlight -= 1;
    }
  };
});

afterEach(async () => {
  await drainRequests();
  server.resetHandlers();
  db.reset();
  // Every access and refresh token (mocks/handlers/auth.ts): the next test signs in afresh.
  db.state.sessions = {};
  localStorage.clear();
  sessionStorage.clear();
});
