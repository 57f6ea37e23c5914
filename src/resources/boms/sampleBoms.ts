import type { Bom, BomProduct, BomStats } from './types';

// Built-in sample data shown after a failed load (spec part 2, section 8), always under the
// 'Sample data' banner and with row actions disabled (README, "Deliberate departures from the spec").

export const SAMPLE_PRODUCTS: BomProduct[] = [
  { id: 1, name: 'Vistara 43" Smart TV', sku: 'TV-VIS-43' },
  { id: 2, name: 'Vistara 55" 4K TV', sku: 'TV-VIS-55' },
];

export const SAMPLE_BOMS: Bom[] = [
  {
    id: 1,
    parentProductId: 1,
    parentProduct: { name: SAMPLE_PRODUCTS[0].name, sku: SAMPLE_PRODUCTS[0].sku },
    version: 'v1.0',
    description: '43" TV main assembly',
    status: 'active',
    totalCost: 15700,
    notes: 'Sample BOM',
    effectiveDate: '2025-01-01T09:00:00.000Z',
    createdAt: '2024-12-20T09:00:00.000Z',
    lines: [
      { productId: 101, productName: '43" LED Panel V430', sku: 'PNL-V430-43', quantity: 1, unitCost: 11500, amount: 11500 },
      { productId: 102, productName: 'Mainboard MB-4K-A2', sku: 'MB-4K-A2', quantity: 1, unitCost: 4200, amount: 4200 },
    ],
  },
  {
    id: 2,
    parentProductId: 2,
    parentProduct: { name: SAMPLE_PRODUCTS[1].name, sku: SAMPLE_PRODUCTS[1].sku },
    version: 'v1.1',
    description: '55" TV assembly, revised power board',
    status: 'draft',
    totalCost: 2450,
    notes: 'Sample BOM',
    effectiveDate: '2025-03-01T09:00:00.000Z',
    createdAt: '2025-02-10T09:00:00.000Z',
    lines: [{ productId: 201, productName: 'Power Supply PSU-220W', sku: 'PSU-220W', quantity: 1, unitCost: 2450, amount: 2450 }],
  },
];

export const SAMPLE_BOM_STATS: BomStats = {
  totalBoms: SAMPLE_BOMS.length,
  totalByStatus: { active: 1, draft: 1, inactive: 0 },
  totalByProduct: SAMPLE_PRODUCTS.map((p) => ({ productId: p.id, productName: p.name, bomCount: 1 })),
};
