import { required } from 'react-admin';
import type { ProductInput } from '../../domain/catalog';

/** What the create and edit forms hold. */
export interface ProductFormValues {
  name?: string | null;
  categoryId?: number | string | null;
  sku?: string | null;
  price?: number | string | null;
  warrantyMonths?: number | string | null;
  description?: string | null;
  isActive?: boolean;
  brand?: string | null;
  hsnCode?: string | null;
  gstRate?: number | string | null;
  extendedWarrantyPrice?: number | string | null;
}

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
const numberOrUndefined = (value: unknown) => (isBlank(value) ? undefined : Number(value));

export interface ProductPayload extends ProductInput {
  name: string;
  categoryId: number | null;
  sku: string;
  price?: number;
  warrantyMonths?: number;
  description: string;
  isActive?: boolean;
  /** Issue 15: sent blank ('') to clear; a blank GST rate takes the HSN code's rate from the server's table. */
  brand: string;
  hsnCode: string;
  gstRate: number | '';
  extendedWarrantyPrice: number | '';
}

/**
 * The body of POST / PUT /api/products: name, categoryId, sku, price, warrantyMonths (numbers),
 * description, brand, hsnCode, gstRate, extendedWarrantyPrice (blank: not set, or cleared on edit).
 * The SKU is sent as typed (trimmed): the call layer checks its format.
 */
export const toProductInput = (values: ProductFormValues): ProductPayload => ({
  name: String(values.name ?? '').trim(),
  categoryId: isBlank(values.categoryId) ? null : Number(values.categoryId),
  sku: String(values.sku ?? '').trim(),
  price: numberOrUndefined(values.price),
  warrantyMonths: numberOrUndefined(values.warrantyMonths),
  description: String(values.description ?? '').trim(),
  brand: String(values.brand ?? '').trim(),
  hsnCode: String(values.hsnCode ?? '').replace(/\s+/g, ''),
  gstRate: numberOrUndefined(values.gstRate) ?? '',
  extendedWarrantyPrice: numberOrUndefined(values.extendedWarrantyPrice) ?? '',
  ...(values.isActive === undefined ? {} : { isActive: Boolean(values.isActive) }),
});

/** Screen rule: 'Product name is required' (a name of spaces counts as none). */
export const validateProductName = (value: unknown) => (isBlank(value) ? 'products.validation.nameRequired' : undefined);
/** Screen rule: 'Category is required'. */
export const validateCategory = required('products.validation.categoryRequired');
