// server/routes.ts: the handlers the server's table finds for a request include every handler msw
// itself would match, for a request to each handler's path (its `:name` segments filled), in another
// case and with a trailing slash, and leave out the rest; and its dispatcher answers as msw's
// getResponse does, handler for handler and parameter for parameter.
import { describe, expect, it } from 'vitest';
import { getResponse, http, HttpResponse, matchRequestUrl, type RequestHandler } from 'msw';
import { handlers } from '../../mocks/handlers';
import { dispatcher, routeTable } from '../../server/routes';
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

describe("the server's dispatcher", () => {
  const infoOfAny = (h: RequestHandler) => h.info as unknown as { method: string | RegExp; path: unknown };
  // The API's methods and paths, each answering which handler it is and the parameters it got; the
  // first hands on a request whose id is 7 (as a handler that answers nothing does).
  const plain = handlers.filter((h) => typeof infoOfAny(h).path === 'string');
  const echo = plain.map((h, i) => {
    const { method, path } = infoOfAny(h);
    const verb = (typeof method === 'string' ? method.toLowerCase() : 'all') as 'get';
    return http[verb](path as string, ({ params }) => (i === 0 && params.id === '7' ? undefined : HttpResponse.json({ i, params })));
  });
  const seen: string[] = [];
  const predicate = http.all(
    ({ request }) => {
      seen.push(new URL(request.url).pathname);
      return false;
    },
    () => undefined,
  );
  const list = [predicate, ...echo];
  const dispatch = dispatcher(list);

  it('answers every path as getResponse does: the same handler, the same decoded parameters', async () => {
    let compared = 0;
    for (const h of plain) {
      const method = typeof infoOfAny(h).method === 'string' ? (infoOfAny(h).method as string).toUpperCase() : 'GET';
      const path = (infoOfAny(h).path as string).slice(DEMO_ORIGIN.length);
      for (const variant of [path.replace(/:[A-Za-z]+/g, '12'), `${path.replace(/:[A-Za-z]+/g, '7')}/`, path.toUpperCase().replace(/:[A-Z]+/g, 'a%20b%2Fc')]) {
        const url = `${DEMO_ORIGIN}${variant}`;
        const ours = await dispatch(new Request(url, { method }), 'r1');
        const msw = await getResponse(list, new Request(url, { method }));
        expect(ours?.status, `${method} ${variant}`).toBe(msw?.status);
        expect(ours && (await ours.json()), `${method} ${variant}`).toEqual(msw && (await msw.json()));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(300);
    // The predicate ran for every request, as in msw.
    expect(seen.length).toBeGreaterThanOrEqual(compared);
  });

  it('answers nothing for a path no handler has', async () => {
    expect(await dispatch(new Request(`${DEMO_ORIGIN}/api/no-such-thing`), 'r2')).toBeUndefined();
  });

  it('answers a Response a resolver throws, and refuses a handler whose path it cannot read', async () => {
    const thrower = dispatcher([http.get(`${DEMO_ORIGIN}/api/boom`, () => { throw HttpResponse.json({ thrown: true }, { status: 418 }); })]);
    const answer = await thrower(new Request(`${DEMO_ORIGIN}/api/boom`), 'r3');
    expect(answer?.status).toBe(418);
    expect(() => dispatcher([http.get(/complaints/, () => undefined)])).toThrow(/cannot route/);
  });
});
