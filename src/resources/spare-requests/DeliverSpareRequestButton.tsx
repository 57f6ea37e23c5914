import { useState } from 'react';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslate } from 'react-admin';
import { canDeliverSpareRequest } from '../../domain/spares';
import { DecisionNotesField, SpareRequestDecisionButton } from './SpareRequestDecisionButton';
import type { SpareRequestActionProps } from './types';

const DELIVERED = 'delivered';

/** Delivered (only for an approved request): notes, then PUT /api/spare-requests/{id} {status: 'delivered', notes}. */
export const DeliverSpareRequestButton = ({ disabled = false }: SpareRequestActionProps) => {
  const translate = useTranslate();
  const [notes, setNotes] = useState('');
  return (
    <SpareRequestDecisionButton<string, string>
      decision="deliver"
      draft={{ value: notes, restore: setNotes }}
      // The status as the spec's texts name it ('delivered'), in the console's language.
      extraArgs={{ status: translate(`spareRequests.filters.${DELIVERED}`) }}
      icon={<LocalShippingOutlinedIcon />}
      disabled={(record) => disabled || !canDeliverSpareRequest(record.status)}
      onOpen={() => setNotes('')}
      toBody={() => notes.trim()}
      mutation={(dataProvider, record, text) => dataProvider.setSpareRequestStatus(record.id, DELIVERED, text)}
    >
      <DecisionNotesField label="spareRequests.fields.deliveryNotes" value={notes} onChange={setNotes} />
    </SpareRequestDecisionButton>
  );
};
