import { HttpError } from '../src/providers/http';

/** The message shown when the browser refuses the demo's service worker (sign-in page, landing, console). */
export const DEMO_WORKER_BLOCKED_KEY = 'auth.signIn.errors.serviceWorker';

/**
 * Starts the demo's service worker (msw's worker.start). When the browser refuses to register it (a
 * private window, a company policy, cookies blocked for the site) every call of the demo would fail as
 * "Unable to connect to server.": the failure is reported instead as an HttpError (status 0) whose
 * i18nKey says what happened and what to do; the sign-in page and the console show it translated.
 * A browser with no service workers at all never gets here refused: msw then serves the demo from
 * the page itself. A missing worker script (`npx msw init` not run) is the developer's error: it
 * is thrown as msw words it.
 */
export const startDemoWorker = async (start: () => Promise<unknown>): Promise<void> => {
  try {
    await start();
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (/\(404\)|does not exist/.test(message)) throw e;
    console.error('[demo] the browser refused the demo service worker', e);
    throw new HttpError(
      'The demo needs service workers, which this window blocks. Open it in a normal window, or allow service workers for this site.',
      0,
      undefined,
      null,
      { key: DEMO_WORKER_BLOCKED_KEY },
    );
  }
};
