import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';

/** The complaints list's tools: its columns in the export (names for ids), Columns and Saved views. */
export const COMPLAINT_LIST_TOOLS: ListToolsOptions = {
  exportColumns: [
    { source: 'id', label: 'complaints.columns.id' },
    { source: 'customerId', label: 'complaints.columns.customer', reference: 'service/customers', fallback: 'customerName' },
    { source: 'productId', label: 'complaints.columns.product', reference: 'products', fallback: 'productName' },
    { source: 'serialNo', label: 'complaints.columns.serial' },
    { source: 'description', label: 'complaints.columns.description' },
    { source: 'isUnderWarranty', label: 'complaints.columns.warranty', kind: 'boolean' },
    { source: 'assignedVendorId', label: 'complaints.columns.vendor', reference: 'third-parties', fallback: 'assignedVendorName' },
    { source: 'commissionRateApplied', label: 'complaints.columns.commission' },
    { source: 'partsApprovalStatus', label: 'complaints.columns.partsApproval', translateAs: 'complaints.partsApproval' },
    { source: 'status', label: 'complaints.columns.status', translateAs: 'complaints.status' },
    { source: 'resolutionDueAt', label: 'complaints.columns.due', kind: 'dateTime' },
    { source: 'createdAt', label: 'complaints.columns.created', kind: 'date' },
  ],
};

/** A customer's export: what their own view holds (issue 27). */
export const CUSTOMER_COMPLAINT_LIST_TOOLS: ListToolsOptions = {
  exportColumns: [
    { source: 'id', label: 'complaints.columns.id' },
    { source: 'productName', label: 'complaints.columns.product' },
    { source: 'serialNo', label: 'complaints.columns.serial' },
    { source: 'description', label: 'complaints.columns.description' },
    { source: 'isUnderWarranty', label: 'complaints.columns.warranty', kind: 'boolean' },
    { source: 'status', label: 'complaints.columns.status', translateAs: 'complaints.status' },
    { source: 'createdAt', label: 'complaints.columns.created', kind: 'date' },
  ],
};
