import type { Customer } from './types';

/** The customer edit form's values (issue 15): contact details and the tax identity. */
export interface CustomerFormValues {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  pincode?: string | null;
  city?: string | null;
  address?: string | null;
  /** GST state code ('29'); '' for none. */
  stateCode?: string | null;
  gstin?: string | null;
  /** The language of their messages ('en', 'hi'). */
  language?: string | null;
  /** The channels of their messages; none: the defaults (src/domain/customerMessages.ts). */
  channels?: string[] | null;
}

const text = (value: unknown) => String(value ?? '').trim();

export const customerFormValuesOf = (customer: Customer): CustomerFormValues => ({
  name: customer.name ?? '',
  email: customer.email ?? '',
  phone: customer.phone ?? '',
  pincode: customer.pincode ?? '',
  city: customer.city ?? '',
  address: customer.address ?? '',
  stateCode: customer.stateCode ?? '',
  gstin: customer.gstin ?? '',
  language: customer.language ?? 'en',
  channels: customer.channels ?? [],
});

/**
 * PUT /v1/customers/{id} body: every field, trimmed; the GSTIN upper-case. A blank address, city,
 * state or GSTIN clears it on the server.
 */
export const toCustomerUpdate = (values: CustomerFormValues) => ({
  name: text(values.name),
  email: text(values.email),
  phone: text(values.phone),
  pincode: text(values.pincode),
  city: text(values.city),
  address: text(values.address),
  stateCode: text(values.stateCode),
  gstin: text(values.gstin).toUpperCase(),
  ...(text(values.language) ? { language: text(values.language) } : {}),
  channels: values.channels ?? [],
});

/** The name is the one field the form cannot do without (a translation key, or null). */
export const customerProblem = (values: CustomerFormValues): string | null => (text(values.name) ? null : 'customers.edit.nameRequired');

/** The New customer form's empty values. */
export const EMPTY_CUSTOMER: CustomerFormValues = { name: '', phone: '', email: '', pincode: '', city: '', address: '', stateCode: '', gstin: '', language: 'en', channels: [] };

/** POST /v1/customers body (issue 27): name, phone and pincode, and whatever else was typed (blank fields are left out). */
export const toCustomerCreate = (values: CustomerFormValues) =>
  Object.fromEntries(Object.entries(toCustomerUpdate(values)).filter(([, v]) => v !== '' && !(Array.isArray(v) && v.length === 0)));
