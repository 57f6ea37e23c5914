import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CommissionReportFilter } from '../../domain/commissionReport';
import { fetchAllCommissionRows } from './fetchAllCommissionRows';

/**
 * All rows of the current filter (not just the page on screen), for the totals per vendor. The
 * key starts with the resource name, so react-admin's refresh reloads it with the list.
 */
export const useAllCommissionRows = (filter: CommissionReportFilter, enabled = true) => {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['reports/commissions', 'allRows', filter],
    queryFn: () => fetchAllCommissionRows(dataProvider, filter),
    enabled,
  });
};
