import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { canApproveSpareRequest, canRejectSpareRequest } from '../../domain/spares';
import { BulkCallButton } from '../../ui/list-tools/BulkCallButton';
import { BulkExportButton } from '../../ui/list-tools/BulkExportButton';

/** The bulk bar of the spare requests: approve (at the estimated cost), reject, export the selected. */
export const SpareRequestBulkActions = () => (
  <>
    <BulkCallButton
      label="spareRequests.bulk.approve"
      confirm="spareRequests.bulk.approveConfirm"
      icon={<CheckCircleOutlineIcon />}
      color="success"
      offered={(r) => canApproveSpareRequest(r.status)}
      call={(dp, r) => dp.approveSpareRequest(r.id, { approvalNotes: '', actualCost: Number(r.totalEstimatedCost) || 0 })}
    />
    <BulkCallButton
      label="spareRequests.bulk.reject"
      confirm="spareRequests.bulk.rejectConfirm"
      icon={<HighlightOffIcon />}
      color="error"
      offered={(r) => canRejectSpareRequest(r.status)}
      call={(dp, r) => dp.rejectSpareRequest(r.id, '')}
    />
    <BulkExportButton />
  </>
);
