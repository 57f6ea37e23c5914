import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, Notification, ResourceDefinitionContextProvider } from 'react-admin';
import { PreferencesProvider } from '../../src/preferences';
import { AppRoutes } from '../../src/AppRoutes';
import { SignInPage } from '../../src/public/SignInPage';
import { TrackPage, jobLinkToken } from '../../src/public/TrackPage';
import { RESOURCE_DEFINITIONS, ScreenElement, SignedInOnly, resourceElement, useConsoleSetup } from '../../src/console/App';
import { SessionDialog } from '../../src/console/layout/SessionDialog';
import { screenForPath, type Screen } from '../../src/screens';
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
/**
 * A phone's width for what runs in `body`: MUI's down('sm') query matches (jsdom has no matchMedia of
 * its own), so lists show their cards and dialogs go full-screen. Restored afterwards.
 */
export const atPhoneWidth = async (body: () => Promise<void>) => {
  const before = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ matches: query.includes('max-width:599.95px'), media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as unknown as MediaQueryList;
  try {
    await body();
  } finally {
    window.matchMedia = before;
  }
};

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

/** The customer's job link page at `path` (`/track/<token>`) as its own entry renders it (src/track.tsx). */
export const renderTrack = (path: string) =>
  render(
    <WithTestStyles>
      <PreferencesProvider>
        <TrackPage token={jobLinkToken(path)} />
      </PreferencesProvider>
    </WithTestStyles>,
  );

/** The console screen that renders `/admin/<path...>`: the longest screen name the URL starts with. */
const screenOf = (path: string): Screen => {
  const screen = screenForPath(path.split(/[?#]/)[0]);
  if (!screen) throw new Error(`renderScreen: no console screen for ${path}`);
  return screen;
};

const ScreenUnderTest = ({ screen, beside }: { screen: Screen; beside?: ReactNode }) => {
  const setup = useConsoleSetup();
  return (
    <AdminContext basename="/admin" {...setup}>
      {/* Every record resource as the console registers it, so references read as names under test too. */}
      <ResourceDefinitionContextProvider definitions={RESOURCE_DEFINITIONS}>
        {/* Where react-admin's <Title> portals the page title (the app bar in the console). */}
        <span id="react-admin-title" />
        <Routes>
          <Route path={`${screen.name}/*`} element={screen.api ? resourceElement(screen) : <ScreenElement screen={screen} />} />
        </Routes>
        <Notification autoHideDuration={1500} />
        {/* The in-place sign-in, mounted as the console mounts it. */}
        <SessionDialog />
        {beside}
      </ResourceDefinitionContextProvider>
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
  const screen = screenOf(path);
  // The screen's chunk is here before the first render, as the console's entry makes sure it is.
  await preloadScreen(path.split(/[?#]/)[0]);
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
                <ScreenUnderTest screen={screen} beside={beside} />
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

/**
 * Picks a record in a lookup (react-admin's AutocompleteInput over a ReferenceInput): pastes `query`
 * into the combobox labelled `label` inside `scope` (one input event, not one per letter), then
 * clicks the offered option named `option`.
 */
export const pickLookup = async (
  user: { click: (element: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  scope: HTMLElement,
  label: RegExp,
  query: string,
  option: string | RegExp,
) => {
  const combo = within(scope).getByRole('combobox', { name: label });
  await user.click(combo);
  await user.paste(query);
  await user.click(await screen.findByRole('option', { name: option }));
  return combo;
};
