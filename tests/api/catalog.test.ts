import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { signInAs, db } from './utils';

// Catalogue and stock rules enforced again by the demo backend (400/409 with the spec's texts).
describe('catalogue API of the demo backend', () => {
  const t1 = () => db.tenant('1');

  it('refuses a product breaking each call-layer rule with 400 and the spec text', async () => {
    await signInAs();
    const base = { name: 'Mainboard X', categoryId: t1().categories[0].id, sku: 'MB-X1', price: 100, warrantyMonths: 6 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, categoryId: null }, 'Product category is required for inventory classification'],
      [{ ...base, name: 'Vistara 50" Smart TV', warrantyMonths: 6 }, 'TV models should have minimum 12 months warranty'],
      [{ ...base, sku: 'mb x1' }, 'SKU should contain only uppercase letters, numbers, and hyphens'],
      [{ ...base, price: -5 }, 'Product price cannot be negative'],
    ];
    for (const [body, message] of cases) await expect(http.post('/api/products', body)).rejects.toMatchObject({ status: 400, message });
    await expect(http.post('/api/products', base)).resolves.toMatchObject({ name: 'Mainboard X', stock: 0 });
  });

  it('IN adds, OUT subtracts, an OUT above stock is refused naming what is left', async () => {
    await signInAs();
    const p = t1().products.find((x) => x.stock === 0) ?? t1().products[0];
    const start = p.stock;
    await http.post('/api/inventory/movements', { productId: p.id, qty: 10, type: 'IN', reason: 'Restock', ref: 'GRN-1' });
    expect((await http.get(`/api/inventory/stock/${p.id}`)).currentStock).toBe(start + 10);
    await http.post('/api/inventory/movements', { productId: p.id, qty: 4, type: 'OUT', reason: 'Repair', ref: 'JOB-9' });
    expect((await http.get(`/api/inventory/stock/${p.id}`)).currentStock).toBe(start + 6);
    await expect(http.post('/api/inventory/movements', { productId: p.id, qty: start + 7, type: 'OUT', ref: 'JOB-10' })).rejects.toMatchObject({
      status: 409,
      message: `Insufficient stock: only ${start + 6} left`,
    });
    await expect(http.post('/api/inventory/movements', { productId: p.id, qty: 2, type: 'OUT' })).rejects.toMatchObject({ status: 400, message: 'Outgoing movements require reference for tracking' });
    await expect(http.post('/api/inventory/movements', { productId: p.id, qty: 101, type: 'IN' })).rejects.toMatchObject({ status: 400, message: 'Large quantity movements (>100) require a reason' });
  });

  it('one active BOM per product; an active BOM cannot be deleted; clone and import', async () => {
    await signInAs();
    const productId = t1().products[0].id;
    const a = await http.post('/api/boms', { parentProductId: productId, version: 'v3.0', description: 'A', status: 'draft', totalCost: 10 });
    const b = await http.post('/api/boms', { parentProductId: productId, version: 'v3.1', description: 'B', status: 'draft', totalCost: 10 });
    await http.patch(`/api/boms/${a.id}/activate`, {});
    await http.patch(`/api/boms/${b.id}/activate`, {});
    const mine = t1().boms.filter((x) => x.parentProductId === productId && x.status === 'active');
    expect(mine.map((x) => x.id)).toEqual([b.id]);
    await expect(http.delete(`/api/boms/${b.id}`)).rejects.toMatchObject({ status: 409, message: 'Cannot delete active BOM' });
    await expect(http.post(`/api/boms/${b.id}/clone`, { newVersion: '3.1.1' })).rejects.toMatchObject({ status: 400, message: 'Version should follow format: v1.0, v1.1, v2.0, etc.' });
    const clone = await http.post(`/api/boms/${b.id}/clone`, { newVersion: 'v3.1.1', description: 'Clone' });
    expect(clone).toMatchObject({ status: 'draft', version: 'v3.1.1', parentProductId: productId });
    // An edit may not take another BOM's version of the product; a blank description clears it; the product must be this warehouse's.
    await expect(http.put(`/api/boms/${clone.id}`, { version: 'v3.0' })).rejects.toMatchObject({ status: 409, message: `Version v3.0 already exists for ${t1().products[0].name}` });
    await expect(http.put(`/api/boms/${clone.id}`, { description: '', totalCost: '12.5' })).resolves.toMatchObject({ description: '', totalCost: 12.5, version: 'v3.1.1' });
    const foreignProduct = db.tenant('2').products[0].id;
    await expect(http.post('/api/boms', { parentProductId: foreignProduct, version: 'v1.0' })).rejects.toMatchObject({ status: 400, message: `Product #${foreignProduct} does not exist` });

    const csv = `parentProductId,version,description,status,totalCost\n${productId},v9.0,Good row,draft,100\n${productId},9.1,Bad version,draft,5\n`;
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'boms.csv');
    const result = await http.post('/api/boms/import', form);
    expect(result.imported).toHaveLength(1);
    expect(result.errors).toEqual([{ row: 3, message: 'Version should follow format: v1.0, v1.1, v2.0, etc.', messageKey: 'serverText.bomVersionFormat', messageParams: {} }]);
  });

  it('registers a warranty by calendar months, checks it and extends it by 12 months', async () => {
    await signInAs();
    await expect(http.post('/api/warranties', { productId: 1, serialNo: '' })).rejects.toMatchObject({ status: 400, message: 'Please fill all required fields' });
    const reg = await http.post('/api/warranties', { productId: t1().products[0].id, customerId: t1().customers[0].id, serialNo: 'SN-E2E-1', purchaseDate: '2024-11-20', warrantyMonths: 24 });
    expect(reg.warrantyEndDate).toBe('2026-11-20T00:00:00.000Z');
    const check = await http.get('/api/warranties/check', { serialNo: 'SN-E2E-1' });
    expect(check.details.warrantyEndDate).toBe(reg.warrantyEndDate);
    const extended = await http.patch(`/api/warranties/${reg.id}/extend-warranty`, { additionalMonths: 12, reason: 'Extended warranty purchase', cost: 0 });
    expect(extended.warrantyEndDate).toBe('2027-11-20T00:00:00.000Z');
    expect(extended.warrantyMonths).toBe(36);
    expect(extended.extensions).toHaveLength(1);
    // A free extension raises no invoice.
    expect(extended.invoiceId).toBeNull();
  });

  it('a sold 12-month extension raises a draft invoice for the customer at its price, audited', async () => {
    await signInAs();
    const reg = t1().registrations[0];
    const invoicesBefore = t1().invoices.length;
    const extended = await http.patch(`/api/warranties/${reg.id}/extend-warranty`, { additionalMonths: 12, reason: '', cost: 2499 });
    expect(extended.id).toBe(reg.id);
    expect(extended.extensions.at(-1)).toMatchObject({ months: 12, cost: 2499 });
    expect(t1().invoices).toHaveLength(invoicesBefore + 1);
    const invoice = t1().invoices.find((i) => i.id === extended.invoiceId)!;
    expect(invoice).toMatchObject({ customerId: reg.customerId, registrationId: reg.id, status: 'draft', subtotal: 2499 });
    expect(invoice.lineItems).toMatchObject([{ description: `Extended warranty, 12 months (${reg.serialNo})`, hsnSac: '998719', gstRate: 18, quantity: 1, unitPrice: 2499, amount: 2499 }]);
    expect(invoice.taxAmount).toBe(449.82);
    // The invoice is a real one: the invoices call shows it.
    expect(await http.get(`/api/invoices/${invoice.id}`)).toMatchObject({ id: invoice.id, status: 'draft' });
    const logs = t1().auditLogs.slice(-2);
    expect(logs.map((l) => [l.entityType, l.action])).toEqual([['invoice', 'create'], ['warranty', 'extend']]);
    expect(logs[1].details).toMatchObject({ months: 12, cost: 2499, invoiceId: invoice.id });
  });

  it('a free extension (price 0) without a reason is refused with 400 and changes nothing', async () => {
    await signInAs();
    const reg = t1().registrations[0];
    const before = JSON.stringify(t1());
    for (const body of [{ additionalMonths: 6, reason: '  ', cost: 0 }, { additionalMonths: 6 }]) {
      await expect(http.patch(`/api/warranties/${reg.id}/extend-warranty`, body)).rejects.toMatchObject({
        status: 400,
        message: 'A free extension (price 0) needs a reason, e.g. the service promise it keeps',
      });
    }
    expect(JSON.stringify(t1())).toBe(before);
  });
});
