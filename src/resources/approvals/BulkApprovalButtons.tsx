import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { BulkCallButton } from '../../ui/list-tools/BulkCallButton';
import { BulkExportButton } from '../../ui/list-tools/BulkExportButton';

/** The bulk bar of the approvals: approve, reject (the server refuses a decided one), export the selected. */
export const ApprovalBulkActions = () => (
  <>
    <BulkCallButton
      label="approvals.bulk.approve"
      confirm="approvals.bulk.approveConfirm"
      icon={<CheckCircleOutlineIcon />}
      color="success"
      call={(dp, r) => dp.decideApproval(r.id, 'approve')}
    />
    <BulkCallButton
      label="approvals.bulk.reject"
      confirm="approvals.bulk.rejectConfirm"
      icon={<HighlightOffIcon />}
      color="error"
      call={(dp, r) => dp.decideApproval(r.id, 'reject')}
    />
    <BulkExportButton />
  </>
);
