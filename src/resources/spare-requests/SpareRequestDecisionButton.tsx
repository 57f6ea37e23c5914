import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MutationDialogButton, type MutationDialogButtonProps } from '../../ui/MutationDialogButton';
import { useReplaceSpareRequestRow } from './useReplaceSpareRequestRow';
import type { SpareRequest } from './types';

type Decision = 'approve' | 'reject' | 'deliver';

export type SpareRequestDecisionButtonProps<B, D = unknown> = Omit<
  MutationDialogButtonProps<SpareRequest, B, D>,
  'access' | 'texts' | 'args' | 'successArgs' | 'onSuccess'
> & {
  /** Its texts under `spareRequests.actions.<decision>`: label, title, confirm, success and failure. */
  decision: Decision;
  /** More placeholders of its texts, besides the request's id. */
  extraArgs?: Record<string, unknown>;
};

/**
 * Approve, Reject and Delivered: a few fields in a dialog, then one PUT /api/spare-requests/{id}.
 * A refusal keeps the dialog open with what was typed and the server's message; the answer
 * replaces the row in place (spec: "After success the row status is updated locally").
 */
export const SpareRequestDecisionButton = <B, D = unknown>({ decision, extraArgs, ...props }: SpareRequestDecisionButtonProps<B, D>) => {
  const replaceRow = useReplaceSpareRequestRow();
  const key = `spareRequests.actions.${decision}`;
  return (
    <MutationDialogButton<SpareRequest, B, D>
      access={{ resource: 'spares/requests', action: 'edit' }}
      texts={{
        label: `${key}.label`,
        title: `${key}.title`,
        confirm: `${key}.confirm`,
        cancel: 'spareRequests.actions.cancel',
        success: `${key}.success`,
        failure: `${key}.failure`,
      }}
      args={(record) => ({ id: record.id, ...extraArgs })}
      successArgs={(answer, record) => ({ id: answer?.id ?? record.id, ...extraArgs })}
      onSuccess={(answer) => replaceRow(answer)}
      {...props}
    />
  );
};

/** The notes asked by each decision. */
export const DecisionNotesField = ({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) => {
  const translate = useTranslate();
  return (
    <TextField
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
      fullWidth
      autoFocus
    />
  );
};
