import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useAccess } from '../../console/useAccess';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { RowActionButton } from '../../ui/RowActionButton';
import { errorText } from '../../ui/errorText';
import type { Complaint, ComplaintActionProps } from './types';

/** PATCH /v1/service/complaints/{id}/parts-request with an empty item list, as the spec's screen does; approval becomes pending. */
export const RequestPartsButton = ({ disabled = false }: ComplaintActionProps) => {
  const record = useRecordContext<Complaint>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useAccess('service/complaints', 'parts-request');
  const { mutate, isPending } = useMutation({
    mutationFn: (id: Identifier) => dataProvider.requestParts(id, []),
    onSuccess: (_result, id) => {
      notify('complaints.actions.requestParts.success', { type: 'success', messageArgs: { id } });
      refresh();
    },
    onError: (error, id) =>
      notify('complaints.actions.requestParts.failure', { type: 'error', messageArgs: { id, message: errorText(error) } }),
  });
  if (!record || !canAccess) return null;
  return (
    <RowActionButton
      label={translate('complaints.actions.requestParts.label')}
      busy={isPending}
      disabled={disabled}
      onClick={() => mutate(record.id)}
    />
  );
};
