import type { z } from 'zod';
import type * as R from '../../schemas/records';
/** A tenant (warehouse) as GET /api/tenants returns it (src/schemas/records.ts). */
export type Tenant = z.infer<typeof R.Tenant>;

export const TENANT_PLANS = ['free', 'basic', 'premium', 'enterprise'] as const;
export type TenantPlan = (typeof TENANT_PLANS)[number];
export const TENANT_STATUSES = ['active', 'inactive'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

/** The spec's create defaults: plan premium, status active. */
export const DEFAULT_TENANT_PLAN: TenantPlan = 'premium';
export const DEFAULT_TENANT_STATUS: TenantStatus = 'active';

/** A server may send `status`, `isActive` or both. */
export const tenantStatusOf = (tenant: Pick<Tenant, 'status' | 'isActive'>): TenantStatus => {
  if (tenant.status === 'active' || tenant.status === 'inactive') return tenant.status;
  return tenant.isActive === false ? 'inactive' : 'active';
};

export interface TenantActionProps {
  /** True for the built-in sample rows: nothing may be sent for them. */
  disabled?: boolean;
}
