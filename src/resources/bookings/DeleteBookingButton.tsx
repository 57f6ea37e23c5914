import { useState } from 'react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Confirm, useCanAccess, useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { RowActionButton } from '../../ui/RowActionButton';
import { errorText } from '../../ui/errorText';
import type { Booking } from './types';

/** Delete, after a confirmation: DELETE /api/service-bookings/{id}. */
export const DeleteBookingButton = () => {
  const record = useRecordContext<Booking>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'service/bookings', action: 'delete' });
  const [deleteOne, { isPending }] = useDelete<Booking>();
  if (!record || !canAccess) return null;

  const remove = () => {
    setOpen(false);
    deleteOne(
      'service/bookings',
      { id: record.id, previousData: record },
      {
        // Wait for the server: a refused delete must leave the row where it is.
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('bookings.actions.delete.success', { type: 'success', messageArgs: { id: record.id } });
          refresh();
        },
        onError: (error) =>
          notify('bookings.actions.delete.failure', { type: 'error', messageArgs: { message: errorText(error) } }),
      },
    );
  };

  return (
    <>
      <RowActionButton
        label={translate('bookings.actions.delete.label')}
        icon={<DeleteOutlineIcon fontSize="small" aria-hidden />}
        color="error"
        busy={isPending}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        title="bookings.actions.delete.title"
        titleTranslateOptions={{ id: record.id }}
        content="bookings.actions.delete.content"
        confirm="bookings.actions.delete.label"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
