import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Box, CircularProgress } from '@mui/material';
import { SignInPage } from './public/SignInPage';
import { SignUpPage } from './public/SignUpPage';
import { ForgotPasswordPage } from './public/ForgotPasswordPage';
import { LandingPage } from './public/LandingPage';
import { MaintenancePage } from './public/MaintenancePage';
import { NotFoundPage } from './public/NotFoundPage';

// The console (react-admin and everything under /admin) is a chunk of its own.
const ConsoleApp = lazy(() => import('./console/App'));

const Loading = () => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
    <CircularProgress aria-label="Loading" />
  </Box>
);

export const AppRoutes = () => (
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
    <Route
      path="/admin/*"
      element={
        <Suspense fallback={<Loading />}>
          <ConsoleApp />
        </Suspense>
      }
    />
    <Route path="*" element={<NotFoundPage />} />
  </Routes>
);
