// The Back and Forward half of ./leaveGuard.tsx, on its own so that the entry (main.tsx) can start it
// before the router: the browser calls a window's popstate listeners in the order they were added
// (Chromium even for a capturing one), and the one that asks must run before the BrowserRouter's,
// which renders the page it goes to at once. No imports: it adds a few hundred bytes to the entry.

/** Whether the page may be left for `pathname`; asks the user when it holds unsaved input. */
type LeaveCheck = (pathname: string) => boolean;

let check: LeaveCheck | null = null;
/** The index (history.state.idx, the BrowserRouter's) of the entry the router shows: where a refused Back returns. */
let shownIndex: number | null = null;
/** The popstate of that return, which the router must not see either. */
let swallowNext = false;
let installed = false;

const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/** Notes the entry the router shows now (after the router's own push or replace). */
export const noteShownEntry = () => {
  if (typeof window !== 'undefined') shownIndex = historyIndex();
};

/** While set, a Back or Forward to another page runs `leaveCheck` first and, on no, stays. */
export const setLeaveCheck = (leaveCheck: LeaveCheck | null) => {
  check = leaveCheck;
  noteShownEntry();
};

/** Adds the popstate listener; the entry calls it before rendering the router. */
export const installPopGuard = () => {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  noteShownEntry();
  window.addEventListener(
    'popstate',
    (event) => {
      if (swallowNext) {
        swallowNext = false;
        event.stopImmediatePropagation();
        return;
      }
      const index = historyIndex();
      if (check && !check(window.location.pathname)) {
        event.stopImmediatePropagation();
        if (shownIndex !== null && index !== null && index !== shownIndex) {
          swallowNext = true;
          window.history.go(shownIndex - index);
        }
        return;
      }
      shownIndex = index;
    },
    true,
  );
};
