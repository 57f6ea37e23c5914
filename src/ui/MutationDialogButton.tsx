import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord, type TranslateFunction } from 'react-admin';
import { useAccess } from '../console/useAccess';
import type { ServiceDeskDataProvider } from '../providers/dataProvider';
import { ErrorAlert } from './ErrorAlert';
import { RowActionButton, type RowActionColor } from './RowActionButton';

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

export interface MutationDialogButtonProps<T extends RaRecord, B> {
  /** Who may use it: react-admin's canAccess on this resource and action. */
  access: { resource: string; action: string };
  texts: MutationDialogTexts;
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
  /** What the refusal alert shows under its title (default: the server's message). */
  failureText?: (error: unknown, translate: TranslateFunction) => unknown;
  /** The fields, held by the caller. */
  children: ReactNode;
}

/**
 * A row action that asks a few fields in a dialog, then runs one call on its record: hidden from
 * roles that may not use it; the dialog cannot be closed while the call runs; a refusal shows in
 * the dialog with the server's message and what was typed kept; a success notifies, closes the
 * dialog and refreshes the list (or what `onSuccess` does instead).
 */
export const MutationDialogButton = <T extends RaRecord, B>({
  access,
  texts,
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
  failureText,
  children,
}: MutationDialogButtonProps<T, B>) => {
  const record = useRecordContext<T>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  // From the stored session when it knows: the button renders with its row, not a moment after.
  const { canAccess } = useAccess(access.resource, access.action);
  const [open, setOpen] = useState(false);
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: ({ target, body }: { target: T; body: B }) => mutation(dataProvider, target, body),
    onSuccess: async ({ data }, { target, body }) => {
      setOpen(false);
      notify(texts.success, { type: 'success', messageArgs: successArgs?.(data, target, body) });
      await (onSuccess ? onSuccess(data, target) : refresh());
    },
  });
  if (!record || !canAccess) return null;
  const messageArgs = args?.(record);

  const openDialog = () => {
    reset();
    onOpen?.(record);
    setOpen(true);
  };
  const close = () => {
    if (!isPending) setOpen(false);
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
        disabled={typeof disabled === 'function' ? disabled(record) : disabled}
        onClick={openDialog}
      />
      {open ? (
        <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
          <form onSubmit={submit} noValidate>
            <DialogTitle id={titleId}>{translate(texts.title, messageArgs)}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {texts.hint ? <DialogContentText>{translate(texts.hint, messageArgs)}</DialogContentText> : null}
                {error ? <ErrorAlert title={translate(texts.failure, messageArgs)} error={failureText ? failureText(error, translate) : error} /> : null}
                {children}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={isPending}>
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
