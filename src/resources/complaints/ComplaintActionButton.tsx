import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useAccess } from '../../console/useAccess';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { RowActionButton, type RowActionColor } from '../../ui/RowActionButton';
import { errorText } from '../../ui/errorText';
import type { Complaint, ComplaintActionProps } from './types';

export interface ComplaintActionButtonProps extends ComplaintActionProps {
  /** Its texts under `complaints.actions.<action>`: label, success and failure. */
  action: string;
  /** The permission it needs on complaints (authProvider.canAccess; the server checks the same). */
  permission: string;
  call: (dataProvider: ServiceDeskDataProvider, id: Identifier) => Promise<{ data: RaRecord }>;
  color?: RowActionColor;
  /** Whether the complaint's state offers it (default: always). */
  offered?: (complaint: Complaint) => boolean;
  /** Arguments of the success text read from the server's answer, besides the id. */
  successArgs?: (answer: RaRecord) => Record<string, unknown>;
}

/**
 * One action on a complaint, as a row button (on the list and on the complaint's page): hidden from
 * roles that may not use it and where the complaint's state does not offer it; busy while it runs;
 * the server's answer refreshes the list, a refusal is shown with its message (DESIGN section 9).
 */
export const ComplaintActionButton = ({ action, permission, call, color, offered, successArgs, disabled = false }: ComplaintActionButtonProps) => {
  const record = useRecordContext<Complaint>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useAccess('service/complaints', permission);
  const { mutate, isPending } = useMutation({
    mutationFn: (id: Identifier) => call(dataProvider, id),
    onSuccess: ({ data }, id) => {
      notify(`complaints.actions.${action}.success`, { type: 'success', messageArgs: { id, ...successArgs?.(data) } });
      refresh();
    },
    onError: (error, id) => notify(`complaints.actions.${action}.failure`, { type: 'error', messageArgs: { id, message: errorText(error) } }),
  });
  if (!record || !canAccess || (offered && !offered(record))) return null;
  return (
    <RowActionButton
      label={translate(`complaints.actions.${action}.label`)}
      color={color}
      busy={isPending}
      disabled={disabled}
      onClick={() => mutate(record.id)}
    />
  );
};
