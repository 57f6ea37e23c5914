import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http as rest, HttpResponse } from 'msw';
import {
  buildHeaders,
  errorMessage,
  http,
  HttpError,
  isSampleWorthy,
  networkError,
  normalizeList,
  resolveHost,
  resolveUrl,
  unwrap,
  withQuery,
} from '../../src/providers/http';
import { server } from '../../mocks/node';
import { DEMO_ORIGIN } from '../../src/config';
import { errorText } from '../../src/ui/errorText';
import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';

describe('resolveUrl', () => {
  const host = 'https://api.example.in';
  it.each([
    ['/api/users/login', `${host}/api/users/login`],
    ['/api/complaints', `${host}/api/complaints`],
    ['/api/boms/3/clone', `${host}/api/boms/3/clone`],
    ['/api/inventory/low-stock', `${host}/api/inventory/low-stock`],
    ['/commission-rules', `${host}/v1/commission-rules`],
    ['/roles', `${host}/v1/roles`],
    ['/roles/menus/tree', `${host}/v1/roles/menus/tree`],
    ['/areas', `${host}/v1/areas`],
    ['/customers/7/service-history', `${host}/v1/customers/7/service-history`],
    ['/service/complaints/5/auto-assign', `${host}/v1/service/complaints/5/auto-assign`],
    ['auth/forgot-password', `${host}/v1/auth/forgot-password`],
    ['/apix/thing', `${host}/v1/apix/thing`],
    ['/v1/roles', `${host}/v1/roles`],
    ['https://elsewhere.example/x', 'https://elsewhere.example/x'],
  ])('%s -> %s', (path, expected) => {
    expect(resolveUrl(path, host)).toBe(expected);
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('uses the demo origin when nothing is configured', () => {
    expect(resolveHost()).toBe(DEMO_ORIGIN);
    expect(resolveUrl('/api/complaints')).toBe(`${DEMO_ORIGIN}/api/complaints`);
  });
  it('apiHost in storage overrides VITE_API_URL and loses a trailing slash', () => {
    vi.stubEnv('VITE_API_URL', 'https://env.example.in');
    expect(resolveUrl('/roles')).toBe('https://env.example.in/v1/roles');
    localStorage.setItem('apiHost', 'https://override.example.in/');
    expect(resolveUrl('/roles')).toBe('https://override.example.in/v1/roles');
    expect(resolveUrl('/api/users')).toBe('https://override.example.in/api/users');
  });
  it('demo mode wins over a configured host', () => {
    localStorage.setItem('apiHost', 'https://override.example.in');
    localStorage.setItem('demoMode', '1');
    expect(resolveUrl('/api/users')).toBe(`${DEMO_ORIGIN}/api/users`);
  });
});

describe('buildHeaders', () => {
  it('sends tenant 1 by default, no bearer without a token, no JSON type on GET', () => {
    const h = buildHeaders('GET');
    expect(h.get('X-Tenant-Id')).toBe('1');
    expect(h.get('Authorization')).toBeNull();
    expect(h.get('Content-Type')).toBeNull();
  });
  it('sends the stored tenant and the bearer token (local or session storage)', () => {
    localStorage.setItem('tenantId', '3');
    sessionStorage.setItem('adminAccessToken', 'tok-123');
    const h = buildHeaders('GET');
    expect(h.get('X-Tenant-Id')).toBe('3');
    expect(h.get('Authorization')).toBe('Bearer tok-123');
  });
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s with a JSON body carries application/json', (method) => {
    expect(buildHeaders(method, { a: 1 }).get('Content-Type')).toBe('application/json');
  });
  it('a multipart upload gets no JSON content type', () => {
    expect(buildHeaders('POST', new FormData()).get('Content-Type')).toBeNull();
  });
});

describe('withQuery', () => {
  it('skips empty values and keeps existing query strings', () => {
    expect(withQuery('https://h/api/x', { page: 1, limit: 10, status: '', q: undefined })).toBe('https://h/api/x?page=1&limit=10');
    expect(withQuery('https://h/api/x?a=1', { b: 2 })).toBe('https://h/api/x?a=1&b=2');
  });
});

describe('normalizeList', () => {
  it('accepts a bare array', () => {
    expect(normalizeList([{ id: 1 }, { id: 2 }])).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
  });
  it('accepts {data,total}', () => {
    expect(normalizeList({ data: [{ id: 1 }], total: 41 })).toEqual({ data: [{ id: 1 }], total: 41 });
  });
  it('accepts {data} without total and a string total', () => {
    expect(normalizeList({ data: [{ id: 1 }] }).total).toBe(1);
    expect(normalizeList({ data: [{ id: 1 }], total: '12' }).total).toBe(12);
  });
  it('accepts a double wrapper {success,data:{data,total}}', () => {
    expect(normalizeList({ success: true, data: { data: [{ id: 9 }], total: 30 } })).toEqual({ data: [{ id: 9 }], total: 30 });
  });
  it('turns anything else into an empty list', () => {
    expect(normalizeList(null)).toEqual({ data: [], total: 0 });
    expect(normalizeList('oops')).toEqual({ data: [], total: 0 });
  });
  it('unwrap takes a record out of {success,data}', () => {
    expect(unwrap({ success: true, data: { id: 3 } })).toEqual({ id: 3 });
    expect(unwrap({ id: 3, data: 'x', other: 1 })).toEqual({ id: 3, data: 'x', other: 1 });
  });
});

describe('error mapping', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('errorMessage prefers the server message, else status and status text', () => {
    expect(errorMessage(400, 'Bad Request', { message: 'SKU taken' })).toBe('SKU taken');
    expect(errorMessage(502, 'Bad Gateway', { error: 'x' })).toBe('502 Bad Gateway');
    expect(errorMessage(500, 'Internal Server Error', undefined)).toBe('500 Internal Server Error');
  });
  it('a JSON error body becomes an HttpError with its message and status, and is logged', async () => {
    server.use(rest.get(`${DEMO_ORIGIN}/api/things`, () => HttpResponse.json({ message: 'Nope, not today' }, { status: 422 })));
    const err = await http.get('/api/things').catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 422, message: 'Nope, not today' });
    expect(console.error).toHaveBeenCalled();
  });
  it('a body without message gives "<status> <statusText>"', async () => {
    server.use(rest.get(`${DEMO_ORIGIN}/api/things`, () => new HttpResponse('<html>', { status: 503, statusText: 'Service Unavailable' })));
    await expect(http.get('/api/things')).rejects.toMatchObject({ status: 503, message: '503 Service Unavailable' });
  });
  it('a network failure has status 0', async () => {
    server.use(rest.get(`${DEMO_ORIGIN}/api/things`, () => HttpResponse.error()));
    await expect(http.get('/api/things')).rejects.toMatchObject({ status: 0 });
  });
  it('sends the JSON body and headers the server sees', async () => {
    let seen: { body: unknown; type: string | null; tenant: string | null } | null = null;
    server.use(
      rest.post(`${DEMO_ORIGIN}/v1/things`, async ({ request }) => {
        seen = { body: await request.json(), type: request.headers.get('Content-Type'), tenant: request.headers.get('X-Tenant-Id') };
        return HttpResponse.json({ ok: true });
      }),
    );
    await http.post('/things', { a: 1 });
    expect(seen).toEqual({ body: { a: 1 }, type: 'application/json', tenant: '1' });
  });
});

describe('isSampleWorthy: the one test of every sample-data fallback', () => {
  it.each([
    [0, true],
    [500, true],
    [502, true],
    [503, true],
    [599, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [409, false],
    [422, false],
  ])('status %i -> %s', (status, expected) => {
    expect(isSampleWorthy(new HttpError('x', status))).toBe(expected);
  });
  it('anything without a status (a thrown bug, nothing at all) is no reason for sample rows', () => {
    expect(isSampleWorthy(new Error('boom'))).toBe(false);
    expect(isSampleWorthy(undefined)).toBe(false);
    expect(isSampleWorthy('500')).toBe(false);
  });
});

describe('a request that gets no answer', () => {
  const CORS = "Cannot reach the server at https://api.example.com. Check the network connection, or ask the server's team to allow this site's origin (CORS).";
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('to another origin names the network and CORS as the likely causes, with an i18n key', async () => {
    localStorage.setItem('apiHost', 'https://api.example.com/');
    server.use(rest.get('https://api.example.com/api/things', () => HttpResponse.error()));
    const err = await http.get('/api/things').catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 0, message: CORS, i18nKey: 'ui.unreachable', i18nValues: { origin: 'https://api.example.com' } });
    expect(isSampleWorthy(err)).toBe(true);
  });
  it("to the demo backend or the page's own origin keeps the plain network text", () => {
    const plain = 'Network error: unable to reach the server';
    expect(networkError(`${DEMO_ORIGIN}/api/things`, 'https://console.example.com')).toMatchObject({ status: 0, message: plain, i18nKey: undefined });
    expect(networkError('https://console.example.com/api/things', 'https://console.example.com')).toMatchObject({ message: plain });
    expect(networkError('https://api.example.com/api/things', 'https://console.example.com').message).toBe(CORS);
  });
  it('errorText shows it in the console language when given a translator, else in English', () => {
    const err = networkError('https://api.example.com/v1/roles', 'https://console.example.com');
    const polyglot = (messages: any) => (key: string, options?: Record<string, unknown>) =>
      String(key.split('.').reduce((m, k) => m?.[k], messages)).replace(/%\{(\w+)\}/g, (_, n) => String(options?.[n]));
    expect(errorText(err)).toBe(CORS);
    expect(errorText(err, polyglot(en))).toBe(CORS);
    const hindi = errorText(err, polyglot(hi));
    expect(hindi).toContain('https://api.example.com');
    expect(hindi).toContain('CORS');
    expect(hindi).not.toBe(CORS);
    // A server's own message is shown as it came, translator or not.
    expect(errorText(new HttpError('SKU taken', 400), polyglot(hi))).toBe('SKU taken');
  });
});
