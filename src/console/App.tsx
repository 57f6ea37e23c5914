import { Suspense, useMemo } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { buildI18nProvider } from '../providers/i18nProvider';
import { getAccessToken } from '../providers/storage';
import { usePreferences } from '../preferences';
import { themeOptions } from '../theme';
import { Layout } from './layout/Layout';
import { CONSOLE_ROUTES } from './routes';
import { RouteGuard } from './RouteGuard';
import { PageLoading } from '../ui/PageLoading';

export const createQueryClient = () =>
  new QueryClient({
    // Errors are shown at once (the screens have their own fallbacks); no silent retries.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });

export interface ConsoleAppProps {
  queryClient?: QueryClient;
}

const ConsoleApp = ({ queryClient }: ConsoleAppProps) => {
  const { mode } = usePreferences();
  const client = useMemo(() => queryClient ?? createQueryClient(), [queryClient]);
  const i18nProvider = useMemo(() => buildI18nProvider(), []);
  if (!getAccessToken()) return <Navigate to="/sign-in" replace />;
  return (
    <Admin
      basename="/admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={client}
      layout={Layout}
      theme={themeOptions(mode) as any}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/" element={<Navigate to="/admin/dashboard" replace />} />
        {CONSOLE_ROUTES.map(({ path, resource, component: Screen }) => (
          <Route
            key={path}
            path={`/${path}/*`}
            element={
              <RouteGuard resource={resource}>
                <Suspense fallback={<PageLoading />}>
                  <Screen />
                </Suspense>
              </RouteGuard>
            }
          />
        ))}
      </CustomRoutes>
      {/* Registered so react-admin's hooks know them; their screens are the custom routes above. */}
      <Resource name="complaints" />
      <Resource name="notifications" />
    </Admin>
  );
};

export default ConsoleApp;
