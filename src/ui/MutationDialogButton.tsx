import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useAccess } from './useAccess';
import type { ServiceDeskDataProvider } from '../providers/dataProvider';
import { ErrorAlert } from './ErrorAlert';
import { RowActionButton, type RowActionColor } from './RowActionButton';
import { DraftNotice, clearDraft, readDraft, writeDraft, useUrlDialog } from './urlDialog';

/** The texts of one row action with a small form, as translation keys. */
export interface MutationDialogTexts {
  /** The row button. */
  label: string;
  /** The dialog's title, an optional hint under it, and its two buttons. */
  title: string;
  hint?: string;
  confirm: string;
  cancel: string;
  /** The notification after the call, and the title of a refusal shown in the dialog. */
  success: string;
  failure: string;
}

/** The fields' values as one value, for the dialog to keep as its draft and put back. */
export interface MutationDialogDraft<D> {
  value: D;
  restore: (value: D) => void;
}

export interface MutationDialogButtonProps<T extends RaRecord, B, D = unknown> {
  /** Who may use it: react-admin's canAccess on this resource and action. */
  access: { resource: string; action: string };
  texts: MutationDialogTexts;
  /** The dialog's name in the URL, before the record's id (default: the label's key without '.label'). */
  name?: string;
  /**
   * Fields of free text: what is typed is kept as a draft of the dialog and record until it is
   * sent or cancelled (Back, Escape or leaving the page keep it), and put back when it opens again.
   */
  draft?: MutationDialogDraft<D>;
  /** The placeholders of the title, hint and failure title, from the record. */
  args?: (record: T) => Record<string, unknown>;
  /** The placeholders of the success text. */
  successArgs?: (answer: RaRecord, record: T, body: B) => Record<string, unknown>;
  icon?: ReactNode;
  color?: RowActionColor;
  confirmColor?: 'primary' | 'success' | 'error';
  confirmIcon?: ReactNode;
  disabled?: boolean | ((record: T) => boolean);
  /** Sets the fields to their start for the record, each time the dialog opens. */
  onOpen?: (record: T) => void;
  /** The body read from the fields, or null when a field refuses what was typed (nothing is sent). */
  toBody: (record: T) => B | null;
  /** The call. */
  mutation: (dataProvider: ServiceDeskDataProvider, record: T, body: B) => Promise<{ data: RaRecord }>;
  /** After the success notification (default: refresh the page's queries). */
  onSuccess?: (answer: RaRecord, record: T) => unknown;
  /** The fields, held by the caller. */
  children: ReactNode;
}

/** The baseline of a dialog opened with a draft put back: every change is kept. */
const RESTORED = Symbol('restored');

/**
 * A row action that asks a few fields in a dialog, then runs one call on its record: hidden from
 * roles that may not use it; the dialog cannot be closed while the call runs; a refusal shows in
 * the dialog with the server's message and what was typed kept; a success notifies, closes the
 * dialog and refreshes the list (or what `onSuccess` does instead). The dialog is in the URL
 * (ui/urlDialog.tsx): Back closes it and stays on the page; with `draft`, what was typed survives.
 */
export const MutationDialogButton = <T extends RaRecord, B, D = unknown>({
  access,
  texts,
  name,
  draft,
  args,
  successArgs,
  icon,
  color,
  confirmColor = 'primary',
  confirmIcon,
  disabled = false,
  onOpen,
  toBody,
  mutation,
  onSuccess,
  children,
}: MutationDialogButtonProps<T, B, D>) => {
  const record = useRecordContext<T>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  // From the stored session when it knows: the button renders with its row, not a moment after.
  const { canAccess } = useAccess(access.resource, access.action);
  const dialogName = `${name ?? texts.label.replace(/\.label$/, '')}-${record?.id ?? ''}`;
  const isDisabled = !record || (typeof disabled === 'function' ? disabled(record) : disabled);
  const [restored, setRestored] = useState(false);
  // What the fields held as the dialog opened: a draft is kept once they differ from it.
  const baseline = useRef<string | typeof RESTORED | null>(null);
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: ({ target, body }: { target: T; body: B }) => mutation(dataProvider, target, body),
    onSuccess: async ({ data }, { target, body }) => {
      clearDraft(dialogName);
      dialog.closeDialog();
      notify(texts.success, { type: 'success', messageArgs: successArgs?.(data, target, body) });
      await (onSuccess ? onSuccess(data, target) : refresh());
    },
  });
  /** The fields as they start for the record, or as its draft left them. */
  const start = (withDraft: boolean) => {
    if (!record) return;
    reset();
    onOpen?.(record);
    baseline.current = null;
    const kept = withDraft && draft ? readDraft<D>(dialogName) : null;
    if (kept !== null) draft?.restore(kept);
    setRestored(kept !== null);
  };
  // However it opens (a click, Forward, a reload of its URL), in the same render as the fields' start.
  const dialog = useUrlDialog(dialogName, { enabled: Boolean(record && canAccess) && !isDisabled, onOpen: () => start(true) });

  const draftText = draft && dialog.open ? JSON.stringify(draft.value) : null;
  useEffect(() => {
    if (draftText === null) {
      baseline.current = null;
      return;
    }
    if (baseline.current === null) baseline.current = restored ? RESTORED : draftText;
    else if (draftText === baseline.current) clearDraft(dialogName);
    else writeDraft(dialogName, JSON.parse(draftText));
    // Each change of the fields while open; `restored` only to take the baseline again after Discard.
  }, [draftText, restored, dialogName]);

  if (!record || !canAccess) return null;
  const messageArgs = args?.(record);

  const close = () => {
    if (!isPending) dialog.closeDialog();
  };
  const cancel = () => {
    if (isPending) return;
    clearDraft(dialogName);
    dialog.closeDialog();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    reset();
    const body = toBody(record);
    if (body !== null) mutate({ target: record, body });
  };

  // A list row opens its record on a click; the dialog is a portal, but its clicks still bubble
  // through React's tree to the row, so they stop here, for every dialog action.
  return (
    <span style={{ display: 'contents' }} onClick={(event) => event.stopPropagation()}>
      <RowActionButton
        label={translate(texts.label)}
        icon={icon}
        color={color}
        busy={isPending}
        disabled={isDisabled}
        onClick={dialog.openDialog}
      />
      {dialog.open ? (
        <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
          <form onSubmit={submit} noValidate>
            <DialogTitle id={titleId}>{translate(texts.title, messageArgs)}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {texts.hint ? <DialogContentText>{translate(texts.hint, messageArgs)}</DialogContentText> : null}
                {restored ? (
                  <DraftNotice
                    onDiscard={() => {
                      clearDraft(dialogName);
                      start(false);
                    }}
                  />
                ) : null}
                {error ? <ErrorAlert title={translate(texts.failure, messageArgs)} error={error} /> : null}
                {children}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={cancel} disabled={isPending}>
                {translate(texts.cancel)}
              </Button>
              <Button
                type="submit"
                variant="contained"
                color={confirmColor}
                disabled={isPending}
                aria-busy={isPending || undefined}
                startIcon={isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : confirmIcon}
              >
                {translate(texts.confirm)}
              </Button>
            </DialogActions>
          </form>
        </Dialog>
      ) : null}
    </span>
  );
};
