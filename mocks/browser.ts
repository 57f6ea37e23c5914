import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { localStoragePersistence, attachPersistence } from './db';
import { DB_VERSION } from './seed';
import { DEMO_ORIGIN } from '../src/config';

/**
 * Everything not for the demo origin (the app's own scripts, fonts...) goes to the network at the
 * first handler. Without it msw would try every handler on every such request (compiling each path
 * and reading the cookies each time), slowing the console's lazy chunks down (DESIGN section 11).
 */
const otherOrigins = new RegExp(`^(?!${DEMO_ORIGIN.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/)`);
const passOtherOrigins = http.all(otherOrigins, () => passthrough());

/** Starts the in-browser demo backend; its data persists in localStorage until 'Reset demo data'. */
export const startDemoBackend = async () => {
  attachPersistence(localStoragePersistence(localStorage, DB_VERSION));
  const worker = setupWorker(passOtherOrigins, ...handlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Only the demo origin is ours; everything else (Vite, assets) goes to the network untouched.
    onUnhandledRequest: (request, print) => {
      if (request.url.startsWith(DEMO_ORIGIN)) print.error();
    },
  });
};
