import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { ServiceDeskDataProvider } from '../../providers/dataProvider';
import { errorText } from '../errorText';
import { selectedRecords } from './selectedRecords';

export interface BulkCallButtonProps {
  /** Translation key of the button and the dialog's title. */
  label: string;
  icon: ReactElement;
  color?: 'primary' | 'success' | 'error';
  /** Translation key of the dialog's question, with %{smart_count} the number selected. */
  confirm: string;
  /** The call for one selected row (the same call as the row's own button). */
  call: (dataProvider: ServiceDeskDataProvider, record: RaRecord) => Promise<unknown>;
  /** Whether a row may take the action now; the others are skipped and counted. */
  offered?: (record: RaRecord) => boolean;
  /** Inputs of the dialog (a vendor picker); `ready` false keeps Confirm disabled. */
  children?: ReactNode;
  ready?: boolean;
  /** Before the dialog opens (reset the inputs). */
  onOpen?: () => void;
}

/**
 * A bulk action of the list's bulk bar: a dialog names the count, then one call per selected row,
 * one after the other (the server checks each, as for the row's own button). The result is one
 * notice (how many were done, and the first refusal), the selection is cleared and the list
 * reloaded (with the app bar's counts).
 */
export const BulkCallButton = ({ label, icon, color = 'primary', confirm, call, offered, children, ready = true, onOpen }: BulkCallButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ServiceDeskDataProvider>();
  const { resource, data = [], selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const action = translate(label);
  const run = async () => {
    setBusy(true);
    let done = 0;
    let reason: string | null = null;
    let total = selectedIds.length;
    try {
      const records = await selectedRecords(dataProvider, resource, data, selectedIds);
      total = records.length;
      for (const record of records) {
        if (offered && !offered(record)) {
          reason ??= translate('ui.listTools.bulk.notOffered', { id: record.id });
          continue;
        }
        try {
          await call(dataProvider, record);
          done += 1;
        } catch (error) {
          reason ??= `#${record.id}: ${errorText(error, translate)}`;
        }
      }
    } catch (error) {
      reason ??= errorText(error, translate);
    }
    setBusy(false);
    setOpen(false);
    if (reason === null) notify('ui.listTools.bulk.done', { type: 'success', messageArgs: { action, done, total } });
    else notify('ui.listTools.bulk.partial', { type: done ? 'warning' : 'error', messageArgs: { action, done, total, reason } });
    onUnselectItems();
    refresh();
  };
  return (
    <>
      <Button
        size="small"
        color={color}
        startIcon={icon}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {action}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={`bulk-${label}`} fullWidth maxWidth="xs">
        <DialogTitle id={`bulk-${label}`}>{action}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{translate(confirm, { smart_count: selectedIds.length })}</DialogContentText>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" color={color} disabled={busy || !ready} onClick={() => void run()}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
