// server/routes.ts: the handlers the server offers msw's getResponse for a request include every
// handler msw itself would match, for a request to each handler's path (its `:name` segments
// filled), in another case and with a trailing slash; and leave out the rest.
import { describe, expect, it } from 'vitest';
import { matchRequestUrl, type RequestHandler } from 'msw';
import { handlers } from '../../mocks/handlers';
import { routeTable } from '../../server/routes';
import { DEMO_ORIGIN } from '../../src/config';

const infoOf = (h: RequestHandler) => h.info as unknown as { method: string | RegExp; path: unknown };
/** What msw matches: the method (a RegExp for any) and the path (a predicate of its own: always offered). */
const mswMatches = (h: RequestHandler, method: string, url: URL) => {
  const { method: m, path } = infoOf(h);
  if (typeof path !== 'string') return true;
  const methodMatches = m instanceof RegExp ? m.test(method) : m.toUpperCase() === method;
  return methodMatches && matchRequestUrl(url, path).matches;
};

describe("the server's route table", () => {
  const candidates = routeTable(handlers);
  const plain = handlers.filter((h) => typeof infoOf(h).path === 'string');

  it('knows the handlers (else the checks below prove nothing)', () => {
    expect(plain.length).toBeGreaterThan(100);
  });

  it('offers every handler msw would match, and far fewer than all', () => {
    let offered = 0;
    for (const h of plain) {
      const method = typeof infoOf(h).method === 'string' ? (infoOf(h).method as string).toUpperCase() : 'GET';
      const path = (infoOf(h).path as string).slice(DEMO_ORIGIN.length).replace(/:[A-Za-z]+/g, '12');
      for (const variant of [path, `${path}/`, path.toUpperCase(), path.replace(/12/g, 'a%20b')]) {
        const url = new URL(`${DEMO_ORIGIN}${variant}`);
        const got = candidates(method, url.pathname);
        const expected = handlers.filter((x) => mswMatches(x, method, url));
        expect(got, `${method} ${variant}`).toEqual(expect.arrayContaining(expected));
        // In the list's order.
        expect(got).toEqual(handlers.filter((x) => got.includes(x)));
        offered = Math.max(offered, got.length);
      }
    }
    expect(offered).toBeLessThan(10);
  });

  it('offers no path handler for a path no handler has, nor for another method', () => {
    const offered = candidates('GET', '/api/no-such-thing');
    expect(offered.every((h) => typeof infoOf(h).path !== 'string')).toBe(true);
    expect(candidates('PATCH', '/api/complaints').filter((h) => typeof infoOf(h).path === 'string')).toEqual([]);
  });
});
