import type { z } from 'zod';
import type * as R from '../../schemas/records';

/** A row of GET /api/inventory/low-stock (src/schemas/records.ts); the dataProvider adds id = productId. */
export type LowStockItem = z.infer<typeof R.LowStockRow> & { id: number };

export const LOW_STOCK_STATUSES: LowStockItem['status'][] = ['OUT_OF_STOCK', 'CRITICAL', 'LOW_STOCK'];
