// A small static server for a built app with the SPA fallback and no compression (bench/run.mjs):
// `/track/<token>` is the job link page's track.html where the build has one, as nginx serves it
// (docs/deploying.md); every other unknown path is index.html.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export const startStaticServer = async (root, port = 0) => {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(normalize(root))) {
      res.writeHead(403).end();
      return;
    }
    try {
      const s = await stat(file);
      if (s.isDirectory()) file = join(file, 'index.html');
    } catch {
      const page = /^\/track\/[^/]+\/?$/.test(url.pathname) ? 'track.html' : 'index.html';
      file = join(root, (await stat(join(root, page)).then(() => true, () => false)) ? page : 'index.html');
    }
    try {
      const body = await readFile(file);
      const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' };
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404).end('Not found');
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((r) => server.close(r)) };
};
