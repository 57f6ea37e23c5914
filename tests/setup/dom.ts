import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import { setBodyEncoder } from './msw';

// A screen answers within a few seconds or the test fails: slowness shows instead of hiding.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => cleanup());

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
