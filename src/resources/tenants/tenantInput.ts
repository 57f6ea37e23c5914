import { DEFAULT_TENANT_PLAN, DEFAULT_TENANT_STATUS, type Tenant, type TenantPlan, type TenantStatus } from './types';

export interface TenantFormValues {
  name?: string | null;
  subdomain?: string | null;
  plan?: TenantPlan | string | null;
  status?: TenantStatus | string | null;
  description?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  legalName?: string | null;
  address?: string | null;
  stateCode?: string | null;
  gstin?: string | null;
  /** The UPI id customers pay invoices to (issue 30). */
  upiVpa?: string | null;
}

export const EMPTY_TENANT_VALUES: TenantFormValues = {
  name: '',
  subdomain: '',
  plan: DEFAULT_TENANT_PLAN,
  status: DEFAULT_TENANT_STATUS,
  description: '',
  contactEmail: '',
  contactPhone: '',
  legalName: '',
  address: '',
  stateCode: '',
  gstin: '',
  upiVpa: '',
};

const text = (value: unknown) => String(value ?? '').trim();

/** Name, subdomain and plan must be filled (spec part 1, section 5: else 'Please fill all fields'). */
export const hasRequiredTenantFields = (values: TenantFormValues) => Boolean(text(values.name) && text(values.subdomain) && text(values.plan));

/**
 * POST /api/tenants body: name, subdomain, plan, status, description, contactEmail, contactPhone and
 * the tax details legalName, address, stateCode (a GST code) and gstin (upper-case; blank clears it).
 */
export const toTenantInput = (values: TenantFormValues) => ({
  name: text(values.name),
  subdomain: text(values.subdomain),
  plan: text(values.plan),
  status: values.status === 'inactive' ? 'inactive' : 'active',
  description: text(values.description),
  contactEmail: text(values.contactEmail),
  contactPhone: text(values.contactPhone),
  legalName: text(values.legalName),
  address: text(values.address),
  stateCode: text(values.stateCode),
  gstin: text(values.gstin).toUpperCase(),
  upiVpa: text(values.upiVpa),
});

/** PUT /api/tenants/{id} body: the same fields but the subdomain, which is the tenant's address. */
export const toTenantUpdate = (values: TenantFormValues) => {
  const { subdomain: _subdomain, ...rest } = toTenantInput(values);
  return rest;
};

export const tenantFormValuesOf = (tenant: Tenant): TenantFormValues => ({
  name: tenant.name ?? '',
  subdomain: tenant.subdomain ?? '',
  plan: tenant.plan ?? DEFAULT_TENANT_PLAN,
  status: tenant.status ?? (tenant.isActive === false ? 'inactive' : 'active'),
  description: tenant.description ?? '',
  contactEmail: tenant.contactEmail ?? '',
  contactPhone: tenant.contactPhone ?? '',
  legalName: tenant.legalName ?? '',
  address: tenant.address ?? '',
  stateCode: tenant.stateCode ?? '',
  gstin: tenant.gstin ?? '',
  upiVpa: tenant.upiVpa ?? '',
});
