import type { z } from 'zod';
import type * as R from '../../schemas/records';
import type * as N from '../../schemas/answers';

export const BOM_STATUSES = ['draft', 'active', 'inactive'] as const;
export type BomStatus = (typeof BOM_STATUSES)[number];

/** A BOM as GET /api/boms returns it (src/schemas/records.ts), with its component lines where it has them. */
export type Bom = z.infer<typeof R.Bom>;

/** One component line of a BOM (src/domain/bomLines.ts). */
export type BomLine = z.infer<typeof R.BomLine>;

/** GET /api/boms/stats. */
export type BomStats = z.infer<typeof N.BomStats>;

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
