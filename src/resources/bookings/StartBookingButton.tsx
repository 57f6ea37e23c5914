import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { canTransition } from '../../domain/service';
import { RowActionButton } from '../../ui/RowActionButton';
import { useBookingStatus } from './useBookingStatus';
import type { Booking } from './types';

/** Start: scheduled -> in_progress; enabled only from scheduled (DESIGN section 6). */
export const StartBookingButton = () => {
  const record = useRecordContext<Booking>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'service/bookings', action: 'status' });
  const { mutate, isPending } = useBookingStatus('in_progress');
  if (!record || !canAccess) return null;
  return (
    <RowActionButton
      label={translate('bookings.actions.start.label')}
      icon={<PlayArrowIcon fontSize="small" aria-hidden />}
      busy={isPending}
      disabled={!canTransition(record.status, 'start')}
      onClick={() => mutate(record.id)}
    />
  );
};
