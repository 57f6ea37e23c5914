import type { DataProvider } from 'react-admin';
import {
  filterCommissionRows,
  normaliseCommissionRow,
  type CommissionReportFilter,
  type CommissionReportRow,
} from '../../domain/commissionReport';

/** Rows asked for per request when every row is needed (export, totals). */
export const ALL_ROWS_PAGE_SIZE = 100;
/** A server that never reports a total and always fills its pages cannot keep us looping forever. */
const MAX_PAGES = 500;

/** Only the filters the commissions call knows, without empty ones. */
export const reportFilterOf = (values: Record<string, unknown>): CommissionReportFilter => {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return { status: text(values.status), dateFrom: text(values.dateFrom), dateTo: text(values.dateTo) };
};

/**
 * Every row matching `filter`: GET /api/commissions page by page (100 a page) until the total is
 * reached or a page comes back short, read through the normaliser. The status and day range are
 * applied again on the client (whole end day included), so the result is right even from a
 * server that ignores them.
 */
export const fetchAllCommissionRows = async (
  dataProvider: DataProvider,
  filter: CommissionReportFilter,
): Promise<CommissionReportRow[]> => {
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  const rows: CommissionReportRow[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data, total } = await dataProvider.getList('reports/commissions', {
      pagination: { page, perPage: ALL_ROWS_PAGE_SIZE },
      sort: { field: 'id', order: 'DESC' },
      filter: query,
    });
    const offset = rows.length;
    rows.push(...data.map((raw, i) => normaliseCommissionRow(raw, offset + i)));
    const done = data.length < ALL_ROWS_PAGE_SIZE || (typeof total === 'number' && rows.length >= total);
    if (done) break;
  }
  return filterCommissionRows(rows, filter);
};
