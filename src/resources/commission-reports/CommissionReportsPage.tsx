import { useMemo } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { dateFnsLocale } from '../../i18n/dateFnsLocale';
import { useListContext, useLocaleState, type GetListResult } from 'react-admin';
import { normaliseCommissionRow } from '../../domain/commissionReport';
import { ListCard } from '../../ui/ListCard';
import { CommissionReportsTable } from './CommissionReportsTable';
import { ExportCommissionsButton } from './ExportCommissionsButton';
import { VendorTotals } from './VendorTotals';
import { commissionReportFilters } from './commissionReportFilters';
import { reportFilterOf } from './fetchAllCommissionRows';
import { SAMPLE_COMMISSIONS } from './sampleCommissions';
import { useAllCommissionRows } from './useAllCommissionRows';
import { ScreenPage } from '../../ui/ScreenPage';

const NORMALISED_ROWS = {
  // Servers name the fields differently (spec part 2, section 3): the table reads one shape.
  select: (result: GetListResult) => ({ ...result, data: result.data.map((raw, i) => normaliseCommissionRow(raw, i)) }),
};

/** The report's filter as the export and the totals send it, from the list's filter values. */
const useReportFilter = () => {
  const { filterValues } = useListContext();
  return useMemo(() => reportFilterOf(filterValues ?? {}), [filterValues]);
};

/** 'Export CSV' beside the heading: nothing real to export after a failed load or on an empty list. */
const ExportFilteredCommissions = () => {
  const { error, total } = useListContext();
  return <ExportCommissionsButton filter={useReportFilter()} disabled={Boolean(error) || total === 0} />;
};

/** Under the live rows: totals over every filtered row, not just this page (never asked while the list fails). */
const FilteredVendorTotals = () => {
  const allRows = useAllCommissionRows(useReportFilter());
  return <VendorTotals rows={allRows.data} isPending={allRows.isPending} error={allRows.error} />;
};

/** After a failed load: the built-in sample rows and their totals, under the sample banner. */
const SAMPLE_TABLE = (
  <>
    <CommissionReportsTable />
    <VendorTotals rows={SAMPLE_COMMISSIONS} />
  </>
);

/**
 * /admin/reports/commissions: commission rows filtered by status and a day range, paged, with
 * totals per vendor and a CSV export of every filtered row (spec part 2, sections 2-4, 7-9;
 * docs/architecture.md, "Paths the spec leaves open"; README, "Deliberate departures from the spec").
 */
const CommissionReportsPage = () => {
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale(locale)}>
      <ScreenPage title="commissionReports.title">
        {/* The route guard has checked 'commission-reports'; 'reports/commissions' is only the dataProvider's name. */}
        <ListCard
          // Its own Export CSV (the columns the report needs) instead of the lists' one.
          tools={{ exportColumns: false }}
          resource="reports/commissions"
          disableAuthentication
          queryOptions={NORMALISED_ROWS}
          heading="commissionReports.list.title"
          headingAction={<ExportFilteredCommissions />}
          filters={commissionReportFilters}
          loadFailure="commissionReports.loadFailure"
          table={<CommissionReportsTable />}
          footer={<FilteredVendorTotals />}
          sampleData={SAMPLE_COMMISSIONS}
          sampleTable={SAMPLE_TABLE}
        />
      </ScreenPage>
    </LocalizationProvider>
  );
};

export default CommissionReportsPage;
