import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { PreferencesProvider } from '../../src/preferences';
import { AppRoutes } from '../../src/AppRoutes';
import { signIn } from '../../src/providers/authProvider';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';

/** Signs in against the demo backend as one of its accounts (default: the super admin). */
export const signInAs = async (email: string = DEMO_ACCOUNTS.superAdmin, password: string = DEMO_PASSWORD) =>
  signIn({ email, password, remember: true });

let currentPath = '';
const LocationProbe = () => {
  currentPath = useLocation().pathname;
  return null;
};
/** The router's current path in the last rendered app. */
export const locationPath = () => currentPath;

/** The whole app (public shell + lazy console) at `path`, as the browser would show it. */
export const renderApp = (path: string) =>
  render(
    <PreferencesProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </PreferencesProvider>,
  );

export { server, db } from '../../mocks/node';
