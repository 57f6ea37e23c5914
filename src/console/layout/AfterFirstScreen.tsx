import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** The longest the app bar's widgets and the menu wait for the first screen's data. */
const MAX_WAIT_MS = 1200;

/**
 * Renders its children once the console's first screen has its data, or after
 * MAX_WAIT_MS, as a transition React may interrupt. On a cold load the screen's first data call
 * starts, and its rows paint, without waiting for the side menu and the app bar's widgets
 * (docs/performance.md: the cold load to the first complaint row). Later navigation keeps them.
 */
export const AfterFirstScreen = ({ children }: { children: ReactNode }) => {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    let done = false;
    const reveal = () => {
      if (done) return;
      done = true;
      startTransition(() => setReady(true));
    };
    // The screen has its data once one of its queries (not an access check) has settled and none is
    // in flight; checked after each commit's effects (queries start there) and on every cache change.
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      const settled = queryClient.getQueryCache().getAll().some((q) => q.queryKey[0] !== 'auth' && q.state.status !== 'pending');
      if (settled) reveal();
    };
    const firstCheck = setTimeout(check, 0);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => setTimeout(check, 0));
    const latest = setTimeout(reveal, MAX_WAIT_MS);
    return () => {
      done = true;
      clearTimeout(firstCheck);
      clearTimeout(latest);
      unsubscribe();
    };
  }, [queryClient, ready]);
  return ready ? <>{children}</> : null;
};
