import { useState } from 'react';
import { DialogContentText, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useCanAccess, useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { RowActionButton } from '../../ui/RowActionButton';
import type { CommissionRule, RuleActionProps } from './types';

/**
 * DELETE /v1/commission-rules/{id}, after a confirmation (spec part 2, section 5). Success says
 * 'Commission rule #id deleted'; a refusal shows 'Failed to delete commission rule' and the
 * server's message in the dialog.
 */
export const DeleteCommissionRuleButton = ({ disabled = false }: RuleActionProps) => {
  const record = useRecordContext<CommissionRule>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'finance/commissions', action: 'delete' });
  const [deleteOne, { isPending }] = useDelete<CommissionRule>();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (!record || !canAccess) return null;

  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      await deleteOne('finance/commissions', { id: record.id, previousData: record }, { returnPromise: true });
    } catch (error) {
      setFailure(error);
      return;
    }
    setOpen(false);
    notify('commissionRules.delete.success', { type: 'success', messageArgs: { id: record.id } });
    refresh();
  };

  return (
    <>
      <RowActionButton
        label={translate('commissionRules.actions.delete')}
        icon={<DeleteIcon />}
        color="error"
        disabled={disabled}
        busy={isPending}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={isPending}
        title="commissionRules.delete.title"
        titleTranslateOptions={{ id: record.id }}
        content={
          <Stack spacing={2}>
            <DialogContentText>{translate('commissionRules.delete.question', { id: record.id })}</DialogContentText>
            {failure ? <ErrorAlert title={translate('commissionRules.delete.failure')} error={failure} /> : null}
          </Stack>
        }
        confirm="commissionRules.delete.confirm"
        cancel="commissionRules.actions.cancel"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
};
