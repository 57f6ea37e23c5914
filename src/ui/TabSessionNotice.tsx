import { lazy, Suspense, useSyncExternalStore } from 'react';
import { SAME_SESSION } from '../domain/tabSession';
import { getTabSessionState, subscribeTabSession } from '../providers/tabSession';

// The dialog's code (MUI's Dialog) is a chunk of its own: the sign-in page's entry chunk carries only this.
const TabSessionDialog = lazy(() => import('./TabSessionDialog'));

/**
 * Says so, over whatever page this tab shows, when the stored session became another user's or ended
 * in another tab (src/providers/tabSession.ts); nothing otherwise. Mounted once for the whole app by
 * AppRoutes (src/AppRoutes.tsx), so the public pages and the console both have it.
 */
export const TabSessionNotice = () => {
  const state = useSyncExternalStore(subscribeTabSession, getTabSessionState, () => SAME_SESSION);
  if (state.kind === 'same') return null;
  return (
    <Suspense fallback={null}>
      <TabSessionDialog state={state} />
    </Suspense>
  );
};
