import { useState, type ReactNode } from 'react';
import { DialogContentText, Stack } from '@mui/material';
import { Confirm, useDelete, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { ErrorAlert } from './ErrorAlert';
import { RowActionButton } from './RowActionButton';
import { useAccess } from './useAccess';

/** The texts of one confirm-then-delete action, as translation keys. */
export interface ConfirmDeleteTexts {
  /** The row button. */
  label: string;
  /** The dialog's title and question. */
  title: string;
  question: string;
  confirm: string;
  cancel: string;
  /** The notification after the delete, and the title of a refusal shown in the dialog. */
  success: string;
  failure: string;
}

export interface ConfirmDeleteButtonProps<T extends RaRecord> {
  resource: string;
  texts: ConfirmDeleteTexts;
  icon: ReactNode;
  /** The placeholders of the texts, from the record (e.g. its name). */
  args?: (record: T) => Record<string, unknown>;
  disabled?: boolean | ((record: T) => boolean);
  /** Shown on hover when disabled, e.g. why one may not deactivate oneself. */
  tooltip?: (record: T) => string | undefined;
}

/**
 * A row's delete (or deactivate: the API's DELETE keeps the record inactive) after a confirmation
 * naming the record: react-admin's useDelete, pessimistic so a refused delete never drops the row;
 * a refusal (e.g. 409, the record is in use) shows inside the dialog with the server's message, and
 * success notifies and refreshes the list. Shown only to roles that may delete in `resource`.
 */
export const ConfirmDeleteButton = <T extends RaRecord>({ resource, texts, icon, args, disabled = false, tooltip }: ConfirmDeleteButtonProps<T>) => {
  const record = useRecordContext<T>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useAccess(resource, 'delete');
  const [deleteOne, { isPending }] = useDelete<T>();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (!record || !canAccess) return null;
  const messageArgs = args?.(record) ?? {};

  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await deleteOne(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    setOpen(false);
    notify(texts.success, { type: 'success', messageArgs });
    refresh();
  };

  return (
    <>
      <span title={tooltip?.(record)}>
        <RowActionButton
          label={translate(texts.label)}
          icon={icon}
          color="error"
          disabled={typeof disabled === 'function' ? disabled(record) : disabled}
          busy={isPending}
          onClick={() => setOpen(true)}
        />
      </span>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={texts.title}
        titleTranslateOptions={messageArgs}
        content={
          <Stack spacing={2}>
            <DialogContentText>{translate(texts.question, messageArgs)}</DialogContentText>
            {failure ? <ErrorAlert title={translate(texts.failure, messageArgs)} error={failure} /> : null}
          </Stack>
        }
        confirm={texts.confirm}
        cancel={texts.cancel}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
};
