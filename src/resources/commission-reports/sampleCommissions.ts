import type { CommissionReportRow } from '../../domain/commissionReport';

/**
 * The built-in rows shown after a failed load (spec part 2, section 8: reports fall back to sample
 * data), always under the 'Sample data' banner and without export
 * (README, "Deliberate departures from the spec").
 */
export const SAMPLE_COMMISSIONS: CommissionReportRow[] = [
  {
    id: 1,
    referenceType: 'complaint',
    referenceId: 101,
    vendorName: 'Sample TV Services',
    rate: 15,
    amount: 180,
    paidBy: 'Company',
    status: 'pending',
    createdAt: '2025-01-15T10:30:00.000Z',
  },
  {
    id: 2,
    referenceType: 'booking',
    referenceId: 202,
    vendorName: 'Sample Electronics Care',
    rate: 20,
    amount: 500,
    paidBy: 'Customer',
    status: 'paid',
    createdAt: '2025-01-12T15:45:00.000Z',
  },
];
