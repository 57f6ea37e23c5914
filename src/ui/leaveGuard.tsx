import { createContext, useContext, useLayoutEffect } from 'react';
import { UNSAFE_NavigationContext, useLocation, type Navigator, type To } from 'react-router-dom';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { installPopGuard, noteShownEntry, setLeaveCheck } from './popGuard';

// Asking before a page with unsaved form input is left (issue 27). react-admin's
// warnWhenUnsavedChanges and react-router's useBlocker need a data router, which this console does
// not have: it runs under a BrowserRouter, and react-admin's own data router is left out (patches/README.md,
// about 17 KB gzipped). So the guard stands where the console's navigations pass:
// - the router's navigator (links, menus, react-admin's redirects): push and replace to another
//   page first ask, and do nothing when the answer is no;
// - the browser's Back and Forward: a popstate listener added before the router's (./popGuard.ts,
//   started by main.tsx) asks; on no it stops the event before the router sees it and goes back to
//   the entry the page is at;
// - a reload, closing the tab, another site: the browser's own beforeunload prompt.
// A navigation that keeps the form (a list's filters, a dialog in the URL's hash, ./urlDialog.tsx, a
// record drawn over the list the form is above, LeaveGuardScope) is never asked about. The question
// is react-admin's own (ra.message.unsaved_changes).

interface Guard {
  /** Whether the unsaved input is still there at `pathname` (its own page, and any it is kept on). */
  keeps: (pathname: string) => boolean;
  /** The question, in the console's language. */
  message: string;
}

/**
 * Where the input of the forms inside stays mounted besides their own URL: the form above a list
 * stays while the list page draws a record or the create route over it (CreateAboveList). Without
 * one, any other URL leaves the form (a tab's panel, a page of its own).
 */
const LeaveGuardScopeContext = createContext<((pathname: string) => boolean) | null>(null);
export const LeaveGuardScope = LeaveGuardScopeContext.Provider;

/** The URLs a list page at `listPath` stays mounted on: the list and the views drawn over it (screens.ts `overList`). */
export const listPageKeeps =
  (listPath: string, overList: readonly string[] = []) =>
  (pathname: string) => {
    const path = pathname.replace(/\/+$/, '');
    if (path === listPath) return true;
    if (!path.startsWith(`${listPath}/`)) return false;
    const rest = path.slice(listPath.length + 1).split('/');
    if (rest.length === 1) return rest[0] === 'create' ? overList.includes('create') : overList.includes('edit');
    return rest.length === 2 && rest[1] === 'show' && overList.includes('show');
  };

const guards = new Set<Guard>();
/** Inside leaveWithoutAsking: the navigations go on unasked. */
let unasked = 0;

/** The first guard a move to `pathname` would leave behind, if any. */
const guardLeft = (pathname: string | undefined) =>
  pathname === undefined || unasked > 0 ? undefined : [...guards].find((guard) => !guard.keeps(pathname));

/**
 * Runs `navigation` (its synchronous part) without asking: the page's own move after its form was
 * saved (to the new record, back to the list), before the form has started again clean.
 */
export const leaveWithoutAsking = <R,>(navigation: () => R): R => {
  unasked += 1;
  try {
    return navigation();
  } finally {
    unasked -= 1;
  }
};

/** Whether to go on to `pathname`: yes when no unsaved input is left behind or the user says so. */
const mayGo = (pathname: string | undefined) => {
  const guard = guardLeft(pathname);
  return !guard || window.confirm(guard.message);
};

const pathnameOf = (to: To): string | undefined => (typeof to === 'string' ? to.split(/[?#]/)[0] || undefined : to.pathname);

const guarded = new WeakSet<Navigator>();
const guardNavigator = (navigator: Navigator) => {
  if (guarded.has(navigator)) return;
  guarded.add(navigator);
  const { push, replace } = navigator;
  // react-router calls these unbound (useNavigate); so do these.
  navigator.push = (to, state, opts) => {
    if (!mayGo(pathnameOf(to))) return;
    push(to, state, opts);
    noteShownEntry();
  };
  navigator.replace = (to, state, opts) => {
    if (!mayGo(pathnameOf(to))) return;
    replace(to, state, opts);
    noteShownEntry();
  };
};

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  if (guards.size === 0) return;
  event.preventDefault();
  // Chromium before 119 asks only with a returnValue.
  event.returnValue = '';
};

/**
 * While `active` (the page's form has unsaved input), leaving the page asks first: the router's
 * navigations to another page, Back and Forward, and a reload or closing the tab.
 */
export const useLeaveGuard = (active: boolean) => {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const scope = useContext(LeaveGuardScopeContext);
  const { pathname } = useLocation();
  const translate = useTranslate();
  const message = translate('ra.message.unsaved_changes');
  // Set during the commit, before a save's redirect can run in a later task.
  useLayoutEffect(() => {
    if (!active) return undefined;
    guardNavigator(navigator);
    // Started by the entry before the router (main.tsx); here for a router of its own (tests).
    installPopGuard();
    const guard: Guard = { keeps: (to) => to.replace(/\/+$/, '') === pathname.replace(/\/+$/, '') || Boolean(scope?.(to)), message };
    if (guards.size === 0) {
      window.addEventListener('beforeunload', onBeforeUnload);
      setLeaveCheck(mayGo);
    }
    guards.add(guard);
    return () => {
      guards.delete(guard);
      if (guards.size > 0) return;
      window.removeEventListener('beforeunload', onBeforeUnload);
      setLeaveCheck(null);
    };
  }, [active, navigator, pathname, message, scope]);
};

/**
 * In a react-admin Form of a page: asks before the page is left while the form has unsaved input
 * (a field changed, no save under way). After a save the form starts again (CreateFormCard), clean.
 */
export const UnsavedInputGuard = () => {
  const { dirtyFields, isSubmitting } = useFormState();
  useLeaveGuard(Object.keys(dirtyFields).length > 0 && !isSubmitting);
  return null;
};
