import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate } from 'react-admin';
import { selectedRecords } from './selectedRecords';
import { useListExport } from './ExportListButton';

/**
 * 'Export selected' in the bulk bar: the selected rows only, in the list's export columns. Rows
 * selected on another page than the one shown are fetched by id (getMany).
 */
export const BulkExportButton = () => {
  const translate = useTranslate();
  const { resource, data = [], selectedIds } = useListContext();
  const { busy, run } = useListExport((dataProvider) => selectedRecords(dataProvider, resource, data, selectedIds), '-selected');
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={busy} onClick={run}>
      {translate('ui.listTools.export.selected')}
    </Button>
  );
};
