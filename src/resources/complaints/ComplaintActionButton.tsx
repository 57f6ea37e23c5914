import type { Identifier, RaRecord } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { MutationButton } from '../../ui/MutationButton';
import type { RowActionColor } from '../../ui/RowActionButton';
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
 * the server's answer refreshes the list, a refusal is shown with its message
 * (README, "Deliberate departures from the spec").
 */
export const ComplaintActionButton = ({ action, permission, call, color, offered, successArgs, disabled = false }: ComplaintActionButtonProps) => {
  // Read from the stored session when it knows: the row's buttons render in the same pass.
  const { canAccess } = useAccess('service/complaints', permission);
  return (
    <MutationButton<Complaint>
      access={{ resource: 'service/complaints', action: permission }}
      allowed={canAccess}
      label={`complaints.actions.${action}.label`}
      success={`complaints.actions.${action}.success`}
      failure={`complaints.actions.${action}.failure`}
      color={color}
      args={(complaint) => ({ id: complaint.id })}
      successArgs={successArgs}
      mutation={(dataProvider, complaint) => call(dataProvider, complaint.id)}
      hidden={offered ? (complaint) => !offered(complaint) : undefined}
      disabled={disabled}
    />
  );
};
