import { validateBom } from './catalog';
import { refusal, type Refusal } from './refusal';

/** The largest BOM import file taken (1 MiB): a larger one is refused (413) before it is read. */
export const BOM_IMPORT_MAX_BYTES = 1024 * 1024;
/** The most rows a BOM import file may have (the header aside): more are refused (400) with nothing imported. */
export const BOM_IMPORT_MAX_ROWS = 2000;

/** Columns of a BOM import file; `parentProductId` may be given as the product's SKU instead. */
export const BOM_IMPORT_COLUMNS = ['parentProductId', 'sku', 'version', 'description', 'status', 'totalCost', 'notes', 'effectiveDate'] as const;

export interface BomImportRow {
  parentProductId: number;
  version: string;
  description: string;
  status: 'draft' | 'active' | 'inactive';
  totalCost: number;
  notes: string;
  effectiveDate: string;
}

export type BomRowResult = { ok: true; value: BomImportRow } | { ok: false; refusal: Refusal };

/** The catalogue as an import looks products up: by id, and by SKU (the first product with it). */
export interface ProductLookup {
  ids: Set<number>;
  bySku: Map<string, number>;
}

/**
 * The lookup of a catalogue, built once for a whole file so that each row costs the same, not a walk
 * over the catalogue (issue 28: a 4.9 MB import froze the server for minutes).
 */
export const productLookup = (products: readonly { id: number; sku: string }[]): ProductLookup => {
  const lookup: ProductLookup = { ids: new Set(products.map((p) => p.id)), bySku: new Map() };
  for (const p of products) if (!lookup.bySku.has(p.sku)) lookup.bySku.set(p.sku, p.id);
  return lookup;
};

/**
 * One CSV row (header names as keys) to a BOM, with the same rules as the create form; the
 * import preview and the demo backend both use it, so the preview shows what the server will refuse.
 */
export const parseBomRow = (
  raw: Record<string, string | undefined>,
  products: readonly { id: number; sku: string }[] | ProductLookup,
  now: Date = new Date(),
): BomRowResult => {
  const get = (k: string) => String(raw[k] ?? '').trim();
  const catalogue = Array.isArray(products) ? productLookup(products) : (products as ProductLookup);
  let productId = Number(get('parentProductId'));
  if (!productId && get('sku')) productId = catalogue.bySku.get(get('sku')) ?? 0;
  if (productId && !catalogue.ids.has(productId)) return { ok: false, refusal: refusal('serverText.bomImportProductNotFound', { product: get('sku') || productId }) };
  const status = (get('status') || 'draft').toLowerCase();
  if (!['draft', 'active', 'inactive'].includes(status)) return { ok: false, refusal: refusal('serverText.bomStatusValues') };
  const totalCostText = get('totalCost');
  if (totalCostText && !Number.isFinite(Number(totalCostText))) return { ok: false, refusal: refusal('serverText.totalCostNumber') };
  const effectiveDate = get('effectiveDate') || now.toISOString();
  if (Number.isNaN(new Date(effectiveDate).getTime())) return { ok: false, refusal: refusal('serverText.effectiveNotDate') };
  const value: BomImportRow = {
    parentProductId: productId,
    version: get('version'),
    description: get('description'),
    status: status as BomImportRow['status'],
    totalCost: totalCostText ? Number(totalCostText) : 0,
    notes: get('notes'),
    effectiveDate: new Date(effectiveDate).toISOString(),
  };
  const problem = validateBom({ ...value, parentProductId: productId || null }, now);
  return problem ? { ok: false, refusal: problem } : { ok: true, value };
};

/**
 * A checked row as the body POST /api/boms would have been sent (issue 28): the server checks it with
 * that call's schema, so an imported BOM meets every rule a created one does (text lengths, the
 * largest cost, a date written as a date). The texts and the date are the file's, as written.
 */
export const importRowBody = (raw: Record<string, string | undefined>, row: BomImportRow) => {
  const effectiveDate = String(raw.effectiveDate ?? '').trim();
  return { ...row, ...(effectiveDate ? { effectiveDate } : {}) };
};

/** `productId:version`: the key a BOM's version is unique under (one version per product). */
export const versionKey = (productId: number, version: string): string => `${productId}:${version}`;
