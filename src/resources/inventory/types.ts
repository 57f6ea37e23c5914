import type { MovementType } from '../../domain/catalog';
import type { z } from 'zod';
import type * as R from '../../schemas/records';

/** A row of GET /api/inventory/movements (src/schemas/records.ts). */
export type InventoryMovement = z.infer<typeof R.Movement>;

export const MOVEMENT_TYPES: MovementType[] = ['IN', 'OUT'];
