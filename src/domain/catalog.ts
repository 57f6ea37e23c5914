// Catalogue and stock rules (spec part 1 sections 4, 5, 9; docs/architecture.md, "Business rules"). A rule refuses with a
// key of i18n/en.json (src/domain/refusal.ts), whose English is the spec's text verbatim.
import { gstRateProblem, MAX_GST_RATE } from './gst';
import { refusal, RefusalError, type Refusal } from './refusal';

export const SKU_PATTERN = /^[A-Z0-9-]+$/;
export const TV_MIN_WARRANTY_MONTHS = 12;
export const LARGE_MOVEMENT_QTY = 100;

export const PRODUCT_REFUSALS = {
  nameRequired: refusal('serverText.productNameRequired'),
  categoryRequired: refusal('serverText.productCategoryRequired'),
  tvWarranty: refusal('serverText.tvWarranty'),
  sku: refusal('serverText.skuFormat'),
  price: refusal('serverText.productPriceNegative'),
  gstRate: refusal('serverText.gstRatePercent', { max: MAX_GST_RATE }),
  extendedWarrantyPrice: refusal('serverText.extendedPriceNegative'),
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
export const productTaxProblem = (p: Pick<ProductInput, 'hsnCode' | 'gstRate' | 'extendedWarrantyPrice'>): Refusal | null => {
  if (given(p.gstRate) && !(Number(p.gstRate) >= 0 && Number(p.gstRate) <= MAX_GST_RATE)) return PRODUCT_REFUSALS.gstRate;
  if (given(p.hsnCode)) {
    const problem = gstRateProblem(String(p.hsnCode));
    if (problem && (!given(p.gstRate) || !/^\d{4,8}$/.test(String(p.hsnCode).replace(/\s+/g, '')))) return problem;
  }
  if (given(p.extendedWarrantyPrice) && !(Number(p.extendedWarrantyPrice) >= 0)) return PRODUCT_REFUSALS.extendedWarrantyPrice;
  return null;
};

/** A TV model is recognised by "tv" and an inch mark (double quote) in its name, e.g. 'Vistara 43" TV'. */
export const isTvModel = (name: string) => /tv/i.test(name) && name.includes('"');

/** The five call-layer rules, then the tax fields (productTaxProblem); the first one broken, or null. */
export const validateProduct = (p: ProductInput): Refusal | null => {
  const name = String(p.name ?? '').trim();
  if (!name) return PRODUCT_REFUSALS.nameRequired;
  if (p.categoryId === null || p.categoryId === undefined || p.categoryId === '') return PRODUCT_REFUSALS.categoryRequired;
  if (isTvModel(name) && Number(p.warrantyMonths ?? 0) < TV_MIN_WARRANTY_MONTHS) return PRODUCT_REFUSALS.tvWarranty;
  if (p.sku !== undefined && p.sku !== null && p.sku !== '' && !SKU_PATTERN.test(String(p.sku))) return PRODUCT_REFUSALS.sku;
  if (p.price !== undefined && p.price !== null && p.price !== '' && Number(p.price) < 0) return PRODUCT_REFUSALS.price;
  return productTaxProblem(p);
};

export const MOVEMENT_REFUSALS = {
  productRequired: refusal('serverText.movementProductRequired'),
  type: refusal('serverText.movementType'),
  quantity: refusal('serverText.quantityAboveZero'),
  largeNeedsReason: refusal('serverText.largeMovementReason'),
  outNeedsRef: refusal('serverText.outMovementRef'),
} as const;

export type MovementType = 'IN' | 'OUT';

export interface MovementInput {
  productId?: number | string | null;
  type?: string | null;
  qty?: number | string | null;
  reason?: string | null;
  ref?: string | null;
}

export const validateMovement = (m: MovementInput): Refusal | null => {
  if (m.productId === null || m.productId === undefined || m.productId === '' || !(Number(m.productId) > 0)) return MOVEMENT_REFUSALS.productRequired;
  if (m.type !== 'IN' && m.type !== 'OUT') return MOVEMENT_REFUSALS.type;
  const qty = Number(m.qty);
  if (!Number.isFinite(qty) || qty <= 0) return MOVEMENT_REFUSALS.quantity;
  if (qty > LARGE_MOVEMENT_QTY && !String(m.reason ?? '').trim()) return MOVEMENT_REFUSALS.largeNeedsReason;
  if (m.type === 'OUT' && qty > 1 && !String(m.ref ?? '').trim()) return MOVEMENT_REFUSALS.outNeedsRef;
  return null;
};

/** An OUT above the stock (409): `Insufficient stock: only %{available} left`. */
export class InsufficientStockError extends RefusalError {
  available: number;
  constructor(available: number) {
    super(refusal('serverText.insufficientStock', { available }));
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

export const BOM_REFUSALS = {
  productRequired: refusal('serverText.bomProductRequired'),
  versionRequired: refusal('serverText.bomVersionRequired'),
  versionFormat: refusal('serverText.bomVersionFormat'),
  negativeCost: refusal('serverText.bomCostNegative'),
  pastEffective: refusal('serverText.bomPastEffective'),
  deleteActive: refusal('serverText.bomDeleteActive'),
} as const;

export const BOM_VERSION_PATTERN = /^v\d+\.\d+(\.\d+)?$/;

export interface BomInput {
  parentProductId?: number | string | null;
  version?: string | null;
  totalCost?: number | string | null;
  status?: string | null;
  effectiveDate?: string | null;
}

export const validateBom = (b: BomInput, now: Date = new Date()): Refusal | null => {
  if (b.parentProductId === null || b.parentProductId === undefined || b.parentProductId === '' || !(Number(b.parentProductId) > 0)) return BOM_REFUSALS.productRequired;
  const version = String(b.version ?? '').trim();
  if (!version) return BOM_REFUSALS.versionRequired;
  if (!BOM_VERSION_PATTERN.test(version)) return BOM_REFUSALS.versionFormat;
  if (b.totalCost !== null && b.totalCost !== undefined && b.totalCost !== '' && Number(b.totalCost) < 0) return BOM_REFUSALS.negativeCost;
  if (b.status === 'active' && b.effectiveDate) {
    const eff = new Date(b.effectiveDate);
    // A minute of grace so "now" picked in the form is not refused by the time it arrives.
    if (!Number.isNaN(eff.getTime()) && eff.getTime() < now.getTime() - 60_000) return BOM_REFUSALS.pastEffective;
  }
  return null;
};

/** Clone default: the source version followed by .1 (v1.0 -> v1.0.1); a patch version is bumped instead (v1.0.1 -> v1.0.2) so it stays valid. */
export const cloneVersion = (version: string): string => {
  const m = /^v(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  if (m) return `v${m[1]}.${m[2]}.${Number(m[3]) + 1}`;
  return `${version.trim()}.1`;
};
