import '@testing-library/jest-dom/vitest';
import * as React from 'react';
import { afterEach } from 'vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import { setBodyEncoder } from './msw';
import { clearSession } from '../../src/providers/storage';

// A screen answers within seconds or the test fails. The limit is set for the 2-core machine running
// a second `npm test` beside this one (issue 29): a render that is fast alone can take several times
// as long then, and a test must not fail for the machine being busy. Slowness shows in the suite's
// time (`npm test` alone: docs/performance.md), not as a failure.
configure({
  asyncUtilTimeout: 12000,
  /**
   * A query that finds nothing throws, and `findBy*` retries it every 50 ms; by default each throw
   * pretty-prints the whole document into its message (a tenth of a screen test's time). The
   * message here names the query only, and the document is printed once, below, when a test fails.
   */
  getElementError: (message) => Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }),
});
afterEach((context) => {
  if (context.task.result?.state === 'fail') console.log(`The document when "${context.task.name}" failed:\n${prettyDOM(document.body, 20000)}`);
  cleanup();
  // Each test is a new page, but the app's modules stay loaded: this tab's session ends with the test.
  // Storage emptied behind their back instead (tests/setup/msw.ts) reads, at the next test's first
  // read, as this tab's user signed out in another tab (src/providers/tabSession.ts), as it would in a browser.
  clearSession();
});

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
setBodyEncoder(async (init) => {
  if (!(init.body instanceof FormData)) return init;
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const chunks: (string | Uint8Array)[] = [];
  for (const [name, value] of init.body.entries()) {
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
  const headers = new Headers(init.headers);
  headers.set('Content-Type', `multipart/form-data; boundary=${boundary}`);
  return { ...init, headers, body };
});

/**
 * React 19's development build records an owner stack for every element it creates (an `Error`
 * and a `console.createTask` each), up to 10,000 per render: a tenth of a screen test's time, for
 * stacks that only improve the wording of React's own warnings. Reporting the budget as spent
 * turns that recording off here; the warnings themselves still fire.
 */
const reactInternals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Number.POSITIVE_INFINITY, set: () => undefined });
