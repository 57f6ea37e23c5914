import { DataTable, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { ReferenceName } from '../../ui/ReferenceName';
import { Money } from '../../ui/Money';
import { StatusBadge } from '../../ui/StatusBadge';
import { SpareRequestRowActions } from './SpareRequestRowActions';
import type { SpareRequest } from './types';
import { WIDE_TABLE_SX } from '../../ui/tableSx';
import { useTableStoreKey } from '../../ui/list-tools/ListToolsContext';
import { SpareRequestBulkActions } from './BulkSpareRequestButtons';

const Column = DataTable.Col<SpareRequest>;

/**
 * The spare requests table, reading the surrounding ListContext: the live list, the overdue view,
 * or the sample list after a failed load (then `sample` disables every row action).
 */
export const SpareRequestsTable = ({ sample = false }: { sample?: boolean }) => {
  const translate = useTranslate();
  const storeKey = useTableStoreKey();
  return (
    <DataTable<SpareRequest>
      // Row selection and the bulk bar on the live rows (issue 16 scope 4); the columns are the user's own.
      bulkActionButtons={sample ? false : <SpareRequestBulkActions />}
      storeKey={storeKey}
      rowClick={false}
      // Status, total and created sort on the server (`sort`/`order`, docs/api.md); the sample rows do not.
      empty={<EmptyState text={translate('spareRequests.empty')} />}
      sx={WIDE_TABLE_SX}
    >
      <Column source="id" label="spareRequests.columns.id" disableSort />
      <Column source="bookingId" label="spareRequests.columns.booking" disableSort render={() => <ReferenceName source="bookingId" reference="service/bookings" />} />
      <Column
        source="status"
        label="spareRequests.columns.status"
        disableSort={sample}
        render={(r) => <StatusBadge status={r.status} label={translate(`spareRequests.status.${r.status}`, { _: r.status })} />}
      />
      <Column source="requestedItems" label="spareRequests.columns.items" disableSort render={(r) => r.requestedItems?.length ?? 0} />
      <Column
        source="totalEstimatedCost"
        label="spareRequests.columns.totalEstimatedCost"
        disableSort={sample}
        render={(r) => <Money value={r.totalEstimatedCost} />}
      />
      <Column source="requestedBy" label="spareRequests.columns.requestedBy" disableSort render={() => <ReferenceName source="requestedBy" reference="users" />} />
      <Column source="createdAt" label="spareRequests.columns.created" disableSort={sample} render={(r) => <DateText value={r.createdAt} />} />
      <Column label="spareRequests.columns.actions" disableSort render={() => <SpareRequestRowActions disabled={sample} />} />
    </DataTable>
  );
};
