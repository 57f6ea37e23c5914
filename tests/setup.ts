import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import { server, db } from '../mocks/node';

const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/**
 * jsdom's FormData/Blob do not serialise into Node's fetch (a file arrives as "undefined"); the
 * browser has a single implementation. Here a multipart body is encoded by hand before it reaches
 * msw, so uploads are tested with the same bytes a browser would send.
 */
const encodeMultipart = async (form: FormData) => {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const chunks: (string | Uint8Array)[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    } else {
      const file = value as File;
      chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name || 'blob'}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`);
      chunks.push(new Uint8Array(await readBlob(file)));
      chunks.push('\r\n');
    }
  }
  chunks.push(`--${boundary}--\r\n`);
  const body = new Uint8Array(await new NodeBlob(chunks as any).arrayBuffer());
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};

// The first render of a console screen compiles react-admin and the screen's lazy chunk; on a busy
// 2-core machine that takes seconds, so findBy* waits up to 15 s, and screen tests warm the console up first.
configure({ asyncUtilTimeout: 15000 });
beforeAll(async () => {
  const path = expect.getState().testPath ?? '';
  if (path.includes('/integration/') && !path.includes('/api-')) await import('../src/console/App');
}, 120000);

// Every test file talks to the real demo backend handlers through msw/node; each test starts
// from the seed and an empty browser storage.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  const interceptedFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    inFlight += 1;
    try {
      if (init?.body instanceof FormData) {
        const { body, contentType } = await encodeMultipart(init.body);
        const headers = new Headers(init.headers);
        headers.set('Content-Type', contentType);
        return await interceptedFetch(input, { ...init, headers, body });
      }
      return await interceptedFetch(input, init);
    } finally {
      inFlight -= 1;
    }
  };
});

// Requests the last test's screen still had in flight are let finish before the store is reset,
// so none of them lands in (or is refused by) the next test's fresh backend.
let inFlight = 0;
const drainRequests = async (deadline = Date.now() + 5000) => {
  while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
};
afterEach(async () => {
  cleanup();
  await drainRequests();
  server.resetHandlers();
  db.reset();
  db.state.sessions = {};
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
