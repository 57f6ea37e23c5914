import type { Identifier } from 'react-admin';

export const BOM_STATUSES = ['draft', 'active', 'inactive'] as const;
export type BomStatus = (typeof BOM_STATUSES)[number];

/** A BOM as GET /api/boms returns it (spec part 2, section 3). */
export interface Bom {
  id: Identifier;
  parentProductId: number;
  parentProduct?: { name: string; sku: string } | null;
  version: string;
  description: string;
  status: BomStatus;
  totalCost: number;
  notes?: string | null;
  effectiveDate: string;
  createdAt?: string | null;
  /** Only in the built-in sample shape. */
  items?: { sparePartId: number; quantity: number; position: string }[];
  isActive?: boolean;
}

/** GET /api/boms/stats. */
export interface BomStats {
  totalBoms: number;
  totalByStatus: Partial<Record<BomStatus, number>>;
  totalByProduct: { productId: number; productName: string; bomCount: number }[];
}

/** What the product pickers need of a product. */
export interface BomProduct {
  id: number;
  name: string;
  sku: string;
}

export interface BomActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
