import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useAccess } from '../../console/useAccess';
import { canMoveComplaint } from '../../domain/complaints';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { RowActionButton } from '../../ui/RowActionButton';
import { errorText } from '../../ui/errorText';
import type { Complaint, ComplaintActionProps } from './types';

/**
 * Resolve (PATCH /api/complaints/{id}/resolve) or Close (.../close): shown only where the complaint's
 * status allows the move (domain/complaints.ts, the rule the server enforces) and to roles that may edit complaints.
 */
export const MoveComplaintButton = ({ move, disabled = false }: ComplaintActionProps & { move: 'resolve' | 'close' }) => {
  const record = useRecordContext<Complaint>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useAccess('service/complaints', 'edit');
  const { mutate, isPending } = useMutation({
    mutationFn: (id: Identifier) => dataProvider.moveComplaint(id, move),
    onSuccess: (_result, id) => {
      notify(`complaints.actions.${move}.success`, { type: 'success', messageArgs: { id } });
      refresh();
    },
    onError: (error, id) => notify(`complaints.actions.${move}.failure`, { type: 'error', messageArgs: { id, message: errorText(error) } }),
  });
  if (!record || !canAccess || !canMoveComplaint(record.status, move)) return null;
  return (
    <RowActionButton
      label={translate(`complaints.actions.${move}.label`)}
      color={move === 'resolve' ? 'success' : 'secondary'}
      busy={isPending}
      disabled={disabled}
      onClick={() => mutate(record.id)}
    />
  );
};
