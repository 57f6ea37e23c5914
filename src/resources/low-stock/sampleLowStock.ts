import { stockStatus } from '../../domain/catalog';
import type { LowStockItem } from './types';

/**
 * The built-in low-stock sample (spec part 1, section 3: sparePartId, name, sku, stock,
 * threshold), shown after a failed load only under the 'Sample data' banner, with threshold
 * editing disabled (README, "Deliberate departures from the spec").
 */
const SAMPLE = [
  { sparePartId: 1, name: 'Power Supply Board PSU-150W', sku: 'PSU-150W', stock: 0, threshold: 5 },
  { sparePartId: 2, name: 'LED Backlight Strip 43"', sku: 'LED-43-BL', stock: 2, threshold: 10 },
  { sparePartId: 3, name: 'T-Con Board 55"', sku: 'TCON-55', stock: 4, threshold: 5 },
];

export const SAMPLE_LOW_STOCK: LowStockItem[] = SAMPLE.map((s) => ({
  id: s.sparePartId,
  productId: s.sparePartId,
  name: s.name,
  sku: s.sku,
  currentStock: s.stock,
  stockThreshold: s.threshold,
  status: stockStatus(s.stock, s.threshold) as LowStockItem['status'],
}));
