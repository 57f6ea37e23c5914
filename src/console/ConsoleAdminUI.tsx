import { CssBaseline } from '@mui/material';
import { Navigate } from 'react-router-dom';
import {
  AccessDenied,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  NotFound,
  Notification,
  type CoreAdminUIProps,
} from 'react-admin';

/** react-admin's login route (/admin/login) shows nothing of its own: the console signs in at /sign-in. */
const SignInInstead = () => <Navigate to="/sign-in" replace />;

/**
 * react-admin's <AdminUI> as the console uses it: ra-core's CoreAdminUI with react-admin's pages and
 * notifications, the way ra-ui-materialui's AdminUI composes them, except the login page. AdminUI's
 * module imports react-admin's login form for its default login page whether it is used or not,
 * which brings react-hook-form and react-admin's inputs into every console page (24 KB gzipped on
 * the dashboard, vite build of 27 Nov 2026); composing CoreAdminUI here leaves them out.
 */
export const ConsoleAdminUI = (props: CoreAdminUIProps) => (
  <CssBaseline enableColorScheme>
    <CoreAdminUI
      accessDenied={AccessDenied}
      authCallbackPage={AuthCallback}
      authenticationError={AuthenticationError}
      // As AdminUI passes it: NotFound's title is typed narrower than CoreAdminUI's catch-all.
      catchAll={NotFound as CoreAdminUIProps['catchAll']}
      error={ErrorPage}
      loading={LoadingPage}
      loginPage={SignInInstead}
      {...props}
    />
    <Notification />
  </CssBaseline>
);
