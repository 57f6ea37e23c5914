// Catalogue and stock rules (spec part 1 sections 4, 5, 9; docs/architecture.md, "Business rules").
// Messages are the spec's texts verbatim; the screens translate them through i18n keys of the same text.
import { gstRateProblem } from './gst';

export const SKU_PATTERN = /^[A-Z0-9-]+$/;
export const TV_MIN_WARRANTY_MONTHS = 12;
export const LARGE_MOVEMENT_QTY = 100;

export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  categoryRequired: 'Product category is required for inventory classification',
  tvWarranty: 'TV models should have minimum 12 months warranty',
  sku: 'SKU should contain only uppercase letters, numbers, and hyphens',
  price: 'Product price cannot be negative',
  gstRate: 'GST rate must be a percentage from 0 to 100',
  extendedWarrantyPrice: 'Extended warranty price cannot be negative',
} as const;

export interface ProductInput {
  name?: string | null;
  categoryId?: number | string | null;
  sku?: string | null;
  price?: number | string | null;
  warrantyMonths?: number | string | null;
  /** Issue 15: HSN code (4 to 8 digits), GST rate in percent (default: the rate table's for the HSN), the price of a 12-month extension. */
  hsnCode?: string | null;
  gstRate?: number | string | null;
  extendedWarrantyPrice?: number | string | null;
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The tax fields (issue 15 scope 1): an HSN code must be 4 to 8 digits, and needs a rate, given or
 * known to the rate table (gst.ts gstRateProblem's texts); a rate is 0 to 100; an extension price is 0 or more.
 */
export const productTaxProblem = (p: Pick<ProductInput, 'hsnCode' | 'gstRate' | 'extendedWarrantyPrice'>): string | null => {
  if (given(p.gstRate) && !(Number(p.gstRate) >= 0 && Number(p.gstRate) <= 100)) return PRODUCT_MESSAGES.gstRate;
  if (given(p.hsnCode)) {
    const problem = gstRateProblem(String(p.hsnCode));
    if (problem && (!given(p.gstRate) || !/^\d{4,8}$/.test(String(p.hsnCode).replace(/\s+/g, '')))) return problem;
  }
  if (given(p.extendedWarrantyPrice) && !(Number(p.extendedWarrantyPrice) >= 0)) return PRODUCT_MESSAGES.extendedWarrantyPrice;
  return null;
};

/** A TV model is recognised by "tv" and an inch mark (double quote) in its name, e.g. 'Vistara 43" TV'. */
export const isTvModel = (name: string) => /tv/i.test(name) && name.includes('"');

/** The five call-layer rules, then the tax fields (productTaxProblem); the first one broken, or null. */
export const validateProduct = (p: ProductInput): string | null => {
  const name = String(p.name ?? '').trim();
  if (!name) return PRODUCT_MESSAGES.nameRequired;
  if (p.categoryId === null || p.categoryId === undefined || p.categoryId === '') return PRODUCT_MESSAGES.categoryRequired;
  if (isTvModel(name) && Number(p.warrantyMonths ?? 0) < TV_MIN_WARRANTY_MONTHS) return PRODUCT_MESSAGES.tvWarranty;
  if (p.sku !== undefined && p.sku !== null && p.sku !== '' && !SKU_PATTERN.test(String(p.sku))) return PRODUCT_MESSAGES.sku;
  if (p.price !== undefined && p.price !== null && p.price !== '' && Number(p.price) < 0) return PRODUCT_MESSAGES.price;
  return productTaxProblem(p);
};

export const MOVEMENT_MESSAGES = {
  productRequired: 'Product ID is required for inventory tracking',
  type: 'Movement type must be IN or OUT',
  quantity: 'Quantity must be greater than 0',
  largeNeedsReason: 'Large quantity movements (>100) require a reason',
  outNeedsRef: 'Outgoing movements require reference for tracking',
} as const;

export type MovementType = 'IN' | 'OUT';

export interface MovementInput {
  productId?: number | string | null;
  type?: string | null;
  qty?: number | string | null;
  reason?: string | null;
  ref?: string | null;
}

export const validateMovement = (m: MovementInput): string | null => {
  if (m.productId === null || m.productId === undefined || m.productId === '' || !(Number(m.productId) > 0)) return MOVEMENT_MESSAGES.productRequired;
  if (m.type !== 'IN' && m.type !== 'OUT') return MOVEMENT_MESSAGES.type;
  const qty = Number(m.qty);
  if (!Number.isFinite(qty) || qty <= 0) return MOVEMENT_MESSAGES.quantity;
  if (qty > LARGE_MOVEMENT_QTY && !String(m.reason ?? '').trim()) return MOVEMENT_MESSAGES.largeNeedsReason;
  if (m.type === 'OUT' && qty > 1 && !String(m.ref ?? '').trim()) return MOVEMENT_MESSAGES.outNeedsRef;
  return null;
};

export class InsufficientStockError extends Error {
  available: number;
  constructor(available: number) {
    super(`Insufficient stock: only ${available} left`);
    this.name = 'InsufficientStockError';
    this.available = available;
  }
}

/** IN adds, OUT subtracts; an OUT larger than the stock is refused, naming what is left. */
export const applyMovement = (stock: number, type: MovementType, qty: number): number => {
  if (type === 'IN') return stock + qty;
  if (qty > stock) throw new InsufficientStockError(stock);
  return stock - qty;
};

export type StockStatus = 'OUT_OF_STOCK' | 'CRITICAL' | 'LOW_STOCK' | 'OK';

/** OUT_OF_STOCK at 0 or below, CRITICAL at or below half the threshold, LOW_STOCK at or below it. */
export const stockStatus = (stock: number, threshold: number): StockStatus => {
  if (stock <= 0) return 'OUT_OF_STOCK';
  if (stock <= threshold / 2) return 'CRITICAL';
  if (stock <= threshold) return 'LOW_STOCK';
  return 'OK';
};

/** Red at 0 or less, amber above 0 up to the threshold, green above it. */
export const stockColour = (stock: number, threshold: number): 'red' | 'amber' | 'green' =>
  stock <= 0 ? 'red' : stock <= threshold ? 'amber' : 'green';

export const BOM_MESSAGES = {
  productRequired: 'Parent product ID is required for BOM',
  versionRequired: 'BOM version is required',
  versionFormat: 'Version should follow format: v1.0, v1.1, v2.0, etc.',
  negativeCost: 'Total cost cannot be negative',
  pastEffective: 'Effective date for active BOMs should not be in the past',
  deleteActive: 'Cannot delete active BOM',
} as const;

export const BOM_VERSION_PATTERN = /^v\d+\.\d+(\.\d+)?$/;

export interface BomInput {
  parentProductId?: number | string | null;
  version?: string | null;
  totalCost?: number | string | null;
  status?: string | null;
  effectiveDate?: string | null;
}

export const validateBom = (b: BomInput, now: Date = new Date()): string | null => {
  if (b.parentProductId === null || b.parentProductId === undefined || b.parentProductId === '' || !(Number(b.parentProductId) > 0)) return BOM_MESSAGES.productRequired;
  const version = String(b.version ?? '').trim();
  if (!version) return BOM_MESSAGES.versionRequired;
  if (!BOM_VERSION_PATTERN.test(version)) return BOM_MESSAGES.versionFormat;
  if (b.totalCost !== null && b.totalCost !== undefined && b.totalCost !== '' && Number(b.totalCost) < 0) return BOM_MESSAGES.negativeCost;
  if (b.status === 'active' && b.effectiveDate) {
    const eff = new Date(b.effectiveDate);
    // A minute of grace so "now" picked in the form is not refused by the time it arrives.
    if (!Number.isNaN(eff.getTime()) && eff.getTime() < now.getTime() - 60_000) return BOM_MESSAGES.pastEffective;
  }
  return null;
};

/** Clone default: the source version followed by .1 (v1.0 -> v1.0.1); a patch version is bumped instead (v1.0.1 -> v1.0.2) so it stays valid. */
export const cloneVersion = (version: string): string => {
  const m = /^v(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  if (m) return `v${m[1]}.${m[2]}.${Number(m[3]) + 1}`;
  return `${version.trim()}.1`;
};
