import DoneIcon from '@mui/icons-material/Done';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { canTransition } from '../../domain/service';
import { RowActionButton } from '../../ui/RowActionButton';
import { useBookingStatus } from './useBookingStatus';
import type { Booking } from './types';

/** Complete: in_progress -> completed; enabled only from in_progress (DESIGN section 6). */
export const CompleteBookingButton = () => {
  const record = useRecordContext<Booking>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'service/bookings', action: 'status' });
  const { mutate, isPending } = useBookingStatus('completed');
  if (!record || !canAccess) return null;
  return (
    <RowActionButton
      label={translate('bookings.actions.complete.label')}
      icon={<DoneIcon fontSize="small" aria-hidden />}
      color="success"
      busy={isPending}
      disabled={!canTransition(record.status, 'complete')}
      onClick={() => mutate(record.id)}
    />
  );
};
