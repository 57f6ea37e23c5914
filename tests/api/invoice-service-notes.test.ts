import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { dataProvider } from '../../src/providers/dataProvider';
import { financialYear, serialOf } from '../../src/domain/invoiceSeries';
import { signInAs, db } from './utils';

// Issue 27: a document whose total is 0 (a job under warranty: the customer pays nothing, the brand is
// claimed) is no tax invoice. Issued, it is a service note numbered in the warehouse's SN series, so
// the tax invoices' series stays gapless over what was charged; it has nothing due, is never paid,
// and is cancelled without a credit note. The invoices list's 'open' leaves it out once issued.

const t1 = () => db.tenant('1');
const year = () => financialYear(new Date());
const highest = (code: string) => Math.max(0, ...t1().invoices.map((i) => serialOf(i.number, code, year()) ?? 0));
const serialText = (n: number) => String(n).padStart(5, '0');

/** A ₹0 draft as a warranty job raises it: labour and a part, both at 0 to the customer. */
const warrantyDraft = async () => {
  const complaint = t1().complaints.find((c) => c.isUnderWarranty && ['assigned', 'in_progress', 'open'].includes(c.status))!;
  const b = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: '2030-02-01', estimatedCost: 700 });
  await http.patch(`/service/bookings/${b.id}/status`, { status: 'in_progress', notes: 'Status updated to in_progress' });
  const part = t1().products.find((p) => p.stock >= 5 && p.price > 0)!;
  const { data } = await dataProvider.completeBooking(b.id, { workNotes: 'Panel swapped under warranty', actualCost: 650, partsUsed: [{ productId: part.id, quantity: 1 }] });
  return { id: data.invoiceId as number, claimed: 650 + part.price };
};

const charged = async () => (await http.post('/api/invoices', { customerId: 1, lineItems: [{ description: 'Visit', quantity: 1, unitPrice: 500 }] })).id as number;

describe('service notes: no tax-invoice number for a ₹0 job (issue 27)', () => {
  it('a warranty job raises a ₹0 draft that reads as a service note; issued, it takes the next SN number and no tax-invoice number', async () => {
    await signInAs();
    const { id, claimed } = await warrantyDraft();
    const draft = await http.get(`/api/invoices/${id}`);
    expect(draft).toMatchObject({ status: 'draft', totalAmount: 0, kind: 'service_note', warrantyClaimAmount: claimed });
    expect(draft.number ?? null).toBeNull();
    // A charged draft reads as a tax invoice.
    const taxed = await charged();
    expect(await http.get(`/api/invoices/${taxed}`)).toMatchObject({ kind: 'tax_invoice' });

    const [blr, sn] = [highest('BLR'), highest('SN')];
    const note = await http.put(`/api/invoices/${id}`, { status: 'sent', dueDate: '2099-01-31' });
    expect(note).toMatchObject({ status: 'sent', kind: 'service_note', number: `SN/${year()}/${serialText(sn + 1)}`, dueDate: null, totalAmount: 0, taxAmount: 0 });
    expect(note.issuedAt).toEqual(expect.any(String));
    // The tax invoices' series did not move: the next charged invoice takes the number after the last one charged.
    const invoice = await http.put(`/api/invoices/${taxed}`, { status: 'sent' });
    expect(invoice).toMatchObject({ kind: 'tax_invoice', number: `BLR/${year()}/${serialText(blr + 1)}` });
    // The next service note follows on in its own series.
    const next = await http.post('/api/invoices', { customerId: 1, status: 'sent', lineItems: [{ description: 'Inspection under warranty', quantity: 1, unitPrice: 0 }] });
    expect(next).toMatchObject({ kind: 'service_note', number: `SN/${year()}/${serialText(sn + 2)}`, dueDate: null });
    const logs = await http.get('/api/audit/logs', { entityType: 'invoice', page: 1, limit: 50 });
    expect(logs.data.map((l: { action: string }) => l.action)).toEqual(expect.arrayContaining([`issue: ${note.number}`]));
  });

  it('a service note is never paid (409 with its key, nothing written), and is cancelled without a credit note, keeping its number', async () => {
    await signInAs();
    const { id } = await warrantyDraft();
    const note = await http.put(`/api/invoices/${id}`, { status: 'sent' });
    const before = JSON.stringify(t1().invoices);
    await expect(http.put(`/api/invoices/${id}`, { status: 'paid', paidAt: new Date().toISOString(), paymentMode: 'cash' })).rejects.toMatchObject({
      status: 409,
      message: 'A service note has nothing to pay',
      body: { messageKey: 'serverText.serviceNoteNotPayable' },
    });
    expect(JSON.stringify(t1().invoices)).toBe(before);

    const cancelled = await http.put(`/api/invoices/${id}`, { status: 'cancelled', cancelReason: 'Raised on the wrong job' });
    expect(cancelled).toMatchObject({ status: 'cancelled', number: note.number, kind: 'service_note' });
    expect(cancelled.creditNote ?? null).toBeNull();
  });

  it("a service note is issued without the warehouse's GSTIN (no tax invoice); a charged invoice still needs it", async () => {
    await signInAs();
    const warehouse = db.state.tenants.find((t) => t.id === 1)!;
    const gstin = warehouse.gstin;
    const { id } = await warrantyDraft();
    const taxed = await charged();
    warehouse.gstin = null;
    try {
      await expect(http.put(`/api/invoices/${taxed}`, { status: 'sent' })).rejects.toMatchObject({ status: 409, message: "Set the warehouse's GSTIN before issuing an invoice" });
      expect(await http.put(`/api/invoices/${id}`, { status: 'sent' })).toMatchObject({ kind: 'service_note', number: expect.stringMatching(/^SN\//) });
    } finally {
      warehouse.gstin = gstin;
    }
  });

  it("'open' lists the drafts to issue, ₹0 ones too, but not an issued service note (nothing to collect); 'sent' lists it", async () => {
    await signInAs();
    const { id: issued } = await warrantyDraft();
    const { id: draft } = await warrantyDraft();
    await http.put(`/api/invoices/${issued}`, { status: 'sent' });
    const ids = async (status: string) => ((await http.get('/api/invoices', { status, page: 1, limit: 500 })).data as { id: number }[]).map((i) => i.id);
    const open = await ids('open');
    expect(open).toContain(draft);
    expect(open).not.toContain(issued);
    expect(await ids('sent')).toContain(issued);
    // The in-memory path (sorted by status) agrees.
    const sortedOpen = ((await http.get('/api/invoices', { status: 'open', sort: 'status', order: 'ASC', page: 1, limit: 500 })).data as { id: number }[]).map((i) => i.id);
    expect(new Set(sortedOpen)).toEqual(new Set(open));
  });
});
