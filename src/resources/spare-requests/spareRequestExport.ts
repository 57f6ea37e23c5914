import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';

/** The spare requests list's tools: its columns in the export (names for ids, words for codes), Columns and Saved views. */
export const SPARE_REQUEST_LIST_TOOLS: ListToolsOptions = {
  exportColumns: [
    { source: 'id', label: 'spareRequests.columns.id' },
    { source: 'bookingId', label: 'spareRequests.columns.booking', reference: 'service/bookings' },
    { source: 'status', label: 'spareRequests.columns.status', translateAs: 'spareRequests.status' },
    { source: 'requestedItems', label: 'spareRequests.columns.items', value: (r) => (Array.isArray(r.requestedItems) ? r.requestedItems.length : 0) },
    { source: 'totalEstimatedCost', label: 'spareRequests.columns.totalEstimatedCost', kind: 'money' },
    { source: 'requestedBy', label: 'spareRequests.columns.requestedBy', reference: 'users' },
    { source: 'createdAt', label: 'spareRequests.columns.created', kind: 'date' },
  ],
};
