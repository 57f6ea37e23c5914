import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DEMO_SYNC_EVENT } from '../config';

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
