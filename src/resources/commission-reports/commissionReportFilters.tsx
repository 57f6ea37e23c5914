import { COMMISSION_REPORT_STATUSES } from '../../domain/commissionReport';
import { choiceFilter } from '../../ui/selectFilters';
import { DayInput } from '../../ui/DayInput';

/**
 * Status: All, pending, approved, paid (spec part 2, section 4; the option texts are the raw
 * values, 'All' sends no status), and the From / To days sent as dateFrom / dateTo. The To day
 * counts as a whole day, on the server and in the export.
 */
export const commissionReportFilters = [
  choiceFilter('commissionReports', 'status', COMMISSION_REPORT_STATUSES),
  <DayInput key="dateFrom" source="dateFrom" label="commissionReports.filters.dateFrom" />,
  <DayInput key="dateTo" source="dateTo" label="commissionReports.filters.dateTo" />,
];
