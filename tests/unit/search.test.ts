import { describe, expect, it } from 'vitest';
import { SEARCH_GROUPS, searchRecords, type SearchData } from '../../src/domain/search';

const data: SearchData = {
  customers: [
    { id: 1, name: 'Ravi Kumar', phone: '+91 98765 43210', email: 'ravi.kumar@example.in' },
    { id: 2, name: 'Anita Rao', phone: '+91 81234 56789', email: 'anita@example.in' },
    { id: 3, name: 'Ravindra Shah', phone: '+91 70000 11111', email: 'rshah@example.in' },
  ],
  products: [
    { id: 10, name: 'Vista 43" 4K TV', sku: 'VST-434K' },
    { id: 11, name: 'Power Board', sku: 'PB-100' },
  ],
  registrations: [
    { id: 20, customerId: 1, productId: 10, serialNo: 'VST434K123456', invoiceNumber: 'INV/2025/4821' },
    { id: 21, customerId: 2, productId: 10, serialNo: 'VST434K654321', invoiceNumber: null },
  ],
  complaints: [
    { id: 42, customerId: 1, productId: 10, serialNo: 'VST434K123456', status: 'open' },
    { id: 43, customerId: 2, productId: 10, serialNo: 'VST434K654321', status: 'resolved' },
    { id: 142, customerId: 2, productId: 11, serialNo: 'PB100000042', status: 'assigned' },
  ],
};
const ALL = { groups: SEARCH_GROUPS };

describe('searchRecords', () => {
  it('finds the complaint and the registration by serial number, with the names a result line shows', () => {
    const r = searchRecords(data, 'vst434k123456', ALL);
    expect(r.complaints).toEqual([{ id: 42, serialNo: 'VST434K123456', status: 'open', customerName: 'Ravi Kumar', productName: 'Vista 43" 4K TV' }]);
    expect(r.registrations).toEqual([
      { id: 20, serialNo: 'VST434K123456', invoiceNumber: 'INV/2025/4821', productName: 'Vista 43" 4K TV', customerName: 'Ravi Kumar' },
    ]);
    expect(r.customers).toEqual([]);
    expect(r.products).toEqual([]);
  });

  it('a complaint id comes first, before serials that merely contain the digits; "#42" asks for the id alone', () => {
    expect(searchRecords(data, '42', ALL).complaints!.map((c) => c.id)).toEqual([42, 142]);
    expect(searchRecords(data, '#42', ALL).complaints!.map((c) => c.id)).toEqual([42]);
  });

  it('finds a customer by phone typed any way, by part of the name, or by e-mail', () => {
    for (const q of ['98765 43210', '+919876543210', '9876543210', '43210']) {
      expect(searchRecords(data, q, ALL).customers!.map((c) => c.id), q).toEqual([1]);
    }
    expect(searchRecords(data, 'ravi', ALL).customers).toEqual([
      { id: 1, name: 'Ravi Kumar', phone: '+91 98765 43210', email: 'ravi.kumar@example.in' },
      { id: 3, name: 'Ravindra Shah', phone: '+91 70000 11111', email: 'rshah@example.in' },
    ]);
    expect(searchRecords(data, 'ANITA@EXAMPLE.IN', ALL).customers!.map((c) => c.id)).toEqual([2]);
    // Three digits are too few to be a phone.
    expect(searchRecords(data, '987', ALL).customers).toEqual([]);
  });

  it('finds a registration by invoice number and a product by name or SKU, exact matches first', () => {
    expect(searchRecords(data, 'inv/2025/4821', ALL).registrations!.map((r) => r.id)).toEqual([20]);
    expect(searchRecords(data, 'pb-100', ALL).products).toEqual([{ id: 11, name: 'Power Board', sku: 'PB-100' }]);
    expect(searchRecords(data, 'board', ALL).products!.map((p) => p.id)).toEqual([11]);
  });

  it('gives at most the limit of each group (5 by default)', () => {
    const many: SearchData = {
      ...data,
      products: Array.from({ length: 9 }, (_, i) => ({ id: 100 + i, name: `Remote ${i}`, sku: `RM-${i}` })),
    };
    expect(searchRecords(many, 'remote', ALL).products).toHaveLength(5);
    expect(searchRecords(many, 'remote', { ...ALL, limit: 2 }).products!.map((p) => p.name)).toEqual(['Remote 0', 'Remote 1']);
  });

  it('under 2 characters every allowed group is empty', () => {
    for (const q of ['', ' ', 'v', ' 4 ', null, undefined]) {
      expect(searchRecords(data, q, ALL), String(q)).toEqual({ complaints: [], customers: [], registrations: [], products: [] });
    }
  });

  it('leaves out the groups the caller may not list, and keeps a customer to its own complaints and registrations', () => {
    expect(Object.keys(searchRecords(data, 'vst', { groups: ['complaints', 'registrations'] }))).toEqual(['complaints', 'registrations']);
    const own = searchRecords(data, 'vst434k', { groups: ['complaints', 'registrations'], ownCustomerIds: new Set([2]) });
    expect(own.complaints!.map((c) => c.id)).toEqual([43]);
    expect(own.registrations!.map((r) => r.id)).toEqual([21]);
  });
});
