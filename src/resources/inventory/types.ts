import type { MovementType } from '../../domain/catalog';
import type { z } from 'zod';
import type * as R from '../../schemas/records';

/** A row of GET /api/inventory/movements (src/schemas/records.ts). */
export type InventoryMovement = z.infer<typeof R.Movement>;

/** A product as the dropdowns need it (GET /api/products, page 1, limit 100). */
export interface ProductChoice {
  id: number;
  name: string;
  sku?: string | null;
}

export const MOVEMENT_TYPES: MovementType[] = ['IN', 'OUT'];
