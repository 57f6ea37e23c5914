import { STORAGE_KEYS } from '../config';
import { isDemoMode } from './http';

/**
 * The script of the service worker earlier builds' demo backend ran in (msw's). The demo now answers
 * in the page (mocks/browser.ts); a browser that still has the worker registered gets it removed.
 */
export const DEMO_WORKER_SCRIPT = '/mockServiceWorker.js';

const scriptOf = (registration: ServiceWorkerRegistration): string => {
  const worker = registration.active || registration.waiting || registration.installing;
  if (!worker?.scriptURL) return '';
  try {
    return new URL(worker.scriptURL).pathname;
  } catch {
    return worker.scriptURL;
  }
};

/**
 * Leaves demo mode (logout, a sign-in on the real API, a real-API build finding a stale demo): the
 * `demoMode` key goes at once (synchronously, before the first await), then an earlier build's demo
 * service worker (registrations whose script is /mockServiceWorker.js) is unregistered, unless the demo
 * backend still answers because no real API is configured at all (a demo-only build).
 * Best effort: it never throws and its promise never rejects.
 */
export const leaveDemoMode = async (): Promise<void> => {
  for (const store of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      store?.removeItem(STORAGE_KEYS.demoMode);
    } catch {
      // storage unavailable (private mode, a sandbox): nothing to clear
    }
  }
  try {
    if (isDemoMode()) return;
  } catch {
    return;
  }
  await unregisterDemoWorker();
};

/** Unregisters an earlier build's demo service worker, if this browser has one. Never throws. */
export const unregisterDemoWorker = async (): Promise<void> => {
  try {
    const container = globalThis.navigator?.serviceWorker;
    if (!container?.getRegistrations) return;
    const registrations = await container.getRegistrations();
    await Promise.all(
      registrations
        .filter((r) => scriptOf(r) === DEMO_WORKER_SCRIPT)
        .map((r) => r.unregister().catch(() => false)),
    );
  } catch {
    // best effort: a browser without service workers, or one refusing the call
  }
};
