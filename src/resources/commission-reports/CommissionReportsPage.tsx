import { useId, useMemo } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enIN, hi } from 'date-fns/locale';
import {
  FilterLiveForm,
  ListBase,
  ListContextProvider,
  Title,
  useList,
  useListContext,
  useLocaleState,
  useTranslate,
  type GetListResult,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { normaliseCommissionRow } from '../../domain/commissionReport';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { CommissionReportsTable } from './CommissionReportsTable';
import { ExportCommissionsButton } from './ExportCommissionsButton';
import { VendorTotals } from './VendorTotals';
import { commissionReportFilters } from './commissionReportFilters';
import { reportFilterOf } from './fetchAllCommissionRows';
import { SAMPLE_COMMISSIONS } from './sampleCommissions';
import { useAllCommissionRows } from './useAllCommissionRows';

const LIST_QUERY_OPTIONS = {
  // The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
  onError: () => undefined,
  // Servers name the fields differently (spec part 2, section 3): the table reads one shape.
  select: (result: GetListResult) => ({ ...result, data: result.data.map((raw, i) => normaliseCommissionRow(raw, i)) }),
};

/** After a failed load: the built-in sample rows and their totals, under the sample banner. */
const SampleCommissions = () => {
  const sampleList = useList({ data: SAMPLE_COMMISSIONS, resource: 'reports/commissions' });
  return (
    <ListContextProvider value={sampleList}>
      <CommissionReportsTable />
      <VendorTotals rows={SAMPLE_COMMISSIONS} />
    </ListContextProvider>
  );
};

const CommissionReportsView = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { error, refetch, filterValues, total } = useListContext();
  const filter = useMemo(() => reportFilterOf(filterValues ?? {}), [filterValues]);
  // Totals cover every filtered row, not just this page; not asked for while the list itself fails.
  const allRows = useAllCommissionRows(filter, !error);
  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2} useFlexGap flexWrap="wrap">
        <Typography id={headingId} component="h2" variant="h6">
          {translate('commissionReports.list.title')}
        </Typography>
        <ExportCommissionsButton filter={filter} disabled={Boolean(error) || total === 0} />
      </Stack>
      <FilterLiveForm debounce={false}>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
          {commissionReportFilters}
        </Stack>
      </FilterLiveForm>
      {error ? (
        <>
          <ErrorAlert
            title={translate('commissionReports.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          <SampleDataBanner />
          <SampleCommissions />
        </>
      ) : (
        <>
          <CommissionReportsTable />
          <PrevNextPagination />
          <VendorTotals rows={allRows.data} isPending={allRows.isPending} error={allRows.error} />
        </>
      )}
    </Stack>
  );
};

/**
 * /admin/reports/commissions: commission rows filtered by status and a day range, paged, with
 * totals per vendor and a CSV export of every filtered row (spec part 2, sections 2-4, 7-9;
 * DESIGN sections 5 and 9).
 */
const CommissionReportsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const headingId = useId();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale === 'hi' ? hi : enIN}>
      <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
        <Title title={translate('commissionReports.title')} />
        <Card component="section" aria-labelledby={headingId}>
          <CardContent>
            {/* The route guard has checked 'commission-reports'; 'reports/commissions' is only the dataProvider's name. */}
            <ListBase resource="reports/commissions" perPage={DEFAULT_PAGE_SIZE} queryOptions={LIST_QUERY_OPTIONS} disableAuthentication>
              <CommissionReportsView headingId={headingId} />
            </ListBase>
          </CardContent>
        </Card>
      </Box>
    </LocalizationProvider>
  );
};

export default CommissionReportsPage;
