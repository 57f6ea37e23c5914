import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { CreateButton, useCreatePath } from 'react-admin';
import { screenForPath } from '../screens';
import { LeaveGuardScope, listPageKeeps } from './leaveGuard';
import { useAccess } from './useAccess';

/** Where a create form opened at its own route (/create) goes back to: its list. */
interface CreateRoute {
  listPath: string;
  /** Back to the list, after a save or on Cancel. */
  close: () => void;
}

const CreateRouteContext = createContext<CreateRoute | null>(null);

/** The route the create form around was opened at, on a phone; null where it sits above its list. */
export const useCreateRoute = () => useContext(CreateRouteContext);

/**
 * The create form a list page draws above its list (the spec's "form above the table"), for roles
 * that may create. On a wider screen it is there as it always was. On a phone (below `sm`, issue 27)
 * the list comes first: the form is behind react-admin's CreateButton (a floating + button on a
 * phone) to the resource's /create route, which the same page draws (screens.ts `overList`); there
 * the form opens, scrolled into view, with a Cancel back to the list (CreateFormCard), and a save
 * goes back to the list too.
 */
export const CreateAboveList = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const listPath = createPath({ resource, type: 'list' });
  const open = phone && pathname.replace(/\/+$/, '') === createPath({ resource, type: 'create' });
  const route = useMemo(() => ({ listPath, close: () => navigate(listPath) }), [listPath, navigate]);
  // Above the list, the form stays while the list page draws a record or its create route over it.
  const keeps = useMemo(() => listPageKeeps(listPath, screenForPath(listPath)?.overList), [listPath]);
  useEffect(() => {
    if (open) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [open]);
  if (!phone) return <LeaveGuardScope value={keeps}>{children}</LeaveGuardScope>;
  if (!open) return <CreateButton resource={resource} />;
  return (
    <CreateRouteContext.Provider value={route}>
      <Box ref={ref} sx={{ scrollMarginTop: (theme) => theme.spacing(9) }}>
        {children}
      </Box>
    </CreateRouteContext.Provider>
  );
};

/** CreateAboveList for the roles that may create `resource`, nothing for the others: the check every list page made before it. */
export const CreateAboveListIfAllowed = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const { canAccess: canCreate } = useAccess(resource, 'create');
  return canCreate ? <CreateAboveList resource={resource}>{children}</CreateAboveList> : null;
};
