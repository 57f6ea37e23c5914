import { useCallback } from 'react';
import { useCanAccessResources } from 'react-admin';
import { SCREENS, type Screen } from '../screens';

// Which screens the signed-in role may open, for the menu and the first screen after sign-in. A
// screen needs `list` on its access resource, and `edit` too where its list asks for it (screens.ts
// `listAction`: the customers' messages). Two fixed calls of react-admin's useCanAccessResources.

const LIST_ACCESS = [...new Set(SCREENS.map((s) => s.access))];
const EDIT_ACCESS = [...new Set(SCREENS.filter((s) => s.listAction === 'edit').map((s) => s.access))];

/** `allowed(screen)` once both answers are here (null before). */
export const useScreenAccess = () => {
  const list = useCanAccessResources({ action: 'list', resources: LIST_ACCESS });
  const edit = useCanAccessResources({ action: 'edit', resources: EDIT_ACCESS });
  const listed = list.canAccess;
  const edited = edit.canAccess;
  const allowed = useCallback(
    (screen: Screen) => Boolean(listed?.[screen.access] && (screen.listAction !== 'edit' || edited?.[screen.access])),
    [listed, edited],
  );
  return { allowed: listed && edited ? allowed : null, isPending: list.isPending || edit.isPending };
};
