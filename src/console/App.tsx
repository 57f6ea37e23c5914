import { Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  AdminContext,
  CustomRoutes,
  Resource,
  RestoreScrollPosition,
  ResourceDefinitionContextProvider,
  localStorageStore,
  useTranslate,
  type AuthProvider,
} from 'react-admin';
import { Alert } from '@mui/material';
import { Navigate, Route } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { authProvider, currentRole, refreshStoredPermissions } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { buildI18nProvider } from '../providers/i18nProvider';
import { getAccessToken, subscribeSession } from '../providers/storage';
import { usePreferences } from '../preferences';
import { consoleThemeOptions } from './consoleTheme';
import { Layout } from './layout/Layout';
import { ConsoleAdminUI } from './ConsoleAdminUI';
import { SessionDialog } from './layout/SessionDialog';
import { DemoSync } from './useDemoSync';
import { RESOURCE_SCREENS, SCREENS, accessKeyOf, type Screen, type View } from '../screens';
import { screenView } from './screenLoaders';
import { SCREEN_ICONS } from './screenIcons';
import { RouteGuard } from './RouteGuard';
import { useScreenAccess } from './useScreenAccess';
import { useAccess } from '../ui/useAccess';
import { PageLoading } from '../ui/PageLoading';
import { prefetchFirstList } from './firstList';
import { landingScreen } from '../domain/access';

export const createQueryClient = () =>
  new QueryClient({
    // Errors are shown at once (the screens have their own fallbacks); no silent retries.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });

let preparedClient: QueryClient | undefined;
/**
 * A cold load of the console, signed in, at `pathname`: the query client it will render with,
 * holding the first screen's first page once it is here (firstList.ts). Resolves when the console
 * should render (AppRoutes' startConsole waits for it with the chunks).
 */
export const prepareConsole = (pathname: string) => {
  preparedClient ??= createQueryClient();
  return prefetchFirstList(preparedClient, dataProvider, pathname);
};

/**
 * The first screen the signed-in role may list: its landing screen (a technician's My jobs), else the
 * first in menu order: the dashboard for most roles, Product Registrations for a customer. No screen at all: the access-denied message.
 */
const FirstAllowedScreen = () => {
  const translate = useTranslate();
  const { allowed, isPending } = useScreenAccess();
  if (isPending || !allowed) return <PageLoading />;
  // The role's own first screen (a technician's jobs) when it may open it, else the first in menu order.
  const first = SCREENS.find((s) => s.name === landingScreen(currentRole()) && allowed(s)) ?? SCREENS.find(allowed);
  if (!first)
    return (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        {translate('console.accessDenied')}
      </Alert>
    );
  return <Navigate to={`/admin/${first.name}`} replace />;
};

/** /admin/dashboard for a role that may not see it (e.g. a customer): its first allowed screen instead of an error. */
const DashboardOrFirstAllowed = ({ children }: { children: ReactNode }) => {
  const { canAccess, isPending } = useAccess('dashboard');
  if (isPending) return <PageLoading />;
  return canAccess ? <>{children}</> : <FirstAllowedScreen />;
};

export interface ConsoleAppProps {
  queryClient?: QueryClient;
}

/**
 * The authProvider with react-admin's resource names (the screens' paths) read as the permission
 * matrix's rows: `service/complaints` is asked as `complaints`.
 */
const consoleAuthProvider: AuthProvider = {
  ...authProvider,
  canAccess: (params) => authProvider.canAccess!({ ...params, resource: accessKeyOf(params.resource) }),
};

/**
 * What <Admin> is given besides its routes: the query client with the stored role, react-admin's
 * store on the preferences' language, the i18n provider and the theme. Shared with the screen
 * test harness (tests/ui/harness.tsx), so a screen under test runs on the console's own set-up.
 */
export const useConsoleSetup = (queryClient?: QueryClient) => {
  const { mode, locale } = usePreferences();
  const client = useMemo(() => {
    // The client prepared on a cold load is used once: a later sign-in starts from an empty cache.
    const created = queryClient ?? preparedClient ?? createQueryClient();
    preparedClient = undefined;
    // react-admin asks for the role once at start; it is in the stored session already, so the
    // console renders with it instead of re-rendering when a query for it settles.
    created.setQueryData(['auth', 'getPermissions', {}], currentRole());
    return created;
  }, [queryClient]);
  // react-admin's locale starts as the preferences' one: it renders the first screen at once in
  // English (and after the Hindi messages in Hindi) instead of an empty pass and a second one.
  const store = useMemo(() => {
    const created = localStorageStore();
    if (created.getItem('locale') !== locale) created.setItem('locale', locale);
    return created;
    // The language picker keeps the two in step afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const i18nProvider = useMemo(() => buildI18nProvider(), []);
  // canAccess answers from the stored matrix first; when this load's profile refresh changes it,
  // every screen and menu entry asks again.
  useEffect(() => {
    void refreshStoredPermissions().then((changed) => {
      if (!changed) return;
      client.setQueryData(['auth', 'getPermissions', {}], currentRole());
      void client.invalidateQueries({ queryKey: ['auth', 'canAccess'] });
    });
  }, [client]);
  const theme = useMemo(() => consoleThemeOptions(mode) as any, [mode]);
  return { queryClient: client, store, i18nProvider, dataProvider, authProvider: consoleAuthProvider, theme };
};

/**
 * When the session ends (a 401, Logout) the whole console unmounts at once: no screen keeps
 * asking for data without a token, each refusal signing out again and holding up the redirect.
 */
export const SignedInOnly = ({ children }: { children: ReactNode }) => {
  const signedIn = useSyncExternalStore(subscribeSession, () => Boolean(getAccessToken()));
  return signedIn ? <>{children}</> : <Navigate to="/sign-in" replace />;
};

/** One view of a screen as its route renders it: behind its access check, the dashboard falling back to the first allowed screen. */
export const ScreenElement = ({ screen, view = 'list' }: { screen: Screen; view?: View }) => {
  const View = screenView(screen, view);
  const element = (
    <RouteGuard resource={screen.access} action={view === 'list' ? (screen.listAction ?? 'list') : view}>
      <Suspense fallback={<PageLoading />}>
        <View />
      </Suspense>
    </RouteGuard>
  );
  return screen.name === 'dashboard' ? <DashboardOrFirstAllowed>{element}</DashboardOrFirstAllowed> : element;
};

/** A record screen as react-admin's <Resource>: its list, and the create, edit and show views its folder has, at their own URLs. */
export const resourceElement = (screen: Screen) => {
  const viewProp = (view: Exclude<View, 'list'>) => {
    if (!screen.views?.includes(view)) return undefined;
    const element = <ScreenElement screen={screen} view={view} />;
    // Drawn by the list page (screens.ts, overList): wrapped as <Resource> wraps the list, so that
    // React keeps the list page mounted when the URL moves between the list and the record.
    return screen.overList?.includes(view) ? <RestoreScrollPosition storeKey={`${screen.name}.list.scrollPosition`}>{element}</RestoreScrollPosition> : element;
  };
  return (
    <Resource
      key={screen.name}
      name={screen.name}
      list={<ScreenElement screen={screen} />}
      create={viewProp('create')}
      edit={viewProp('edit')}
      show={viewProp('show')}
      icon={SCREEN_ICONS[screen.name]}
      recordRepresentation={screen.recordRepresentation}
      options={{ label: screen.titleKey }}
    />
  );
};

/**
 * The Resources' definitions as <Admin> registers them, given to react-admin up front: registering
 * them after the first render would render the whole console a second time before its first rows
 * (docs/performance.md); with the same definitions already there, registration changes nothing.
 */
export const RESOURCE_DEFINITIONS = Object.fromEntries(
  RESOURCE_SCREENS.map((screen) => [screen.name, Resource.registerResource!(resourceElement(screen).props)]),
);

/** The screens that are pages of their own, not record resources (the dashboard, the invite form). */
export const CUSTOM_SCREENS = SCREENS.filter((s) => !s.api);

const ConsoleAdmin = ({ queryClient }: ConsoleAppProps) => {
  const setup = useConsoleSetup(queryClient);
  // <Admin> is AdminContext + AdminUI; they are used apart to hand react-admin the Resources' definitions first
  // (and AdminUI is ConsoleAdminUI: without react-admin's login form).
  return (
    <AdminContext basename="/admin" {...setup}>
      <ResourceDefinitionContextProvider definitions={RESOURCE_DEFINITIONS}>
        <ConsoleAdminUI
          layout={Layout}
          // No requireAuth: signing in is checked above (and a 401 ends the session), so the layout
          // and the first screen render without waiting for a checkAuth round (docs/performance.md).
          disableTelemetry
        >
          <CustomRoutes>
            <Route path="/" element={<FirstAllowedScreen />} />
            {CUSTOM_SCREENS.map((screen) => (
              <Route key={screen.name} path={`/${screen.name}/*`} element={<ScreenElement screen={screen} />} />
            ))}
            {RESOURCE_SCREENS.map((screen) => (
              <Route key={screen.name} path={`/${screen.name}/*`} element={resourceElement(screen)} />
            ))}
          </CustomRoutes>
        </ConsoleAdminUI>
        {/* The in-place sign-in when the session cannot be renewed: over whatever screen is open. */}
        <SessionDialog />
        {/* Another tab changed the demo data: what this one shows is fetched again. */}
        <DemoSync />
      </ResourceDefinitionContextProvider>
    </AdminContext>
  );
};

const ConsoleApp = (props: ConsoleAppProps) => (
  <SignedInOnly>
    <ConsoleAdmin {...props} />
  </SignedInOnly>
);

export default ConsoleApp;
