import { useState } from 'react';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { canRejectSpareRequest } from '../../domain/spares';
import { DecisionNotesField, SpareRequestDecisionButton } from './SpareRequestDecisionButton';
import type { SpareRequestActionProps } from './types';

/** Reject: notes, then PUT /api/spare-requests/{id} {status: 'rejected', approvedBy: 1, approvalNotes}. */
export const RejectSpareRequestButton = ({ disabled = false }: SpareRequestActionProps) => {
  const [notes, setNotes] = useState('');
  return (
    <SpareRequestDecisionButton<string, string>
      decision="reject"
      draft={{ value: notes, restore: setNotes }}
      icon={<HighlightOffIcon />}
      color="error"
      confirmColor="error"
      disabled={(record) => disabled || !canRejectSpareRequest(record.status)}
      onOpen={() => setNotes('')}
      toBody={() => notes.trim()}
      mutation={(dataProvider, record, approvalNotes) => dataProvider.rejectSpareRequest(record.id, approvalNotes)}
    >
      <DecisionNotesField label="spareRequests.fields.approvalNotes" value={notes} onChange={setNotes} />
    </SpareRequestDecisionButton>
  );
};
