import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useAccess } from '../../console/useAccess';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { RowActionButton } from '../../ui/RowActionButton';
import { errorText } from '../../ui/errorText';
import type { Complaint, ComplaintActionProps } from './types';

/** PATCH /v1/service/complaints/{id}/parts-approval {partsApprovalStatus: 'approved'}, from any state. */
export const ApprovePartsButton = ({ disabled = false }: ComplaintActionProps) => {
  const record = useRecordContext<Complaint>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useAccess('service/complaints', 'parts-approval');
  const { mutate, isPending } = useMutation({
    mutationFn: (id: Identifier) => dataProvider.setPartsApproval(id, 'approved'),
    onSuccess: (_result, id) => {
      notify('complaints.actions.approveParts.success', { type: 'success', messageArgs: { id } });
      refresh();
    },
    onError: (error, id) =>
      notify('complaints.actions.approveParts.failure', { type: 'error', messageArgs: { id, message: errorText(error) } }),
  });
  if (!record || !canAccess) return null;
  return (
    <RowActionButton
      label={translate('complaints.actions.approveParts.label')}
      color="success"
      busy={isPending}
      disabled={disabled}
      onClick={() => mutate(record.id)}
    />
  );
};
