import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { fetchRelatedRecords, useDataProvider, useListContext, useNotify, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { errorText } from '../errorText';
import { exportFileName } from './exportColumns';
import { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, exportRecords } from './exportRecords';
import { useHiddenColumns, useListTools } from './ListToolsContext';

/** The export's columns: the screen's, less those the user hid with the Columns button. */
export const useExportColumns = () => {
  const tools = useListTools();
  const hidden = useHiddenColumns();
  const columns = tools?.exportColumns;
  return columns ? columns.filter((column) => !hidden.includes(column.source)) : undefined;
};

/**
 * One export of the list (all its rows, or the selected ones): `run` gets the records with
 * `recordsOf`, saves them in the list's export columns as <resource>-<today><suffix>.csv and says how
 * many, or why not; `busy` while it runs.
 */
export const useListExport = (recordsOf: (dataProvider: DataProvider) => Promise<RaRecord[]>, fileSuffix = '') => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { resource } = useListContext();
  const columns = useExportColumns();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const records = await recordsOf(dataProvider);
      await exportRecords({ records, columns, translate, fetchRelated: fetchRelatedRecords(dataProvider), fileName: exportFileName(resource, new Date(), fileSuffix) });
      notify('ui.listTools.export.done', { type: 'success', messageArgs: { smart_count: records.length } });
    } catch (error) {
      notify('ui.listTools.export.failure', { type: 'error', messageArgs: { message: errorText(error, translate) } });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run: () => void run() };
};

/**
 * 'Export CSV': every row of the current filters and sort, all pages (asked for
 * EXPORT_PAGE_SIZE at a time, as react-admin's ExportButton would in one call the API caps),
 * saved as <resource>-<today>.csv through the one exporter (exportRecords). Disabled while the
 * list is loading or empty.
 */
export const ExportListButton = () => {
  const translate = useTranslate();
  const { resource, filterValues, sort, total, isPending } = useListContext();
  const { busy, run } = useListExport(async (dataProvider) => {
    const records: RaRecord[] = [];
    for (let page = 1; records.length < EXPORT_MAX_ROWS; page += 1) {
      const answer = await dataProvider.getList(resource, { filter: filterValues, sort, pagination: { page, perPage: EXPORT_PAGE_SIZE } });
      records.push(...answer.data);
      if (answer.data.length < EXPORT_PAGE_SIZE || (answer.total !== undefined && records.length >= answer.total)) break;
    }
    return records;
  });
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={busy || isPending || !total} onClick={run}>
      {translate('ui.listTools.export.label')}
    </Button>
  );
};
