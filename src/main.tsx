import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PreferencesProvider } from './preferences';
import { AppRoutes } from './AppRoutes';
import { registerDemoBackend } from './providers/http';

// The demo backend (msw worker + seed) is fetched on the first API call in demo mode, never before.
registerDemoBackend(() => import('../mocks/browser').then((m) => m.startDemoBackend()));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PreferencesProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PreferencesProvider>
  </StrictMode>,
);
