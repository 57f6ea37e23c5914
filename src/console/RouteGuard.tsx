import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { PageLoading } from '../ui/PageLoading';
import { useAccess } from './useAccess';

/** Shows the screen only to roles that may list its resource; others get an access-denied page. */
export const RouteGuard = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const translate = useTranslate();
  const { canAccess, isPending } = useAccess(resource);
  if (isPending) return <PageLoading />;
  if (!canAccess)
    return (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        {translate('console.accessDenied')}
      </Alert>
    );
  return <>{children}</>;
};
