import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useAccess } from '../../console/useAccess';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { RowActionButton } from '../../ui/RowActionButton';
import { errorText } from '../../ui/errorText';
import type { Complaint, ComplaintActionProps } from './types';

/** PATCH /v1/service/complaints/{id}/auto-assign: picks the vendor and commission (domain/complaints.ts, server side). */
export const AutoAssignButton = ({ disabled = false }: ComplaintActionProps) => {
  const record = useRecordContext<Complaint>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useAccess('service/complaints', 'assign');
  const { mutate, isPending } = useMutation({
    mutationFn: (id: Identifier) => dataProvider.autoAssignComplaint(id),
    onSuccess: ({ data }, id) => {
      const vendor = data.assignedVendorName ?? (data.assignedVendorId != null ? `#${data.assignedVendorId}` : '');
      notify('complaints.actions.autoAssign.success', { type: 'success', messageArgs: { id, vendor } });
      refresh();
    },
    // Not silent (DESIGN section 9): the server's reason, e.g. no active vendor, is shown.
    onError: (error, id) =>
      notify('complaints.actions.autoAssign.failure', { type: 'error', messageArgs: { id, message: errorText(error) } }),
  });
  if (!record || !canAccess) return null;
  return (
    <RowActionButton
      label={translate('complaints.actions.autoAssign.label')}
      busy={isPending}
      disabled={disabled}
      onClick={() => mutate(record.id)}
    />
  );
};
