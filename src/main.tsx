import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PreferencesProvider } from './preferences';
import { AppRoutes, startConsole } from './AppRoutes';
import { registerDemoBackend } from './providers/http';
import { leaveDemoMode, unregisterDemoWorker } from './providers/demoMode';
import { DEMO_ALLOWED } from './config';
import { getAccessToken } from './providers/storage';
import { refreshStoredPermissions } from './providers/authProvider';
import { installPopGuard } from './ui/popGuard';

// The demo backend (msw worker + seed) is fetched on the first API call in demo mode, never before.
// A real-API build (DEMO_ALLOWED is the constant false) contains none of it; it only clears what an
// earlier demo build on the same origin left behind (the demoMode key, the demo service worker).
// An earlier build's demo service worker, if this browser still has one, is no longer needed: the
// demo backend answers in the page (mocks/browser.ts).
if (DEMO_ALLOWED)
  registerDemoBackend(() => {
    void unregisterDemoWorker();
    return import('../mocks/browser').then((m) => m.startDemoBackend());
  });
else void leaveDemoMode();

// Opening the console signed in: what its first screen waits for starts now, side by side, instead of
// one after the other (docs/performance.md): the console's chunks, and the once-per-load permissions
// refresh, whose API call starts the demo backend in demo mode.
if (window.location.pathname.startsWith('/admin') && getAccessToken()) {
  void refreshStoredPermissions();
  void startConsole(window.location.pathname);
}

// Before the router: asking before Back leaves a page with unsaved input must run before the
// router's own popstate listener (ui/popGuard.ts).
installPopGuard();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PreferencesProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PreferencesProvider>
  </StrictMode>,
);
