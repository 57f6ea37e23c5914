import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { PreferencesProvider } from '../../src/preferences';
import { AppRoutes } from '../../src/AppRoutes';
import { SignInPage } from '../../src/public/SignInPage';
import { ScreenElement, SignedInOnly, useConsoleSetup } from '../../src/console/App';
import { CONSOLE_ROUTES, type ConsoleRoute } from '../../src/console/routes';
import { preloadScreen } from '../../src/console/screenLoaders';
import { signIn } from '../../src/providers/authProvider';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';

/** Signs in against the demo backend as one of its accounts (default: the super admin). */
export const signInAs = async (email: string = DEMO_ACCOUNTS.superAdmin, password: string = DEMO_PASSWORD) =>
  signIn({ email, password, remember: true });

let currentPath = '';
let currentSearch = '';
const LocationProbe = () => {
  const location = useLocation();
  currentPath = location.pathname;
  currentSearch = location.search;
  return null;
};
/** The router's current path in the last rendered app or screen. */
export const locationPath = () => currentPath;
/** The router's current query string (with its `?`) in the last rendered app or screen. */
export const locationSearch = () => currentSearch;

/**
 * Emotion writes MUI's styles into a detached element instead of the document's head. jsdom works
 * out every computed style against every rule in the document, and each role query with a name
 * asks for the computed style of each node it names: with MUI's hundreds of rules that was over
 * half of a screen test's time. The screens keep their classes, inline styles and `hidden`
 * attributes, which is what the queries' visibility checks read here; the real styles are checked
 * in the browser (the end-to-end tests and axe).
 */
const styleContainer = document.createElement('div');
const detachedStyles = createCache({ key: 'css', container: styleContainer });
const WithTestStyles = ({ children }: { children: ReactNode }) => <CacheProvider value={detachedStyles}>{children}</CacheProvider>;
/** The CSS the rendered components asked for (MUI's styles, global styles included), as text. */
export const insertedCss = () => [...styleContainer.querySelectorAll('style')].map((style) => style.textContent).join('\n');

/** The whole app (public shell + lazy console, layout, menu and app bar) at `path`, as the browser would show it. */
export const renderApp = (path: string) =>
  render(
    <WithTestStyles>
      <PreferencesProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </PreferencesProvider>
    </WithTestStyles>,
  );

/** The console route that renders `/admin/<path...>`: the longest route path the URL starts with. */
const routeOf = (path: string): ConsoleRoute => {
  const rest = path.replace(/^\/admin\/?/, '').split(/[?#]/)[0];
  const route = CONSOLE_ROUTES.filter((r) => rest === r.path || rest.startsWith(`${r.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
  if (!route) throw new Error(`renderScreen: no console route for ${path}`);
  return route;
};

const ScreenUnderTest = ({ route, beside }: { route: ConsoleRoute; beside?: ReactNode }) => {
  const setup = useConsoleSetup();
  return (
    <AdminContext basename="/admin" {...setup}>
      {/* Where react-admin's <Title> portals the page title (the app bar in the console). */}
      <span id="react-admin-title" />
      <Routes>
        <Route path={`${route.path}/*`} element={<ScreenElement route={route} />} />
      </Routes>
      <Notification autoHideDuration={1500} />
      {beside}
    </AdminContext>
  );
};

/**
 * One console screen at `path` (an /admin URL, query string allowed), on the console's own
 * providers and the demo backend, without the layout, menu and app bar: what a screen test needs,
 * at a fraction of the whole app's cost. Sign in first (signInAs). As in the console, the end of the
 * session leaves for /sign-in, which renders the real sign-in page. `beside` renders next to the
 * screen, in the same admin context: an app-bar widget the screen must keep in step (the bell).
 */
export const renderScreen = async (path: string, { beside }: { beside?: ReactNode } = {}) => {
  const route = routeOf(path);
  // The screen's chunk is here before the first render, as the console's entry makes sure it is.
  await preloadScreen(`/admin/${route.path}`);
  return render(
    <WithTestStyles>
    <PreferencesProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/sign-in" element={<SignInPage />} />
          <Route
            path="/admin/*"
            element={
              <SignedInOnly>
                <ScreenUnderTest route={route} beside={beside} />
              </SignedInOnly>
            }
          />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PreferencesProvider>
    </WithTestStyles>,
  );
};

export { server, db } from '../../mocks/node';
