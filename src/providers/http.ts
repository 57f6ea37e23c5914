import { DEMO_ALLOWED, DEMO_ORIGIN, STORAGE_KEYS } from '../config';
import { getAccessToken, getApiHost, getTenantId, readKey } from './storage';
import { renewSession } from './session';
import { tabSessionBlocked, watchTabSession } from './tabSession';

/** The only error type the call layer throws; `status` is 0 for a network failure. */
export class HttpError extends Error {
  status: number;
  body: unknown;
  /** The bearer token the request was sent with: a 401 only ends the session that earned it. */
  sentToken: string | null;
  /** A 401 on the replay after the session was renewed (session.ts): shown by the screen, it never ends the session. */
  replayed = false;
  /** Translation key of the message, where the console words it itself (the CORS hint); `message` is its English text. */
  i18nKey?: string;
  /** The %{placeholders} of `i18nKey`: values, or texts of their own (`{ key, params }`, docs/api.md "Errors"). */
  i18nValues?: Record<string, unknown>;
  constructor(
    message: string,
    status: number,
    body?: unknown,
    sentToken: string | null = null,
    i18n?: { key: string; values?: Record<string, unknown> },
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.sentToken = sentToken;
    this.i18nKey = i18n?.key;
    this.i18nValues = i18n?.values;
  }
}

/**
 * True only when the server could not be reached (status 0) or failed (5xx): the one test for every
 * sample-data fallback. A 400, 403 or 404 is the server's answer and shows its message, no fake rows.
 */
export const isSampleWorthy = (error: unknown): boolean => {
  if (!(error instanceof HttpError) && !(error && typeof error === 'object' && 'status' in error)) return false;
  const status = Number((error as { status?: unknown }).status);
  return status === 0 || (status >= 500 && status <= 599);
};

export const NETWORK_ERROR_TEXT = 'Network error: unable to reach the server';

/** The origin of `url`, or null when it is relative or not a URL. */
const originOf = (url: string): string | null => {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The error for a request that got no answer. To another origin than the page's own (and not the
 * demo backend's) the likely causes are named: the network, or a CORS set-up missing this origin.
 */
export const networkError = (url: string, pageOrigin: string | undefined = globalThis.location?.origin): HttpError => {
  const origin = originOf(url);
  if (!origin || origin === DEMO_ORIGIN || origin === pageOrigin) return new HttpError(NETWORK_ERROR_TEXT, 0);
  return new HttpError(
    `Cannot reach the server at ${origin}. Check the network connection, or ask the server's team to allow this site's origin (CORS).`,
    0,
    undefined,
    null,
    { key: 'ui.unreachable', values: { origin } },
  );
};

const envApiUrl = (): string | undefined => {
  const v = import.meta.env?.VITE_API_URL as string | undefined;
  return v && v.trim() ? v.trim() : undefined;
};

/** True when no real API is configured or demo mode was switched on: the demo backend answers. */
export const isDemoMode = (): boolean => {
  if (!DEMO_ALLOWED) return false; // a real-API build: never, whatever localStorage says
  if (readKey(STORAGE_KEYS.demoMode) === '1') return true;
  return !getApiHost() && !envApiUrl();
};

/** Explore Demo (demoMode '1') always talks to the demo origin; otherwise apiHost, VITE_API_URL, demo origin. */
export const resolveHost = (): string => {
  if (DEMO_ALLOWED && readKey(STORAGE_KEYS.demoMode) === '1') return DEMO_ORIGIN;
  const host = getApiHost() || envApiUrl() || DEMO_ORIGIN;
  return host.replace(/\/+$/, '');
};

/**
 * `/api/...` goes to the host as it is; every other path gets the `/v1` prefix.
 * Absolute URLs are left alone.
 */
export const resolveUrl = (path: string, host: string = resolveHost()): string => {
  if (/^https?:\/\//i.test(path)) return path;
  const p = path.startsWith('/') ? path : `/${path}`;
  if (p === '/api' || p.startsWith('/api/') || p.startsWith('/api?')) return `${host}${p}`;
  if (p === '/v1' || p.startsWith('/v1/')) return `${host}${p}`;
  return `${host}/v1${p}`;
};

export const buildHeaders = (method: string, body?: unknown): Headers => {
  const headers = new Headers();
  headers.set('Accept', 'application/json');
  headers.set('X-Tenant-Id', getTenantId());
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (method.toUpperCase() !== 'GET' && body !== undefined && !isForm) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
};

export type Query = Record<string, string | number | boolean | null | undefined>;

export const withQuery = (url: string, query?: Query): string => {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  if (!qs) return url;
  return url + (url.includes('?') ? '&' : '?') + qs;
};

/** Server message when the body has one, else "<status> <statusText>". */
export const errorMessage = (status: number, statusText: string, body: unknown): string => {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message?: unknown }).message;
    if (typeof m === 'string' && m.trim()) return m;
  }
  return `${status} ${statusText}`.trim();
};

/**
 * The body's `messageKey` and `messageParams` (docs/api.md, "Errors"): the console shows the key in its
 * language, `message` (English) when the key is not in its messages. Optional: a server may not send them.
 */
export const messageKeyOf = (body: unknown): { key: string; values?: Record<string, unknown> } | undefined => {
  const b = body && typeof body === 'object' ? (body as { messageKey?: unknown; messageParams?: unknown }) : {};
  if (typeof b.messageKey !== 'string' || !b.messageKey) return undefined;
  const values = b.messageParams && typeof b.messageParams === 'object' ? (b.messageParams as Record<string, unknown>) : undefined;
  return { key: b.messageKey, values };
};

// The demo backend is a lazy chunk; main.tsx registers how to start it so that neither the public
// shell nor this module imports msw. Started, it answers the demo origin's fetches in the page
// (mocks/browser.ts). In Node tests msw/node is already listening and nothing is registered.
let demoStarter: (() => Promise<void>) | null = null;
let demoReady: Promise<void> | null = null;
export const registerDemoBackend = (start: () => Promise<void>) => {
  demoStarter = start;
  demoReady = null;
};
export const ensureDemoBackend = async () => {
  if (!demoStarter || !isDemoMode()) return;
  if (!demoReady) demoReady = demoStarter();
  await demoReady;
};

export interface RequestOptions {
  method?: string;
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** false: a 401 is thrown as it is, no renewal (the refresh and logout calls themselves). */
  renew?: boolean;
  /** Set on the one replay after a renewal: its 401 is thrown, marked `replayed`. */
  replayed?: boolean;
  /** Sent whoever the stored session belongs to (the sign-in itself): see tabSession.ts. */
  anyUser?: boolean;
}

/** The English of the refusal below (its key is `auth.tabSession.blocked`). */
export const TAB_SESSION_BLOCKED_TEXT = 'Not sent: the sign-in changed in another tab of this browser.';

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

export const request = async <T = any>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> => {
  const method = (options.method || 'GET').toUpperCase();
  // The stored session is another user's now (signed in or out in another tab, src/providers/tabSession.ts):
  // nothing this tab holds is sent or fetched with their token; the tab says so and offers to reload.
  watchTabSession();
  const refused = () => new HttpError(TAB_SESSION_BLOCKED_TEXT, 409, undefined, null, { key: 'auth.tabSession.blocked' });
  if (!options.anyUser && tabSessionBlocked()) throw refused();
  await ensureDemoBackend();
  const url = withQuery(resolveUrl(path), options.query);
  const headers = buildHeaders(method, options.body);
  const sentToken = getAccessToken();
  // Asked again as it is sent: reading the session may just have found another tab's change (tabSession.ts).
  if (!options.anyUser && tabSessionBlocked()) throw refused();
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    console.error(`[http] ${method} ${url} failed: network error`, e);
    throw networkError(url);
  }
  const text = await response.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
  }
  if (!response.ok) {
    // The session ran out: renew it once for everyone (session.ts), then send this request once more.
    if (response.status === 401 && sentToken && options.renew !== false && !options.replayed && (await renewSession(sentToken)))
      return request<T>(path, { ...options, replayed: true });
    const message = errorMessage(response.status, response.statusText, json);
    console.error(`[http] ${method} ${url} -> ${response.status}: ${message}`);
    const error = new HttpError(message, response.status, json, sentToken, messageKeyOf(json));
    error.replayed = Boolean(options.replayed);
    throw error;
  }
  return { status: response.status, headers: response.headers, json: json as T };
};

export const http = {
  get: <T = any>(path: string, query?: Query) => request<T>(path, { method: 'GET', query }).then((r) => r.json),
  post: <T = any>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body: body ?? {} }).then((r) => r.json),
  put: <T = any>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body: body ?? {} }).then((r) => r.json),
  patch: <T = any>(path: string, body?: unknown) => request<T>(path, { method: 'PATCH', body: body ?? {} }).then((r) => r.json),
  delete: <T = any>(path: string) => request<T>(path, { method: 'DELETE' }).then((r) => r.json),
};

/** Lists arrive as an array or as `{ data, total }`; both become `{ data, total }`. */
export const normalizeList = <T = any>(payload: unknown): { data: T[]; total: number } => {
  if (Array.isArray(payload)) return { data: payload as T[], total: payload.length };
  if (payload && typeof payload === 'object') {
    const p = payload as Record<string, unknown>;
    const inner = p.data;
    if (Array.isArray(inner)) {
      const total = typeof p.total === 'number' ? p.total : Number(p.total ?? (p.meta as any)?.total ?? inner.length);
      return { data: inner as T[], total: Number.isFinite(total) ? total : inner.length };
    }
    // Some servers wrap twice: { success, data: { data, total } }.
    if (inner && typeof inner === 'object') return normalizeList<T>(inner);
  }
  return { data: [], total: 0 };
};

/** Single records may arrive bare or wrapped in `{ data }`. */
export const unwrap = <T = any>(payload: unknown): T => {
  if (payload && typeof payload === 'object' && !Array.isArray(payload) && 'data' in payload) {
    const keys = Object.keys(payload as object);
    if (keys.every((k) => ['data', 'success', 'message'].includes(k))) return (payload as { data: T }).data;
  }
  return payload as T;
};
