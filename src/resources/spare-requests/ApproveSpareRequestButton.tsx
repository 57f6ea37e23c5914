import { useState } from 'react';
import { TextField } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useTranslate } from 'react-admin';
import { canApproveSpareRequest } from '../../domain/spares';
import { DecisionNotesField, SpareRequestDecisionButton } from './SpareRequestDecisionButton';
import type { SpareRequest, SpareRequestActionProps } from './types';

/** A blank cost means "as estimated"; anything else must be an amount of 0 or more. */
const parseCost = (raw: string, estimated: number): number | null => {
  if (raw.trim() === '') return estimated;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/**
 * Approve: notes and actual cost, then PUT /api/spare-requests/{id} {status: 'approved',
 * approvedBy: 1, approvalNotes, actualCost} (the approver id is fixed, spec section 6).
 */
export const ApproveSpareRequestButton = ({ disabled = false }: SpareRequestActionProps) => {
  const translate = useTranslate();
  const [notes, setNotes] = useState('');
  const [cost, setCost] = useState('');
  const [costInvalid, setCostInvalid] = useState(false);
  const toBody = (record: SpareRequest) => {
    const actualCost = parseCost(cost, Number(record.totalEstimatedCost) || 0);
    setCostInvalid(actualCost === null);
    return actualCost === null ? null : { approvalNotes: notes.trim(), actualCost };
  };
  return (
    <SpareRequestDecisionButton<{ approvalNotes: string; actualCost: number }, { notes: string; cost: string }>
      decision="approve"
      draft={{
        value: { notes, cost },
        restore: (kept) => {
          setNotes(kept.notes);
          setCost(kept.cost);
        },
      }}
      icon={<CheckCircleOutlineIcon />}
      color="success"
      confirmColor="success"
      disabled={(record) => disabled || !canApproveSpareRequest(record.status)}
      onOpen={(record) => {
        setNotes('');
        setCost(String(record.totalEstimatedCost ?? ''));
        setCostInvalid(false);
      }}
      toBody={toBody}
      mutation={(dataProvider, record, body) => dataProvider.approveSpareRequest(record.id, body)}
    >
      <DecisionNotesField label="spareRequests.fields.approvalNotes" value={notes} onChange={setNotes} />
      <TextField
        label={translate('spareRequests.fields.actualCost')}
        type="number"
        value={cost}
        onChange={(event) => setCost(event.target.value)}
        error={costInvalid}
        helperText={translate(costInvalid ? 'spareRequests.actions.approve.costInvalid' : 'spareRequests.actions.approve.costHint')}
        slotProps={{ htmlInput: { step: 0.01, min: 0 } }}
        fullWidth
      />
    </SpareRequestDecisionButton>
  );
};
