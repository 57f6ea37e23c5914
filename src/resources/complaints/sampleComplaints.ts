import type { Complaint } from './types';

/**
 * The one built-in complaint shown after a failed load (spec part 1, section 8), always under the
 * 'Sample data' banner and with its row actions disabled (README, "Deliberate departures from the spec").
 */
export const SAMPLE_COMPLAINTS: Complaint[] = [
  {
    id: 1,
    customerId: 101,
    productRegistrationId: 1,
    productId: 1,
    serialNo: 'TV55-SAMPLE-0001',
    description: 'No picture, sound is working',
    status: 'open',
    createdAt: '2025-01-15T10:30:00.000Z',
    isUnderWarranty: true,
    warrantyEndDate: '2026-01-10T00:00:00.000Z',
    assignedVendorId: null,
    assignedVendorName: null,
    commissionRateApplied: null,
    commissionPaidBy: null,
    partsApprovalStatus: 'pending',
    slaStatus: 'breached',
    customerName: 'Sample Customer',
    productName: 'Vistara 55" 4K Smart TV',
  },
];
