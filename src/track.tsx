import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PreferencesProvider } from './preferences';
import { TrackPage, jobLinkToken } from './public/TrackPage';
import { registerDemoBackend } from './providers/http';
import { DEMO_ALLOWED } from './config';

// The entry of the customer's job link, `/track/<token>` (track.html; issue 30). A customer opens it
// on a phone, once, from a message: it loads the page and what the page needs, and nothing of the
// console's entry (no router, no sign-in page), so its first paint fetches less JavaScript than the
// sign-in page's (docs/performance.md). The dev server and `vite preview` answer `/track/*` with
// track.html (vite.config.ts), nginx too (docs/deploying.md).

// Opened from Explore Demo's complaint page, the demo backend in this tab answers the link's calls.
if (DEMO_ALLOWED) registerDemoBackend(() => import('../mocks/browser').then((m) => m.startDemoBackend()));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PreferencesProvider>
      <TrackPage token={jobLinkToken(window.location.pathname)} />
    </PreferencesProvider>
  </StrictMode>,
);
