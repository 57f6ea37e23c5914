import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { usePreferences } from './preferences';
import { SignInPage } from './public/SignInPage';
import { ForgotPasswordPage } from './public/ForgotPasswordPage';
import { loadPublicEnglish, storedLocale } from './i18n/messages';
import { preloadableLazy } from './preloadableLazy';
import { getAccessToken } from './providers/storage';
import { TabSessionNotice } from './ui/TabSessionNotice';

// Sign-in is the page most visits start on, so it is in the entry chunk, with Forgot password that
// it opens in place. The other public pages come with the English of all public pages; the console
// (react-admin and everything under /admin) is a chunk of its own (docs/performance.md: the sign-in
// page's JavaScript budget).
const publicPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => Promise.all([load(), loadPublicEnglish()]).then(([module]) => ({ default: module[name] })));

const SignUpPage = publicPage(() => import('./public/SignUpPage'), 'SignUpPage');
const LandingPage = publicPage(() => import('./public/LandingPage'), 'LandingPage');
const MaintenancePage = publicPage(() => import('./public/MaintenancePage'), 'MaintenancePage');
const NotFoundPage = publicPage(() => import('./public/NotFoundPage'), 'NotFoundPage');
const ConsoleApp = preloadableLazy(() => import('./console/App'));

let consoleStart: Promise<unknown> | undefined;
/**
 * Starts fetching the console's chunk and the chunk of the screen at `pathname`, then the screen's
 * first page; resolves when they are here. The entry calls it for a signed-in /admin load, before rendering.
 */
export const startConsole = (pathname: string) => {
  // A page's first Intl date format reads the locale's ICU data (16-36 ms in Chromium); done while
  // the chunks are on the way, the list's first date cell does not pay for it (docs/performance.md).
  if (!consoleStart && typeof requestIdleCallback === 'function')
    requestIdleCallback(() => new Intl.DateTimeFormat(`${storedLocale()}-IN`, { month: 'short' }).format(0));
  return (consoleStart ??= Promise.all([
    // The console's chunk (ConsoleApp's), then its first screen's first page (console/firstList.ts).
    ConsoleApp.preload().then(() => import('./console/App')).then((m) => m.prepareConsole(pathname)),
    // The screen table: not in the entry (the sign-in page does not need it); it comes with the console's chunk.
    import('./console/screenLoaders').then((m) => m.preloadScreen(pathname)),
  ]));
};

/** How long a load may take before the loading screen says why it waits. */
export const SLOW_LOAD_MS = 1000;

/**
 * The spinner while a page's chunks come (the console, the demo backend...). A load slower than
 * `delayMs` (the dev server's first start, a slow network) adds a line saying it is on its way; a fast
 * one never shows it.
 */
export const Loading = ({ delayMs = SLOW_LOAD_MS }: { delayMs?: number }) => {
  const { t } = usePreferences();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, minHeight: '100vh', p: 2 }}>
      <CircularProgress aria-label={t('app.loading')} />
      {/* The live region is there from the start and gets its text later, so screen readers announce it. */}
      <Typography role="status" color="text.secondary" sx={{ textAlign: 'center' }}>
        {slow ? t('app.loadingSlow') : ''}
      </Typography>
    </Box>
  );
};

/**
 * /admin/*: a spinner until the console's chunk and the first screen's are here, then the console,
 * which renders without suspending. A Suspense fallback in their place would make React hold the
 * first screen back by up to 300 ms once they came (its throttle on revealing suspended content).
 */
const ConsoleRoute = () => {
  const { pathname } = useLocation();
  const [ready, setReady] = useState(() => ConsoleApp.isLoaded());
  useEffect(() => {
    if (ready) return undefined;
    let mounted = true;
    // A failed fetch renders the console anyway: it asks again and shows the error boundary.
    const show = () => mounted && setReady(true);
    // Signed out, the console only redirects to sign-in: no screen to fetch.
    (getAccessToken() ? startConsole(pathname) : ConsoleApp.preload()).then(show, show);
    return () => {
      mounted = false;
    };
    // The screen is the one the console opened on; later paths load their own screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  return ready ? <ConsoleApp /> : <Loading />;
};

export const AppRoutes = () => (
  <>
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/" element={<Navigate to="/sign-in" replace />} />
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="/login" element={<SignInPage />} />
        <Route path="/register" element={<SignUpPage />} />
        <Route path="/sign-up" element={<SignUpPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/landing" element={<LandingPage />} />
        <Route path="/maintenance" element={<MaintenancePage />} />
        <Route path="/error" element={<NotFoundPage />} />
        <Route path="/home" element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="/admin/*" element={<ConsoleRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
    {/* Another tab signed in as someone else, or out: said over any page (src/providers/tabSession.ts). */}
    <TabSessionNotice />
  </>
);
