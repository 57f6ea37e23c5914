import type { Registration } from './types';

/**
 * The built-in registrations shown after a failed load (spec part 2, section 8), always under the
 * 'Sample data' banner and with their row actions disabled (README, "Deliberate departures from the spec").
 */
export const SAMPLE_REGISTRATIONS: Registration[] = [
  {
    id: 1,
    productId: 1,
    product: { name: 'Vistara 55" 4K Smart TV', sku: 'TV55-4K' },
    serialNo: 'TV55-SAMPLE-0001',
    customerId: 101,
    customerName: 'Sample Customer',
    purchaseDate: '2025-01-10T00:00:00.000Z',
    warrantyMonths: 24,
    warrantyEndDate: '2026-12-31T00:00:00.000Z',
    dealerId: 'DLR-100',
    invoiceNumber: 'INV/2025/0001',
    notes: null,
    extensions: [],
    createdAt: '2025-01-10T00:00:00.000Z',
    warrantyStatus: 'active',
  },
  {
    id: 2,
    productId: 2,
    product: { name: 'Vistara 43" Full HD TV', sku: 'TV43-FHD' },
    serialNo: 'TV43-SAMPLE-0002',
    customerId: 102,
    customerName: 'Sample Customer 2',
    purchaseDate: '2023-03-01T00:00:00.000Z',
    warrantyMonths: 12,
    warrantyEndDate: '2024-02-24T00:00:00.000Z',
    dealerId: null,
    invoiceNumber: null,
    notes: null,
    extensions: [],
    createdAt: '2025-01-10T00:00:00.000Z',
    warrantyStatus: 'active',
  },
];
