import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { dataProvider } from '../../src/providers/dataProvider';
import { isTvModel } from '../../src/domain/catalog';
import { signInAs, db } from './utils';

// Issue 15 scope 6 on the demo backend: a job completed under warranty raises a claim against the
// product's brand (labour = actual cost, parts at catalogue price); claims are listed with their
// filters and moved open -> submitted -> settled | rejected, other moves refused (409), audited.
// Also scope 1: products carry an HSN code, its GST rate (default from the rate table), a brand and an extension price.

const t1 = () => db.tenant('1');
type Complaint = ReturnType<typeof t1>['complaints'][number];

const completeUnderWarranty = async (complaint: Complaint, actualCost: number, parts: { productId: number; quantity: number }[]) => {
  const b = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: '2030-02-01', estimatedCost: 500 });
  await http.patch(`/service/bookings/${b.id}/status`, { status: 'in_progress', notes: 'Status updated to in_progress' });
  await dataProvider.completeBooking(b.id, { workNotes: 'Board replaced', actualCost, partsUsed: parts });
  return b.id as number;
};

describe('warranty claims', () => {
  it("a completion under warranty raises an open claim against the product's brand; out of warranty none", async () => {
    await signInAs();
    const complaint = t1().complaints.find((c) => c.isUnderWarranty && ['assigned', 'in_progress', 'open'].includes(c.status))!;
    const product = t1().products.find((p) => p.id === complaint.productId)!;
    const part = t1().products.find((p) => p.stock >= 5 && p.price > 0 && p.category !== 'Televisions')!;
    const before = t1().warrantyClaims.length;

    const bookingId = await completeUnderWarranty(complaint, 650, [{ productId: part.id, quantity: 2 }]);
    expect(t1().warrantyClaims).toHaveLength(before + 1);
    const claim = t1().warrantyClaims.at(-1)!;
    expect(claim).toMatchObject({
      complaintId: complaint.id,
      bookingId,
      productId: product.id,
      brand: product.brand,
      serialNo: complaint.serialNo,
      labourCost: 650,
      partsCost: 2 * part.price,
      totalCost: 650 + 2 * part.price,
      status: 'open',
    });
    expect(product.brand).toBe(product.name.split(' ')[0]);
    expect(t1().auditLogs.some((a) => a.entityType === 'warranty_claim' && a.entityId === claim.id && a.action === `create: booking #${bookingId}`)).toBe(true);

    // The list: newest first, filtered by status, brand (any case) and the serial number.
    const all = await http.get('/api/warranty-claims', { page: 1, limit: 100 });
    expect(all.data[0]).toMatchObject({ id: claim.id });
    expect(all.total).toBe(before + 1);
    const byBrand = await http.get('/api/warranty-claims', { brand: claim.brand.toUpperCase(), q: claim.serialNo.slice(2, 9) });
    expect(byBrand.data.map((c: { id: number }) => c.id)).toContain(claim.id);
    expect(byBrand.data.every((c: { brand: string }) => c.brand === claim.brand)).toBe(true);
    expect((await http.get('/api/warranty-claims', { brand: 'Nobrand' })).total).toBe(0);
    expect((await http.get('/api/warranty-claims', { status: 'settled', q: claim.serialNo })).data.map((c: { id: number }) => c.id)).not.toContain(claim.id);

    const outOfWarranty = t1().complaints.find((c) => !c.isUnderWarranty && ['assigned', 'in_progress', 'open'].includes(c.status))!;
    await completeUnderWarranty(outOfWarranty, 400, []);
    expect(t1().warrantyClaims).toHaveLength(before + 1);
  });

  it('moves open -> submitted -> settled, refuses the others with 409 and their text, audited', async () => {
    await signInAs();
    const complaint = t1().complaints.find((c) => c.isUnderWarranty && ['assigned', 'in_progress', 'open'].includes(c.status))!;
    await completeUnderWarranty(complaint, 300, []);
    const claim = t1().warrantyClaims.at(-1)!;
    const put = (status: string) => http.put(`/api/warranty-claims/${claim.id}`, { status });

    await expect(put('settled')).rejects.toMatchObject({ status: 409, message: 'Submit the claim to the brand first' });
    await expect(put('paid')).rejects.toMatchObject({ status: 400, message: 'Claim status must be one of open, submitted, settled, rejected' });
    expect(claim.status).toBe('open');
    await expect(put('submitted')).resolves.toMatchObject({ id: claim.id, status: 'submitted' });
    await expect(put('submitted')).rejects.toMatchObject({ status: 409, message: 'This claim is already submitted' });
    await expect(put('settled')).resolves.toMatchObject({ status: 'settled' });
    await expect(put('rejected')).rejects.toMatchObject({ status: 409, message: 'A settled claim cannot be changed' });
    expect((await http.get(`/api/warranty-claims/${claim.id}`)).status).toBe('settled');
    expect(t1().auditLogs.filter((a) => a.entityType === 'warranty_claim' && a.entityId === claim.id).map((a) => a.action).slice(1)).toEqual([
      'status: open -> submitted',
      'status: submitted -> settled',
    ]);
    await expect(http.get('/api/warranty-claims/999999')).rejects.toMatchObject({ status: 404, message: 'Warranty claim #999999 not found' });
  });

  it('a technician may not read claims (403)', async () => {
    await signInAs('tech@demo.in');
    await expect(http.get('/api/warranty-claims')).rejects.toMatchObject({ status: 403 });
  });
});

describe('products: HSN code, GST rate, brand, extension price (issue 15 scope 1)', () => {
  it('takes the rate from the table for a known HSN, refuses an unknown HSN without a rate, keeps a given rate', async () => {
    await signInAs();
    const base = { name: 'Wall Mount Fixed 43"', categoryId: t1().categories[0].id, price: 790, warrantyMonths: 6 };
    await expect(http.post('/api/products', { ...base, sku: 'WM-FIX-43', hsnCode: '8302 50', brand: 'Vistara', extendedWarrantyPrice: 0 })).resolves.toMatchObject({
      hsnCode: '830250',
      gstRate: 18,
      brand: 'Vistara',
      extendedWarrantyPrice: 0,
    });
    await expect(http.post('/api/products', { ...base, sku: 'X-1', hsnCode: '99999' })).rejects.toMatchObject({ status: 400, message: 'No GST rate for HSN/SAC code 99999' });
    await expect(http.post('/api/products', { ...base, sku: 'X-2', hsnCode: '85x' })).rejects.toMatchObject({ status: 400, message: 'HSN/SAC code must be 4 to 8 digits: 85x' });
    await expect(http.post('/api/products', { ...base, sku: 'X-3', gstRate: 140 })).rejects.toMatchObject({ status: 400, message: 'GST rate must be a percentage from 0 to 100' });
    await expect(http.post('/api/products', { ...base, sku: 'X-4', extendedWarrantyPrice: -1 })).rejects.toMatchObject({ status: 400, message: 'Extended warranty price cannot be negative' });
    const given = await http.post('/api/products', { ...base, sku: 'X-5', hsnCode: '99999', gstRate: 12 });
    expect(given).toMatchObject({ hsnCode: '99999', gstRate: 12 });

    // Edit: a new HSN without a rate takes the table's; a blank field is cleared.
    const edited = await http.put(`/api/products/${given.id}`, { hsnCode: '854370' });
    expect(edited).toMatchObject({ hsnCode: '854370', gstRate: 18 });
    const cleared = await http.put(`/api/products/${given.id}`, { hsnCode: '', gstRate: '', brand: 'Nilgiri' });
    expect(cleared.hsnCode).toBeUndefined();
    expect(cleared.gstRate).toBeUndefined();
    expect(cleared.brand).toBe('Nilgiri');
    await expect(http.put(`/api/products/${given.id}`, { hsnCode: '12345' })).rejects.toMatchObject({ status: 400, message: 'No GST rate for HSN/SAC code 12345' });
  });

  it('the seed gives TVs HSN 852872 at 18%, their brand and an extension price of about 8%', () => {
    const tvs = t1().products.filter((p) => isTvModel(p.name));
    expect(tvs.length).toBeGreaterThan(0);
    for (const tv of tvs) {
      expect(tv).toMatchObject({ hsnCode: '852872', gstRate: 18, brand: tv.name.split(' ')[0] });
      expect(tv.extendedWarrantyPrice! % 10).toBe(0);
      expect(Math.abs(tv.extendedWarrantyPrice! - tv.price * 0.08)).toBeLessThanOrEqual(5);
    }
    expect(t1().products.find((p) => p.sku === 'RC-V2')).toMatchObject({ hsnCode: '854370', gstRate: 18, brand: 'Vistara' });
    expect(t1().products.find((p) => p.sku === 'WM-TILT-55')).toMatchObject({ hsnCode: '830250', gstRate: 18 });
    expect(t1().products.find((p) => p.sku === 'PSU-150W')).toMatchObject({ hsnCode: '852990', gstRate: 18 });
  });
});
