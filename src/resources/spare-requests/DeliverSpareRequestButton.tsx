import { useState } from 'react';
import { TextField } from '@mui/material';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { canDeliverSpareRequest } from '../../domain/spares';
import { RowActionButton } from '../../ui/RowActionButton';
import { SpareRequestDecisionDialog } from './SpareRequestDecisionDialog';
import { useReplaceSpareRequestRow } from './useReplaceSpareRequestRow';
import type { SpareRequest, SpareRequestActionProps } from './types';

const DELIVERED = 'delivered';

/** Delivered (only for an approved request): notes, then PUT /api/spare-requests/{id} {status: 'delivered', notes}. */
export const DeliverSpareRequestButton = ({ disabled = false }: SpareRequestActionProps) => {
  const record = useRecordContext<SpareRequest>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const replaceRow = useReplaceSpareRequestRow();
  const { canAccess } = useCanAccess({ resource: 'spares/requests', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState('');
  // The status as the spec's texts name it ('delivered'), in the console's language.
  const statusText = translate(`spareRequests.filters.${DELIVERED}`);
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (text: string) => dataProvider.setSpareRequestStatus(record!.id, DELIVERED, text),
    onSuccess: ({ data }) => {
      replaceRow(data);
      setOpen(false);
      notify('spareRequests.actions.deliver.success', { type: 'success', messageArgs: { id: data.id ?? record?.id, status: statusText } });
    },
  });
  if (!record || !canAccess) return null;

  const openDialog = () => {
    reset();
    setNotes('');
    setOpen(true);
  };

  return (
    <>
      <RowActionButton
        label={translate('spareRequests.actions.deliver.label')}
        icon={<LocalShippingOutlinedIcon />}
        busy={isPending}
        disabled={disabled || !canDeliverSpareRequest(record.status)}
        onClick={openDialog}
      />
      <SpareRequestDecisionDialog
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={() => mutate(notes.trim())}
        title={translate('spareRequests.actions.deliver.title', { id: record.id })}
        confirmLabel={translate('spareRequests.actions.deliver.confirm')}
        busy={isPending}
        failureTitle={translate('spareRequests.actions.deliver.failure', { status: statusText })}
        failure={error}
      >
        <TextField
          label={translate('spareRequests.fields.deliveryNotes')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          autoFocus
        />
      </SpareRequestDecisionDialog>
    </>
  );
};
