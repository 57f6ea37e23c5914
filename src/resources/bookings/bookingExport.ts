import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';

/**
 * The bookings list's tools: its columns in the export (names for ids, words for codes) and Saved views.
 * No Columns button yet: react-admin keeps its hidden menu mounted with an autofocused search box, which in
 * jsdom takes the focus from the create form above the list (the bookings form tests type into it).
 */
export const BOOKING_LIST_TOOLS: ListToolsOptions = {
  savedViews: true,
  exportColumns: [
    { source: 'id', label: 'bookings.columns.id' },
    { source: 'complaintId', label: 'bookings.columns.complaint', reference: 'service/complaints' },
    { source: 'scheduledDate', label: 'bookings.columns.date', kind: 'date' },
    { source: 'scheduledTime', label: 'bookings.columns.time' },
    { source: 'serviceType', label: 'bookings.columns.serviceType', translateAs: 'bookings.serviceType' },
    { source: 'assignedTechnicianId', label: 'bookings.columns.technician', reference: 'third-parties' },
    { source: 'status', label: 'bookings.columns.status', translateAs: 'bookings.status' },
    { source: 'estimatedCost', label: 'bookings.columns.estimatedCost', kind: 'money' },
    { source: 'actualCost', label: 'bookings.columns.actualCost', kind: 'money' },
    { source: 'notes', label: 'bookings.columns.notes' },
  ],
};
