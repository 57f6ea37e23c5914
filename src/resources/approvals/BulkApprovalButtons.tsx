import type { RaRecord } from 'react-admin';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { BulkCallButton } from '../../ui/list-tools/BulkCallButton';
import { BulkExportButton } from '../../ui/list-tools/BulkExportButton';
import { canDecideApproval } from '../../domain/approvals';

/** Only a pending approval is decided (issue 28): a decided one selected is skipped and counted. */
const decidable = (r: RaRecord) => canDecideApproval(String(r.status));

/** The bulk bar of the approvals: approve, reject (pending ones; the server refuses a decided one), export the selected. */
export const ApprovalBulkActions = () => (
  <>
    <BulkCallButton
      label="approvals.bulk.approve"
      confirm="approvals.bulk.approveConfirm"
      icon={<CheckCircleOutlineIcon />}
      color="success"
      offered={decidable}
      call={(dp, r) => dp.decideApproval(r.id, 'approve')}
    />
    <BulkCallButton
      label="approvals.bulk.reject"
      confirm="approvals.bulk.rejectConfirm"
      icon={<HighlightOffIcon />}
      color="error"
      offered={decidable}
      call={(dp, r) => dp.decideApproval(r.id, 'reject')}
    />
    <BulkExportButton />
  </>
);
