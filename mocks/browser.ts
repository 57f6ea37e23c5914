import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { attachPersistence, onRemoteChange } from './db';
import { indexedDbPersistence } from './persistence/indexedDb';
import { DEMO_ORIGIN, DEMO_SYNC_EVENT } from '../src/config';
import { startDemoWorker } from './workerStart';
import { withExclusiveWrites } from './exclusiveWrites';

/** Where the demo data lived before it moved to IndexedDB: removed at start. */
const OLD_DEMO_DB_KEY = 'serviceDeskDemoDb';

/**
 * Everything not for the demo origin (the app's own scripts, fonts...) goes to the network at the
 * first handler. Without it msw would try every handler on every such request (compiling each path
 * and reading the cookies each time), slowing the console's lazy chunks down (DESIGN section 11).
 */
const otherOrigins = new RegExp(`^(?!${DEMO_ORIGIN.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/)`);
const passOtherOrigins = http.all(otherOrigins, () => passthrough());

/**
 * Starts the in-browser demo backend; its data persists in IndexedDB until 'Reset demo data'. A change
 * saved in another tab lands in this tab's store, then the console refetches (src/console/useDemoSync.ts).
 */
export const startDemoBackend = async () => {
  localStorage.removeItem(OLD_DEMO_DB_KEY);
  // A writing call runs alone across the tabs, after catching up with theirs (mocks/exclusiveWrites.ts).
  const worker = setupWorker(passOtherOrigins, ...withExclusiveWrites(handlers));
  // Reading the saved data (IndexedDB) and starting the worker (a round trip with the service worker)
  // both wait on the browser: side by side, the first screen's data comes sooner (DESIGN section 11).
  // No request reaches the handlers before both are done: the console's calls wait for this start
  // (src/providers/http.ts, ensureDemoBackend).
  await Promise.all([
    attachPersistence(indexedDbPersistence()),
    // A browser refusing the worker (private window, policy) gets a message saying so (workerStart.ts).
    startDemoWorker(() =>
      worker.start({
        quiet: true,
        serviceWorker: { url: '/mockServiceWorker.js' },
        // Only the demo origin is ours; everything else (Vite, assets) goes to the network untouched.
        onUnhandledRequest: (request, print) => {
          if (request.url.startsWith(DEMO_ORIGIN)) print.error();
        },
      }),
    ),
  ]);
  onRemoteChange((keys) => window.dispatchEvent(new CustomEvent(DEMO_SYNC_EVENT, { detail: { keys } })));
};
