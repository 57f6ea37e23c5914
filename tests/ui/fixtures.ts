import type { CommissionRule } from '../../src/domain/commission';
import { http } from '../../src/providers/http';
import { db } from '../../mocks/node';

// Records the screen tests put in tenant 1 of the demo backend before rendering a screen.

const t1 = () => db.tenant('1');
const DAY = 86_400_000;
type Approval = ReturnType<typeof t1>['approvals'][number];

/** A vendor percentage rule (5 %, Installation, effective from yesterday for 100 days), stored in tenant 1. */
export const addCommissionRule = (overrides: Partial<CommissionRule> = {}): CommissionRule => {
  const rule: CommissionRule = {
    id: db.nextId('commissionRules'),
    party: 'vendor',
    type: 'percentage',
    value: 5,
    tieredRates: null,
    serviceCategory: 'Installation',
    minOrderValue: 0,
    maxOrderValue: null,
    applicableAreas: [],
    priority: 1,
    effectiveFrom: new Date(Date.now() - DAY).toISOString(),
    effectiveUntil: new Date(Date.now() + 100 * DAY).toISOString(),
    description: 'Percentage commission for vendor',
    isActive: true,
    ...overrides,
  };
  t1().commissionRules.push(rule);
  return rule;
};

/** A pending approval of spare request 3 with id `firstId` + the count of approvals, stored in tenant 1. */
export const addPendingApproval = (firstId: number, over: Partial<Approval> = {}): Approval => {
  const row: Approval = {
    id: firstId + t1().approvals.length,
    status: 'pending',
    approverId: null,
    notes: '',
    entityType: 'spare_request',
    entityId: 3,
    updatedAt: new Date().toISOString(),
    ...over,
  } as Approval;
  t1().approvals.push(row);
  return row;
};

/** A scheduled inspection booking on tenant 1's first complaint, made through the API. */
export const postBooking = async (notes: string, extra: Record<string, unknown> = {}) =>
  (await http.post('/api/service-bookings', {
    complaintId: t1().complaints[0].id,
    scheduledDate: '2030-06-01',
    scheduledTime: '11:30',
    serviceType: 'inspection',
    estimatedCost: 750,
    notes,
    ...extra,
  })) as { id: number; complaintId: number };
