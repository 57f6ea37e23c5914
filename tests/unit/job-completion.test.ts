import { describe, expect, it } from 'vitest';
import { COMPLETION_REFUSALS, draftInvoice, isBlankPart, shortageMessage, stockShortage, validateCompletion, WORK_NOTES_MAX } from '../../src/domain/jobCompletion';
import { createSeed } from '../../mocks/seed';
import { catalogueLines } from '../../src/domain/spares';
import { invoiceStatus } from '../../src/domain/invoice';
import { english } from '../../mocks/handlers/serverTexts';
import { said } from './said';

// The job-completion rules (docs/architecture.md, "Lifecycle and SLA") the Complete dialog and PATCH
// /api/service-bookings/{id}/complete share.

const ok = { workNotes: 'Replaced the mainboard', actualCost: 800, partsUsed: [{ productId: 4, quantity: 1 }] };

describe('validateCompletion', () => {
  it('accepts work notes, an actual cost and parts, numbers typed as text included', () => {
    expect(validateCompletion({ workNotes: '  Fixed  ', actualCost: '1200.505', partsUsed: [{ productId: '4', quantity: '2' }] })).toEqual({
      value: { workNotes: 'Fixed', actualCost: 1200.51, partsUsed: [{ productId: 4, quantity: 2 }] },
    });
    // No parts is a job without parts; a cost of 0 is allowed.
    expect(validateCompletion({ workNotes: 'Checked', actualCost: 0 }).value).toEqual({ workNotes: 'Checked', actualCost: 0, partsUsed: [] });
  });

  it('sums the same product listed twice, keeping the order first listed', () => {
    const { value } = validateCompletion({ ...ok, partsUsed: [{ productId: 7, quantity: 1 }, { productId: 4, quantity: 1 }, { productId: 7, quantity: 2 }] });
    expect(value?.partsUsed).toEqual([{ productId: 7, quantity: 3 }, { productId: 4, quantity: 1 }]);
  });

  it.each([
    ['no work notes', { ...ok, workNotes: '   ' }, COMPLETION_REFUSALS.workNotes],
    ['work notes not text', { ...ok, workNotes: 42 }, COMPLETION_REFUSALS.workNotes],
    ['work notes too long', { ...ok, workNotes: 'x'.repeat(WORK_NOTES_MAX + 1) }, COMPLETION_REFUSALS.workNotesLong],
    ['no actual cost', { ...ok, actualCost: '' }, COMPLETION_REFUSALS.actualCost],
    ['a negative cost', { ...ok, actualCost: -1 }, COMPLETION_REFUSALS.actualCost],
    ['a cost that is not a number', { ...ok, actualCost: 'abc' }, COMPLETION_REFUSALS.actualCost],
    ['a boolean cost', { ...ok, actualCost: true }, COMPLETION_REFUSALS.actualCost],
    ['parts not a list', { ...ok, partsUsed: { productId: 4 } }, COMPLETION_REFUSALS.partsList],
    ['too many parts', { ...ok, partsUsed: Array.from({ length: 21 }, (_, i) => ({ productId: i + 1, quantity: 1 })) }, COMPLETION_REFUSALS.tooManyParts],
    ['a part without product', { ...ok, partsUsed: [{ productId: '', quantity: 1 }] }, COMPLETION_REFUSALS.partProduct],
    ['a part with product 0', { ...ok, partsUsed: [{ productId: 0, quantity: 1 }] }, COMPLETION_REFUSALS.partProduct],
    ['a null part', { ...ok, partsUsed: [null] }, COMPLETION_REFUSALS.partProduct],
    ['a quantity of 0', { ...ok, partsUsed: [{ productId: 4, quantity: 0 }] }, COMPLETION_REFUSALS.partQuantity],
    ['a fractional quantity', { ...ok, partsUsed: [{ productId: 4, quantity: 1.5 }] }, COMPLETION_REFUSALS.partQuantity],
    ['no quantity', { ...ok, partsUsed: [{ productId: 4 }] }, COMPLETION_REFUSALS.partQuantity],
  ])('refuses %s', (_name, input, message) => {
    expect(validateCompletion(input)).toEqual({ problem: message });
  });

  it('refuses with the spec\'s texts, the limits as parameters', () => {
    expect(said(COMPLETION_REFUSALS.workNotes)).toBe('Work notes are required');
    expect(said(COMPLETION_REFUSALS.workNotesLong)).toBe(`Work notes may be at most ${WORK_NOTES_MAX} characters`);
    expect(said(COMPLETION_REFUSALS.tooManyParts)).toBe('At most 20 parts may be listed');
    expect(said(COMPLETION_REFUSALS.partQuantity)).toBe('Quantity must be a whole number above 0');
  });

  it('tells a blank part row (no product chosen) from a filled one', () => {
    expect(isBlankPart({ productId: '', quantity: 1 })).toBe(true);
    expect(isBlankPart(null)).toBe(true);
    expect(isBlankPart({ productId: 4, quantity: 1 })).toBe(false);
  });
});

describe('stockShortage', () => {
  const products = [
    { id: 4, name: 'Mainboard MB-4K', sku: 'MB-4K', price: 4200, stock: 3 },
    { id: 7, name: 'T-con board', sku: 'TCON-1', price: 1350, stock: 1 },
  ];

  it('passes when every part is in stock, at exactly the stock too', () => {
    expect(stockShortage([{ productId: 4, quantity: 3 }, { productId: 7, quantity: 1 }], products)).toBeNull();
    expect(stockShortage([], products)).toBeNull();
  });

  it('names the first short part with its stock and the quantity needed, as a key with parameters', () => {
    const shortage = stockShortage([{ productId: 4, quantity: 1 }, { productId: 7, quantity: 2 }, { productId: 4, quantity: 9 }], products);
    expect(shortage).toEqual({ key: 'serverText.stockShortage', params: { name: 'T-con board', inStock: '1', needed: '2' } });
    expect(english(shortage!.key, shortage!.params)).toBe('Not enough stock of T-con board: 1 in stock, 2 needed');
    expect(shortageMessage('Mainboard MB-4K', 0, 1)).toEqual({ key: 'serverText.stockShortage', params: { name: 'Mainboard MB-4K', inStock: '0', needed: '1' } });
    const none = shortageMessage('Mainboard MB-4K', 0, 1);
    expect(english(none.key, none.params)).toBe('Not enough stock of Mainboard MB-4K: 0 in stock, 1 needed');
    // A negative stock reads as none.
    expect(stockShortage([{ productId: 4, quantity: 1 }], [{ ...products[0], stock: -2 }])).toEqual(shortageMessage('Mainboard MB-4K', 0, 1));
  });
});

describe('draftInvoice', () => {
  const board = { name: 'Mainboard MB-4K', sku: 'MB-4K', price: 4200, hsnCode: '852990', gstRate: 18 };
  const mount = { name: 'Wall mount', sku: '', price: 990.5, hsnCode: '830250', gstRate: 18 };
  const warehouse = { name: 'Vistara Service Centres Pvt Ltd', address: 'MG Road, Bengaluru', stateCode: '29', gstin: null };
  const inKarnataka = { name: 'Asha Rao', address: 'Jayanagar', stateCode: '29', gstin: null };
  const inKerala = { name: 'Biju Nair', address: 'Kochi', stateCode: '32', gstin: null };

  it('out of warranty: labour (SAC 998719) at the actual cost and parts (their HSN) at catalogue price x quantity, CGST + SGST in the same state', () => {
    const invoice = draftInvoice({ actualCost: 800, serviceType: 'repair', parts: [{ product: board, quantity: 2 }, { product: mount, quantity: 1 }], underWarranty: false, supplier: warehouse, recipient: inKarnataka });
    expect(invoice.lineItems).toMatchObject([
      { description: 'Labour (repair)', hsnSac: '998719', quantity: 1, unitPrice: 800, amount: 800, cgst: 72, sgst: 72, igst: 0 },
      { description: 'Mainboard MB-4K (MB-4K)', hsnSac: '852990', quantity: 2, unitPrice: 4200, amount: 8400, cgst: 756, sgst: 756 },
      { description: 'Wall mount', hsnSac: '830250', quantity: 1, unitPrice: 990.5, amount: 990.5, cgst: 89.15, sgst: 89.15 },
    ]);
    expect(invoice).toMatchObject({ subtotal: 10190.5, taxRate: 0.18, cgstAmount: 917.15, sgstAmount: 917.15, igstAmount: 0, taxAmount: 1834.3, totalAmount: 12024.8, warrantyClaimAmount: 0, labourCost: 800, partsCost: 9390.5, placeOfSupply: '29', intraState: true });
  });

  it('a customer in another state pays IGST at the full rate', () => {
    const invoice = draftInvoice({ actualCost: 800, parts: [{ product: board, quantity: 1 }], underWarranty: false, supplier: warehouse, recipient: inKerala });
    expect(invoice).toMatchObject({ placeOfSupply: '32', intraState: false, cgstAmount: 0, sgstAmount: 0, igstAmount: 900, totalAmount: 5900 });
  });

  it('under warranty: the customer pays 0 on every line and the cost is kept as the warranty claim', () => {
    const invoice = draftInvoice({ actualCost: 800, parts: [{ product: board, quantity: 2 }], underWarranty: true, supplier: warehouse, recipient: inKarnataka });
    expect(invoice.lineItems).toMatchObject([
      { description: 'Labour (under warranty)', quantity: 1, unitPrice: 0, amount: 0 },
      { description: 'Mainboard MB-4K (MB-4K) (under warranty)', quantity: 2, unitPrice: 0, amount: 0 },
    ]);
    expect(invoice).toMatchObject({ subtotal: 0, taxAmount: 0, totalAmount: 0, warrantyClaimAmount: 9200, labourCost: 800, partsCost: 8400 });
  });

  it('a job without parts is one labour line', () => {
    expect(draftInvoice({ actualCost: 0, parts: [], underWarranty: false })).toMatchObject({
      lineItems: [{ description: 'Labour', quantity: 1, unitPrice: 0, amount: 0 }],
      totalAmount: 0,
    });
  });
});

describe('the seed tells the story (issue 12 scope 9)', () => {
  // A Monday, a Tuesday and a Sunday: the week is Monday to Sunday whatever day Explore Demo opens.
  it.each(['2026-11-23T09:00:00.000Z', '2026-11-24T18:30:00.000Z', '2026-11-29T23:00:00.000Z'])(
    'on %s every warehouse has visits on every day of the week, completed jobs with parts, and invoices in every state',
    (at) => {
      const now = new Date(at);
      const seed = createSeed({ now });
      const monday = Date.parse(at.slice(0, 10)) - ((now.getUTCDay() + 6) % 7) * 86_400_000;
      const week = Array.from({ length: 7 }, (_, i) => new Date(monday + i * 86_400_000).toISOString().slice(0, 10));
      for (const [warehouse, t] of Object.entries(seed.data)) {
        const dates = new Set(t.bookings.map((b) => b.scheduledDate));
        expect(week.filter((day) => !dates.has(day)), `warehouse ${warehouse}`).toEqual([]);
        // A day still to come is never shown with a finished visit.
        const today = at.slice(0, 10);
        expect(t.bookings.filter((b) => b.scheduledDate > today && b.status === 'completed'), `warehouse ${warehouse}`).toEqual([]);
        // Overdue is derived (a sent invoice past its due date), not stored (src/domain/invoice.ts).
        expect(new Set(t.invoices.map((i) => invoiceStatus(i, now))), `warehouse ${warehouse}`).toEqual(new Set(['draft', 'sent', 'paid', 'overdue']));
        expect(t.movements.some((m) => m.ref.startsWith('BK-')), `warehouse ${warehouse}`).toBe(true);
        // Delivered spare requests took their catalogue parts out of stock, as a live Delivered does.
        const delivered = t.spareRequests.filter((r) => r.status === 'delivered' && r.requestedItems.some((i) => i.productId));
        expect(delivered.length, `warehouse ${warehouse}`).toBeGreaterThan(0);
        for (const r of delivered) {
          const moved = t.movements.filter((m) => m.ref === `SR-${r.id}`).map((m) => [m.productId, m.type, m.qty]);
          // One movement per product, the same product's lines summed (src/domain/spares.ts).
          expect(moved, `request ${r.id}`).toEqual(catalogueLines(r.requestedItems).map((l) => [l.productId, 'OUT', l.quantity]));
        }
      }
    },
  );
});
