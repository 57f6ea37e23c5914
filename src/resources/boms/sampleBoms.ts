import type { Bom, BomProduct, BomStats } from './types';

// Built-in sample data shown after a failed load (spec part 2, section 8), always under the
// 'Sample data' banner and with row actions disabled (DESIGN section 9).

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
    totalCost: 14500,
    notes: 'Sample BOM',
    effectiveDate: '2025-01-01T09:00:00.000Z',
    createdAt: '2024-12-20T09:00:00.000Z',
    items: [
      { sparePartId: 101, quantity: 1, position: 'Panel' },
      { sparePartId: 102, quantity: 1, position: 'Main board' },
    ],
  },
  {
    id: 2,
    parentProductId: 2,
    parentProduct: { name: SAMPLE_PRODUCTS[1].name, sku: SAMPLE_PRODUCTS[1].sku },
    version: 'v1.1',
    description: '55" TV assembly, revised power board',
    status: 'draft',
    totalCost: 23800,
    notes: 'Sample BOM',
    effectiveDate: '2025-03-01T09:00:00.000Z',
    createdAt: '2025-02-10T09:00:00.000Z',
    items: [{ sparePartId: 201, quantity: 1, position: 'Power board' }],
  },
];

export const SAMPLE_BOM_STATS: BomStats = {
  totalBoms: SAMPLE_BOMS.length,
  totalByStatus: { active: 1, draft: 1, inactive: 0 },
  totalByProduct: SAMPLE_PRODUCTS.map((p) => ({ productId: p.id, productName: p.name, bomCount: 1 })),
};
