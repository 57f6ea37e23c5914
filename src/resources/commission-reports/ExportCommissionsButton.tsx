import { useMutation } from '@tanstack/react-query';
import { Button, CircularProgress } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { commissionReportCsv, commissionReportFileName, type CommissionReportFilter } from '../../domain/commissionReport';
import { errorText } from '../../ui/errorText';
import { downloadCsv } from '../../ui/exporters';
import { fetchAllCommissionRows } from './fetchAllCommissionRows';

export interface ExportCommissionsButtonProps {
  filter: CommissionReportFilter;
  /** After a failed load only sample rows are on screen: there is nothing real to export. */
  disabled?: boolean;
}

/**
 * 'Export CSV': fetches every row of the current filter (100 a page), builds the spec's CSV
 * (domain/commissionReport.ts) and saves it as commission-report-<today>.csv.
 */
export const ExportCommissionsButton = ({ filter, disabled = false }: ExportCommissionsButtonProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { mutate, isPending } = useMutation({
    mutationFn: async () => {
      const rows = await fetchAllCommissionRows(dataProvider, filter);
      if (rows.length === 0) return { rows: 0, fileName: null };
      const fileName = commissionReportFileName(new Date());
      downloadCsv(commissionReportCsv(rows), fileName);
      return { rows: rows.length, fileName };
    },
    onSuccess: ({ rows, fileName }) => {
      if (fileName) notify('commissionReports.export.success', { type: 'success', messageArgs: { smart_count: rows, fileName } });
      else notify('commissionReports.empty', { type: 'info' });
    },
    onError: (error) => notify('commissionReports.export.failure', { type: 'error', messageArgs: { message: errorText(error, translate) } }),
  });
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => mutate()}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      startIcon={isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FileDownloadIcon aria-hidden />}
    >
      {translate('commissionReports.export.label')}
    </Button>
  );
};
