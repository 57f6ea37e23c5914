import { useState } from 'react';
import { Box, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { RowActionButton } from '../../ui/RowActionButton';
import { errorText } from '../../ui/errorText';
import type { LowStockItem } from './types';

/** Empty means "no value" (the update is skipped); anything else must be a whole number of 0 or more. */
const parseThreshold = (text: string): { value: number | null; valid: boolean } => {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, valid: true };
  const n = Number(trimmed);
  return Number.isInteger(n) && n >= 0 ? { value: n, valid: true } : { value: null, valid: false };
};

export interface ThresholdEditorProps {
  record: LowStockItem;
  /** True for sample rows after a failed load: nothing may be sent for them. */
  disabled?: boolean;
  /** Whether the role may change thresholds (canAccess inventory/edit, checked once by the page). */
  canEdit: boolean;
}

/**
 * The row's editable threshold: a number input (minimum 0) and Save, through
 * PUT /api/inventory/threshold/{productId}. An empty value is not sent (spec: "update skipped when
 * the value is null"). On success the list is refetched, so the row's status follows the new
 * threshold; on failure the row and the typed value stay and the error is shown.
 * The parent keys it by id and threshold, so a refetched threshold resets the input.
 */
export const ThresholdEditor = ({ record, disabled = false, canEdit }: ThresholdEditorProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState(String(record.stockThreshold ?? ''));
  const { value, valid } = parseThreshold(text);
  const { mutate, isPending } = useMutation({
    mutationFn: (threshold: number | null) => dataProvider.updateThreshold(record.productId, threshold),
    onSuccess: ({ data }, threshold) => {
      if (data === null) {
        notify('lowStock.threshold.skipped', { type: 'info', messageArgs: { name: record.name } });
        return;
      }
      notify('lowStock.threshold.success', { type: 'success', messageArgs: { name: record.name, value: threshold } });
      refresh();
    },
    onError: (error) => notify('lowStock.threshold.failure', { type: 'error', messageArgs: { message: errorText(error, translate) } }),
  });

  if (!canEdit) return <>{record.stockThreshold}</>;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !disabled && !isPending) mutate(value);
      }}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
    >
      <TextField
        type="number"
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={disabled}
        error={!valid}
        helperText={valid ? undefined : translate('lowStock.threshold.invalid')}
        sx={{ width: 110 }}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric', 'aria-label': translate('lowStock.threshold.inputLabel', { name: record.name }) } }}
      />
      <RowActionButton
        label={translate('lowStock.threshold.save')}
        icon={<SaveIcon />}
        busy={isPending}
        disabled={disabled || !valid}
        onClick={() => mutate(value)}
      />
    </Box>
  );
};
