import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * The window event the in-browser demo backend sends once another tab's saved change is in this
 * tab's store (mocks/browser.ts); `detail.keys` names the changed parts (`t:1:complaints`...).
 */
export const DEMO_SYNC_EVENT = 'servicedesk:demo-sync';

/** Refetches everything the console shows when another tab changed the demo data. Mounted once, inside react-admin's query client. */
export const useDemoSync = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    window.addEventListener(DEMO_SYNC_EVENT, refetch);
    return () => window.removeEventListener(DEMO_SYNC_EVENT, refetch);
  }, [queryClient]);
};

/** useDemoSync as an element, beside the console's routes. */
export const DemoSync = () => {
  useDemoSync();
  return null;
};
