import { COMMISSION_REPORT_STATUSES } from '../../domain/commissionReport';
import { SelectFilterInput } from '../../ui/SelectFilterInput';
import { ReportDayInput } from './ReportDayInput';

/**
 * Status: All, pending, approved, paid (spec part 2, section 4; the option texts are the raw
 * values, 'All' sends no status), and the From / To days sent as dateFrom / dateTo. The To day
 * counts as a whole day, on the server and in the export.
 */
export const commissionReportFilters = [
  <SelectFilterInput
    key="status"
    source="status"
    label="commissionReports.filters.status"
    allLabel="commissionReports.filters.all"
    choices={COMMISSION_REPORT_STATUSES.map((status) => ({ id: status, name: `commissionReports.filters.${status}` }))}
    alwaysOn
  />,
  <ReportDayInput key="dateFrom" source="dateFrom" label="commissionReports.filters.dateFrom" />,
  <ReportDayInput key="dateTo" source="dateTo" label="commissionReports.filters.dateTo" />,
];
