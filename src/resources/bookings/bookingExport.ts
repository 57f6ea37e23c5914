import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';

/** The bookings list's tools: its columns in the export (names for ids, words for codes), Columns and Saved views. */
export const BOOKING_LIST_TOOLS: ListToolsOptions = {
  exportColumns: [
    { source: 'id', label: 'bookings.columns.id' },
    { source: 'complaintId', label: 'bookings.columns.complaint', reference: 'service/complaints' },
    // The table shows date and time in one column, 'Scheduled': one switch hides both there.
    { source: 'scheduledDate', label: 'bookings.columns.date', columnsLabel: 'bookings.columns.scheduled', kind: 'date' },
    { source: 'scheduledTime', label: 'bookings.columns.time', inColumnsMenu: false },
    { source: 'serviceType', label: 'bookings.columns.serviceType', translateAs: 'bookings.serviceType' },
    { source: 'assignedTechnicianId', label: 'bookings.columns.technician', reference: 'third-parties' },
    { source: 'status', label: 'bookings.columns.status', translateAs: 'bookings.status' },
    { source: 'estimatedCost', label: 'bookings.columns.estimatedCost', kind: 'money' },
    { source: 'actualCost', label: 'bookings.columns.actualCost', kind: 'money' },
    { source: 'notes', label: 'bookings.columns.notes' },
  ],
};
