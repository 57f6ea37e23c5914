import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { fetchRelatedRecords, useDataProvider, useListContext, useNotify, useTranslate, } from 'react-admin';
import { errorText } from '../errorText';
import { exportFileName } from './exportColumns';
import { exportRecords } from './exportRecords';
import { selectedRecords } from './selectedRecords';
import { useExportColumns } from './ExportListButton';

/**
 * 'Export selected' in the bulk bar: the selected rows only, in the list's export columns. Rows
 * selected on another page than the one shown are fetched by id (getMany).
 */
export const BulkExportButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { resource, data = [], selectedIds } = useListContext();
  const columns = useExportColumns();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const records = await selectedRecords(dataProvider, resource, data, selectedIds);
      await exportRecords({ records, columns, translate, fetchRelated: fetchRelatedRecords(dataProvider), fileName: exportFileName(resource, new Date(), '-selected') });
      notify('ui.listTools.export.done', { type: 'success', messageArgs: { smart_count: records.length } });
    } catch (error) {
      notify('ui.listTools.export.failure', { type: 'error', messageArgs: { message: errorText(error, translate) } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void run()}>
      {translate('ui.listTools.export.selected')}
    </Button>
  );
};
