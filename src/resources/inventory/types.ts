import type { MovementType } from '../../domain/catalog';

/** A row of GET /api/inventory/movements (spec part 1, section 3). */
export interface InventoryMovement {
  id: number;
  productId: number;
  product?: { name?: string | null; sku?: string | null } | null;
  qty: number;
  type: MovementType;
  reason?: string | null;
  ref?: string | null;
  movementDate?: string | null;
  createdAt?: string | null;
}

/** A product as the dropdowns need it (GET /api/products, page 1, limit 100). */
export interface ProductChoice {
  id: number;
  name: string;
  sku?: string | null;
}

export const MOVEMENT_TYPES: MovementType[] = ['IN', 'OUT'];
