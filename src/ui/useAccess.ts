import { useSyncExternalStore } from 'react';
import { useCanAccess } from 'react-admin';
import { storedAccess } from '../providers/authProvider';
import { subscribeSession } from '../providers/storage';
import { accessKeyOf } from '../screens';

/**
 * Whether the signed-in user may do `action` on `resource`. Read from the stored session during
 * render when it knows (the sign-in's matrix, kept current by the profile refresh), so a screen and
 * its row buttons render in one pass with no loading frame (docs/performance.md); otherwise
 * react-admin's useCanAccess asks the authProvider.
 */
export const useAccess = (name: string, action: string = 'list') => {
  // A screen's resource name (service/complaints) or its permission-matrix row (complaints).
  const resource = accessKeyOf(name);
  const known = useSyncExternalStore(subscribeSession, () => storedAccess(resource, action));
  const { canAccess, isPending } = useCanAccess({ resource, action, enabled: known === undefined });
  if (known !== undefined) return { canAccess: known, isPending: false };
  return { canAccess: Boolean(canAccess), isPending };
};
