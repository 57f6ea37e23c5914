import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { SignInPage } from './public/SignInPage';
import { ForgotPasswordPage } from './public/ForgotPasswordPage';
import { loadPublicEnglish } from './i18n/messages';

// Sign-in is the page most visits start on, so it is in the entry chunk, with Forgot password that
// it opens in place. The other public pages come with the English of all public pages; the console
// (react-admin and everything under /admin) is a chunk of its own (DESIGN section 11: the sign-in
// page's JavaScript budget).
const publicPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => Promise.all([load(), loadPublicEnglish()]).then(([module]) => ({ default: module[name] })));

const SignUpPage = publicPage(() => import('./public/SignUpPage'), 'SignUpPage');
const LandingPage = publicPage(() => import('./public/LandingPage'), 'LandingPage');
const MaintenancePage = publicPage(() => import('./public/MaintenancePage'), 'MaintenancePage');
const NotFoundPage = publicPage(() => import('./public/NotFoundPage'), 'NotFoundPage');
const ConsoleApp = lazy(() => import('./console/App'));

const Loading = () => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
    <CircularProgress aria-label="Loading" />
  </Box>
);

export const AppRoutes = () => (
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
      <Route path="/admin/*" element={<ConsoleApp />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  </Suspense>
);
