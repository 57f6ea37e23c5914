import { validateBom } from './catalog';

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

export type BomRowResult = { ok: true; value: BomImportRow } | { ok: false; message: string };

/**
 * One CSV row (header names as keys) to a BOM, with the same rules as the create form; the
 * import preview and the demo backend both use it, so the preview shows what the server will refuse.
 */
export const parseBomRow = (
  raw: Record<string, string | undefined>,
  products: { id: number; sku: string }[],
  now: Date = new Date(),
): BomRowResult => {
  const get = (k: string) => String(raw[k] ?? '').trim();
  let productId = Number(get('parentProductId'));
  if (!productId && get('sku')) productId = products.find((p) => p.sku === get('sku'))?.id ?? 0;
  if (productId && !products.some((p) => p.id === productId)) return { ok: false, message: `Product ${get('sku') || productId} not found` };
  const status = (get('status') || 'draft').toLowerCase();
  if (!['draft', 'active', 'inactive'].includes(status)) return { ok: false, message: 'Status must be draft, active or inactive' };
  const totalCostText = get('totalCost');
  if (totalCostText && !Number.isFinite(Number(totalCostText))) return { ok: false, message: 'Total cost must be a number' };
  const effectiveDate = get('effectiveDate') || now.toISOString();
  if (Number.isNaN(new Date(effectiveDate).getTime())) return { ok: false, message: 'Effective date is not a date' };
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
  return problem ? { ok: false, message: problem } : { ok: true, value };
};
