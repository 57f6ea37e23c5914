import type { StockStatus } from '../../domain/catalog';

/** A row of GET /api/inventory/low-stock (spec part 1, section 3); the dataProvider adds id = productId. */
export interface LowStockItem {
  id: number;
  productId: number;
  name: string;
  sku: string;
  currentStock: number;
  stockThreshold: number;
  status: Exclude<StockStatus, 'OK'>;
}

export const LOW_STOCK_STATUSES: LowStockItem['status'][] = ['OUT_OF_STOCK', 'CRITICAL', 'LOW_STOCK'];
