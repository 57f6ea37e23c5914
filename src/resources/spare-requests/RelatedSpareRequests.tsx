import { DataTable, ReferenceManyField, useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { EmptyState } from '../../ui/EmptyState';
import { Money } from '../../ui/Money';
import { ReferenceName } from '../../ui/ReferenceName';
import { StatusBadge } from '../../ui/StatusBadge';
import type { SpareItem, SpareRequest } from './types';

/**
 * The spare requests of one complaint or one booking (a related list on their pages): items,
 * decision, cost, who asked and when; a row opens the request's page.
 */
export const RelatedSpareRequests = ({ target, emptyKey }: { target: 'complaintId' | 'bookingId'; emptyKey: string }) => {
  const translate = useTranslate();
  return (
    <ReferenceManyField reference="spares/requests" target={target} perPage={50} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable<SpareRequest> bulkActionButtons={false} rowClick="show" empty={<EmptyState text={translate(emptyKey)} />}>
        <DataTable.Col source="id" label="spareRequests.columns.id" disableSort />
        {target === 'bookingId' ? null : (
          <DataTable.Col source="bookingId" label="spareRequests.columns.booking" disableSort render={() => <ReferenceName source="bookingId" reference="service/bookings" />} />
        )}
        <DataTable.Col
          source="requestedItems"
          label="spareRequests.columns.items"
          disableSort
          render={(r) => r.requestedItems.map((i: SpareItem) => `${i.partName} × ${i.quantity}`).join(', ')}
        />
        <DataTable.Col
          source="status"
          label="spareRequests.columns.status"
          disableSort
          render={(r) => <StatusBadge status={r.status} label={translate(`spareRequests.status.${r.status}`, { _: r.status })} />}
        />
        <DataTable.Col source="totalEstimatedCost" label="spareRequests.columns.totalEstimatedCost" disableSort render={(r) => <Money value={r.totalEstimatedCost} />} />
        <DataTable.Col source="requestedBy" label="spareRequests.columns.requestedBy" disableSort render={() => <ReferenceName source="requestedBy" reference="users" />} />
        <DataTable.Col source="createdAt" label="spareRequests.columns.created" disableSort render={(r) => <DateText value={r.createdAt} />} />
      </DataTable>
    </ReferenceManyField>
  );
};
