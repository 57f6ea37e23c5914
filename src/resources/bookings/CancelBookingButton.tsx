import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { Confirm, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { canTransition } from '../../domain/service';
import { RowActionButton } from '../../ui/RowActionButton';
import { useBookingStatus } from './useBookingStatus';
import type { Booking } from './types';

/** Cancel, after a confirmation: from scheduled or in_progress only (DESIGN section 6). */
export const CancelBookingButton = () => {
  const record = useRecordContext<Booking>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'service/bookings', action: 'status' });
  const { mutate, isPending } = useBookingStatus('cancelled');
  if (!record || !canAccess) return null;
  return (
    <>
      <RowActionButton
        label={translate('bookings.actions.cancel.label')}
        icon={<BlockIcon fontSize="small" aria-hidden />}
        color="warning"
        busy={isPending}
        disabled={!canTransition(record.status, 'cancel')}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        title="bookings.actions.cancel.title"
        titleTranslateOptions={{ id: record.id }}
        content="bookings.actions.cancel.content"
        confirm="bookings.actions.cancel.confirm"
        cancel="bookings.actions.cancel.keep"
        confirmColor="warning"
        onConfirm={() => {
          setOpen(false);
          mutate(record.id);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
