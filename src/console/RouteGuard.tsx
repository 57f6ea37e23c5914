import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { PageLoading } from '../ui/PageLoading';
import { useAccess } from '../ui/useAccess';

/** Shows a view only to roles that may do its action on its resource (list, show, create, edit); others get an access-denied page. */
export const RouteGuard = ({ resource, action = 'list', children }: { resource: string; action?: string; children: ReactNode }) => {
  const translate = useTranslate();
  const { canAccess, isPending } = useAccess(resource, action);
  if (isPending) return <PageLoading />;
  if (!canAccess)
    return (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        {translate('console.accessDenied')}
      </Alert>
    );
  return <>{children}</>;
};
