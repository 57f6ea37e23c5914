import { useEffect, useRef, useState } from 'react';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { getTenantId } from '../providers/storage';
import { storeUserId } from './list-tools/ListToolsContext';

// Dialogs that survive Back (issue 27). A dialog that holds typed input is part of the URL, so the
// phone's Back closes it and stays on the page, and Forward or a reload opens it again; and what was
// typed in it is kept as a draft of that dialog and record in the tab's sessionStorage until it is
// sent or cancelled, so reopened (after Back, a reload, another page) the dialog shows it again, with
// a note and a Discard.
//
// The dialog is in the URL's hash (`#dialog=complete-12`), not its query string: a react-admin list
// reads every key of the query string as a list parameter and keeps it in its store (ra-core's
// useListParams), so a dialog key there would come back with the list. And not behind react-router's
// useBlocker: it needs a data router, which this console does not have (patches/README.md leaves
// react-admin's out); ./leaveGuard.tsx asks before leaving a page's unsaved form instead.

/** The key of the history entry's state naming the dialog that entry opened: closing it is then Back. */
const OPENED = 'urlDialog';

/** A dialog's name as the URL and the draft store carry it: letters, digits, '.', '_' and '-'. */
const safeName = (name: string) => name.replace(/[^\w.-]/g, '_');

/** The URL hash that opens the dialog `name`. */
export const dialogHash = (name: string) => `#dialog=${safeName(name)}`;

export interface UrlDialog {
  /** The URL names the dialog and it may open. */
  open: boolean;
  /** Adds the dialog to the URL (a new history entry): the dialog opens, Back closes it. */
  openDialog: () => void;
  /** Takes it out of the URL: Back when this page opened it, else the same page without it. */
  closeDialog: () => void;
}

/**
 * A dialog opened by the URL: `name` tells it apart from the page's other dialogs (with the record's
 * id for a row's action). It opens while the URL's hash names it and `enabled` holds (a dialog of an
 * action the record no longer offers stays shut); `onOpen` runs as it opens, however it was opened
 * (a click, Forward, a reload), in the same render as the opening.
 */
export const useUrlDialog = (name: string, { enabled = true, onOpen }: { enabled?: boolean; onOpen?: () => void } = {}): UrlDialog => {
  const location = useLocation();
  const navigate = useNavigate();
  const hash = dialogHash(name);
  const wanted = enabled && location.hash === hash;
  const [open, setOpen] = useState(false);
  // One close per opening: a second one (a success after a Cancel) would go Back off the page.
  const closing = useRef(false);
  useEffect(() => {
    if (wanted && !open) {
      closing.current = false;
      onOpen?.();
      setOpen(true);
    } else if (!wanted && open) setOpen(false);
    // onOpen of the render that opens the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, open]);

  const state = (location.state ?? null) as Record<string, unknown> | null;
  const openDialog = () => {
    if (location.hash === hash) return;
    navigate({ pathname: location.pathname, search: location.search, hash }, { state: { ...state, [OPENED]: hash } });
  };
  const closeDialog = () => {
    if (location.hash !== hash || closing.current) return;
    closing.current = true;
    if (state?.[OPENED] === hash) {
      navigate(-1);
      return;
    }
    // Opened by a link or a reload of its URL: the same page, without the dialog, in its place.
    const rest = { ...state };
    delete rest[OPENED];
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: rest });
  };
  return { open: open && wanted, openDialog, closeDialog };
};

// Drafts: one per dialog and record, per user and warehouse, in this tab's sessionStorage.
const draftKey = (name: string) => `servicedesk.draft.${storeUserId()}.${getTenantId()}.${safeName(name)}`;

/** The draft kept for the dialog `name`, or null. */
export const readDraft = <T,>(name: string): T | null => {
  try {
    const raw = sessionStorage.getItem(draftKey(name));
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
};

export const writeDraft = (name: string, value: unknown) => {
  try {
    sessionStorage.setItem(draftKey(name), JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the dialog still works, without a draft.
  }
};

export const clearDraft = (name: string) => {
  try {
    sessionStorage.removeItem(draftKey(name));
  } catch {
    // As above.
  }
};

/** JSON with the keys of every object in order: two values alike whatever order their keys were set in. */
const stableText = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );

/** Keeps `value` as the draft of `name`, or none when it is what the dialog starts with. */
const keepDraft = (name: string, value: unknown, start: unknown) => {
  if (stableText(value) === stableText(start)) clearDraft(name);
  else writeDraft(name, value);
};

/** The note of a dialog showing a kept draft: what was typed is back; Discard starts again. */
export const DraftNotice = ({ onDiscard, sx }: { onDiscard: () => void; sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  return (
    // Information, not an error: a status, not react-admin's alert role of refusals.
    <Alert
      severity="info"
      role="status"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          {translate('ui.draft.discard')}
        </Button>
      }
    >
      {translate('ui.draft.restored')}
    </Alert>
  );
};

/**
 * A dialog's own state kept as its draft: starts from the draft of `name` when there is one (else
 * `start`), and keeps each change. `restored` says a draft was picked up; `discard` goes back to `start`.
 */
export const useDraftState = <T,>(name: string, start: T) => {
  const [initial] = useState(() => readDraft<T>(name));
  const [value, setValue] = useState<T>(initial ?? start);
  const [restored, setRestored] = useState(initial !== null);
  const startText = stableText(start);
  useEffect(() => {
    keepDraft(name, value, JSON.parse(startText));
  }, [name, value, startText]);
  const discard = () => {
    clearDraft(name);
    setValue(start);
    setRestored(false);
  };
  return { value, setValue, restored, discard };
};

/**
 * Inside a react-hook-form form (react-admin's Form) of a dialog: keeps every change of its values
 * as the draft of `name` (none while they are what the form started with). When the form started
 * from a draft (`restored`: its values were readDraft(name)), it shows DraftNotice, whose Discard
 * drops the draft and calls `onDiscard`, which starts the form again without it (a new key).
 */
export const FormDraft = ({ name, restored, onDiscard, sx }: { name: string; restored: boolean; onDiscard: () => void; sx?: SxProps<Theme> }) => {
  const { watch, formState } = useFormContext();
  // What the form started with (react-admin's defaultValues and record); a restored draft is kept on each change.
  const [startText] = useState(() => (restored ? null : stableText(formState.defaultValues ?? {})));
  useEffect(() => {
    const subscription = watch((values) => {
      if (startText !== null && stableText(values) === startText) clearDraft(name);
      else writeDraft(name, values);
    });
    return () => subscription.unsubscribe();
  }, [watch, name, startText]);
  if (!restored) return null;
  return (
    <DraftNotice
      sx={sx}
      onDiscard={() => {
        clearDraft(name);
        onDiscard();
      }}
    />
  );
};

/**
 * The draft a dialog's form starts from (read once, as the dialog opens) and its Discard: the form
 * (keyed by `formKey`) starts again without it. For FormDraft.
 */
export const useFormDraft = <V,>(name: string) => {
  const [draft, setDraft] = useState(() => readDraft<V>(name));
  const [formKey, setFormKey] = useState(0);
  const discard = () => {
    setDraft(null);
    setFormKey((key) => key + 1);
  };
  return { draft, restored: draft !== null, formKey, discard };
};
