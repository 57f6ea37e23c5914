import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useAccess } from '../../console/useAccess';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { RowActionButton } from '../../ui/RowActionButton';
import { errorText } from '../../ui/errorText';
import type { Complaint, ComplaintActionProps } from './types';

/** PATCH /v1/service/complaints/{id}/parts-approval {partsApprovalStatus: 'rejected'}, from any state. */
export const RejectPartsButton = ({ disabled = false }: ComplaintActionProps) => {
  const record = useRecordContext<Complaint>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useAccess('service/complaints', 'parts-approval');
  const { mutate, isPending } = useMutation({
    mutationFn: (id: Identifier) => dataProvider.setPartsApproval(id, 'rejected'),
    onSuccess: (_result, id) => {
      notify('complaints.actions.rejectParts.success', { type: 'success', messageArgs: { id } });
      refresh();
    },
    onError: (error, id) =>
      notify('complaints.actions.rejectParts.failure', { type: 'error', messageArgs: { id, message: errorText(error) } }),
  });
  if (!record || !canAccess) return null;
  return (
    <RowActionButton
      label={translate('complaints.actions.rejectParts.label')}
      color="error"
      busy={isPending}
      disabled={disabled}
      onClick={() => mutate(record.id)}
    />
  );
};
