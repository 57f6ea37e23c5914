import { useMutation } from '@tanstack/react-query';
import { Button, CircularProgress, Tooltip } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useDataProvider, useListContext, useNotify, useTranslate, type DataProvider, type RaRecord } from 'react-admin';
import { gstr1Csv } from '../../domain/invoiceGstr1';
import { errorText } from '../../ui/errorText';
import { downloadCsv } from '../../ui/exporters';
import { exportFileName } from '../../ui/list-tools/exportColumns';
import { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE } from '../../ui/list-tools/exportRecords';
import type { Invoice } from './types';

/**
 * Every invoice of the warehouse, whatever the list's status filter: GSTR-1 reports every issued tax
 * invoice, paid or not (the builder leaves out drafts, service notes and cancelled ones). Oldest first,
 * EXPORT_PAGE_SIZE a call.
 */
const fetchAllInvoices = async (dataProvider: DataProvider, resource: string): Promise<Invoice[]> => {
  const records: RaRecord[] = [];
  for (let page = 1; records.length < EXPORT_MAX_ROWS; page += 1) {
    const answer = await dataProvider.getList(resource, { filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page, perPage: EXPORT_PAGE_SIZE } });
    records.push(...answer.data);
    if (answer.data.length < EXPORT_PAGE_SIZE || (answer.total !== undefined && records.length >= answer.total)) break;
  }
  return records as Invoice[];
};

/**
 * 'GSTR-1 CSV' beside the invoice list's heading (issue 27): one row per tax invoice and GST rate with
 * the recipient's GSTIN, place of supply, taxable value, IGST / CGST / SGST, cess and HSN/SAC
 * (src/domain/invoiceGstr1.ts; papaparse loaded on the click), saved as
 * invoices-gstr1-<today>.csv; the notice counts the invoices and what was left out. Disabled after a
 * failed load (only sample rows are on screen).
 */
export const Gstr1ExportButton = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { resource, error, isPending: loading } = useListContext();
  const { mutate, isPending } = useMutation({
    mutationFn: async () => {
      // The CSV writer (papaparse) is loaded on the click, as every list's export does.
      const [invoices, { toCsv }] = await Promise.all([fetchAllInvoices(dataProvider, resource), import('../../domain/csv')]);
      const result = gstr1Csv(invoices, toCsv);
      downloadCsv(result.csv, exportFileName(resource, new Date(), '-gstr1'));
      return result;
    },
    onSuccess: ({ invoices, rows, leftOut }) =>
      notify('invoices.gstr1.done', {
        type: 'success',
        messageArgs: { smart_count: invoices, rows: rows.length, drafts: leftOut.drafts, notes: leftOut.serviceNotes, cancelled: leftOut.cancelled },
      }),
    onError: (failure) => notify('invoices.gstr1.failure', { type: 'error', messageArgs: { message: errorText(failure, translate) } }),
  });
  return (
    <Tooltip describeChild title={translate('invoices.gstr1.hint')}>
      <span>
        <Button
          variant="outlined"
          size="small"
          onClick={() => mutate()}
          disabled={Boolean(error) || loading || isPending}
          aria-busy={isPending || undefined}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadIcon aria-hidden />}
        >
          {translate('invoices.gstr1.label')}
        </Button>
      </span>
    </Tooltip>
  );
};
