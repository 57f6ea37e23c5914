import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { localStoragePersistence, attachPersistence } from './db';
import { DB_VERSION } from './seed';
import { DEMO_ORIGIN } from '../src/config';

/** Starts the in-browser demo backend; its data persists in localStorage until 'Reset demo data'. */
export const startDemoBackend = async () => {
  attachPersistence(localStoragePersistence(localStorage, DB_VERSION));
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Only the demo origin is ours; everything else (Vite, assets) goes to the network untouched.
    onUnhandledRequest: (request, print) => {
      if (request.url.startsWith(DEMO_ORIGIN)) print.error();
    },
  });
};
