import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { DEMO_ACCOUNTS, DEMO_ORIGIN } from '../../src/config';
import { signInAs, db } from './utils';
import { signJobLink } from '../../src/domain/jobLink';
import { signingKey } from '../../src/domain/tokens';

// The customer in the loop on the API (issue 30; mocks/handlers/customerMessages.ts): a complaint
// writes its customer's messages to the outbox with the complaint, in their language and by their
// channels, each with a job link; the link opens that complaint's customer view without signing in
// and nothing else (tampered, another complaint's record, expired, revoked: refused).

const t1 = () => db.tenant('1');

/** A customer of warehouse 1 set to Hindi, by e-mail and WhatsApp, through the API. */
const hindiCustomer = async () => {
  const customer = t1().customers[3];
  await http.put(`/v1/customers/${customer.id}`, { language: 'hi', channels: ['email', 'whatsapp'] });
  return customer;
};

const logComplaint = async (customerId: number) =>
  (await http.post('/api/complaints', { customerId, productId: t1().products[0].id, serialNo: 'SN-MSG-1', description: 'No picture, sound only' })) as { id: number };

/** The path of a link URL (`<PUBLIC_URL>/track/<token>`) as the API's call. */
const trackCall = (url: string) => `/api/track/${url.split('/track/')[1]}`;

/** GET without a token or a warehouse: as the customer's phone asks. */
const open = async (path: string) => {
  const response = await fetch(`${DEMO_ORIGIN}${path}`);
  return { status: response.status, body: (await response.json()) as any };
};

/** A call without a token or a warehouse, with a JSON body. */
const open2 = async (method: string, path: string, body: unknown) => {
  const response = await fetch(`${DEMO_ORIGIN}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
};

describe('customer messages', () => {
  it('a logged complaint writes an e-mail and a WhatsApp message in Hindi, queued, each with the job link', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const customer = await hindiCustomer();
    const complaint = await logComplaint(customer.id);
    const page = await http.get('/api/messages', { complaintId: String(complaint.id), sort: 'id', order: 'ASC' });
    expect(page.total).toBe(2);
    expect(page.data.map((m: any) => [m.channel, m.to, m.language, m.status, m.attempts, m.event])).toEqual([
      ['email', customer.email, 'hi', 'queued', 0, 'complaintLogged'],
      ['whatsapp', customer.phone, 'hi', 'queued', 0, 'complaintLogged'],
    ]);
    const [email] = page.data;
    expect(email.subject).toBe(`सेवा अनुरोध #${complaint.id} दर्ज हो गया`);
    expect(email.body).toContain(`प्रिय ${customer.name}`);
    expect(email.body).toMatch(/\/track\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(email).not.toHaveProperty('claimedUntil');

    // Filters: by status and channel.
    expect((await http.get('/api/messages', { complaintId: String(complaint.id), channel: 'whatsapp' })).total).toBe(1);
    expect((await http.get('/api/messages', { complaintId: String(complaint.id), status: 'sent' })).total).toBe(0);
  });

  it('a customer with no choice gets an e-mail in English; none without any address', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const customer = t1().customers[1];
    const complaint = await logComplaint(customer.id);
    const page = await http.get('/api/messages', { complaintId: String(complaint.id) });
    expect(page.data.map((m: any) => [m.channel, m.language])).toEqual([['email', 'en']]);
    expect(page.data[0].subject).toBe(`Service request #${complaint.id} registered`);
  });

  it('the link opens its complaint without signing in: the customer view, no staff data', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const customer = await hindiCustomer();
    const complaint = await logComplaint(customer.id);
    const [message] = (await http.get('/api/messages', { complaintId: String(complaint.id) })).data;
    const link = message.body.match(/https?:\/\/\S+\/track\/\S+$/)![0];
    const { status, body } = await open(trackCall(link));
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: complaint.id, status: 'open', customerName: customer.name, language: 'hi', visits: [], invoices: [] });
    // The customer's view: no vendor, commission or SLA fields of the staff's.
    for (const field of ['assignedVendorId', 'commissionRateApplied', 'commissionPaidBy', 'responseDueAt']) expect(body).not.toHaveProperty(field);

    // Staff open the same link (made once per complaint) and revoke it: it stops opening.
    const again = (await http.post(`/api/complaints/${complaint.id}/job-link`, {})) as { url: string };
    expect((await open(trackCall(again.url))).status).toBe(200);
    await http.delete(`/api/complaints/${complaint.id}/job-link`);
    expect(await open(trackCall(link))).toMatchObject({ status: 404, body: { messageKey: 'serverText.jobLinkRevoked' } });
    expect((await open(trackCall(again.url))).status).toBe(404);
    // A new link after the revocation opens again.
    const fresh = (await http.post(`/api/complaints/${complaint.id}/job-link`, {})) as { url: string };
    expect((await open(trackCall(fresh.url))).status).toBe(200);
  });

  it("refuses a tampered token, another complaint's link record, an expired token and a foreign key", async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const a = await logComplaint(t1().customers[1].id);
    const b = await logComplaint(t1().customers[2].id);
    const linkA = ((await http.post(`/api/complaints/${a.id}/job-link`, {})) as { url: string }).url;
    const tokenA = linkA.split('/track/')[1];
    const [head, payload, signature] = tokenA.split('.');

    // The payload changed to name complaint B: the signature no longer holds.
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, cid: b.id })).toString('base64url');
    expect(await open(`/api/track/${head}.${forged}.${signature}`)).toMatchObject({ status: 404, body: { messageKey: 'serverText.jobLinkInvalid' } });
    expect((await open(`/api/track/${tokenA.slice(0, -2)}xx`)).status).toBe(404);
    expect((await open('/api/track/not-a-token')).status).toBe(404);

    // Signed with the store's key but naming B with A's link record: refused by the record.
    const secret = (db.state.sessions['job-link-key'] as { secret: string }).secret;
    const key = await signingKey(secret);
    const crossed = await signJobLink(key, { tenantId: '1', complaintId: b.id, linkId: claims.lid }, Date.now(), Date.now() + 60_000);
    expect(await open(`/api/track/${crossed}`)).toMatchObject({ status: 404, body: { messageKey: 'serverText.jobLinkInvalid' } });

    // Expired: its own time passed.
    const expired = await signJobLink(key, { tenantId: '1', complaintId: a.id, linkId: claims.lid }, Date.now() - 120_000, Date.now() - 60_000);
    expect(await open(`/api/track/${expired}`)).toMatchObject({ status: 404, body: { messageKey: 'serverText.jobLinkExpired' } });

    // Another key (an attacker's): refused.
    const foreign = await signJobLink(await signingKey('x'.repeat(64)), { tenantId: '1', complaintId: a.id, linkId: claims.lid }, Date.now(), Date.now() + 60_000);
    expect((await open(`/api/track/${foreign}`)).status).toBe(404);
  });

  it('a visit booked, moved and completed, the invoice issued and the complaint resolved each write their message, in order', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const customer = t1().customers[1];
    const complaint = await logComplaint(customer.id);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const booking = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: day(3), scheduledTime: '11:00' });
    await http.put(`/api/service-bookings/${booking.id}`, { scheduledDate: day(4), scheduledTime: '14:30' });
    // A change that moves nothing writes no message.
    await http.put(`/api/service-bookings/${booking.id}`, { notes: 'Ring twice' });
    await http.patch(`/v1/service/bookings/${booking.id}/status`, { status: 'in_progress' });
    await http.patch(`/api/service-bookings/${booking.id}/complete`, { workNotes: 'Replaced the T-con board', actualCost: 1500 });
    const invoiceId = t1().bookings.find((b) => b.id === booking.id)!.invoiceId!;
    await http.put(`/api/invoices/${invoiceId}`, { status: 'sent' });
    const events = (await http.get('/api/messages', { complaintId: String(complaint.id), sort: 'id', order: 'ASC', limit: 20 })).data;
    expect(events.map((m: any) => m.event)).toEqual(['complaintLogged', 'visitBooked', 'visitMoved', 'jobCompleted', 'invoiceIssued']);
    const [, booked, moved, , invoiced] = events;
    expect(booked.body).toContain(`${day(3).split('-').reverse().join('/')}, 11:00`);
    expect(moved.subject).toBe(`Visit moved for request #${complaint.id}`);
    expect(moved.body).toContain(`${day(4).split('-').reverse().join('/')}, 14:30`);
    const invoice = t1().invoices.find((i) => i.id === invoiceId)!;
    expect(invoiced.subject).toBe(`Invoice ${invoice.number}: ${invoiced.params.amount}`);
    expect(invoiced.params.amount).toMatch(/^₹/);
    // The link offers the issued invoice to pay by UPI: the warehouse's UPI id and the amount.
    const token = invoiced.body.split('/track/')[1];
    const tracked = await open(`/api/track/${token}`);
    const warehouse = db.state.tenants.find((w) => w.id === 1)!;
    expect(tracked.body.payments).toEqual([
      {
        invoiceId,
        number: invoice.number,
        amount: invoice.totalAmount,
        upi: `upi://pay?pa=${encodeURIComponent(warehouse.upiVpa!)}&pn=${encodeURIComponent(warehouse.legalName!)}&am=${invoice.totalAmount.toFixed(2)}&cu=INR&tn=Invoice%20${encodeURIComponent(invoice.number!)}`,
      },
    ]);

    // The invoice itself, whole, for its PDF on the link; nothing of another job, nor a draft.
    const document = await open(`/api/track/${token}/invoices/${invoiceId}`);
    expect(document.status).toBe(200);
    expect(document.body).toMatchObject({ id: invoiceId, number: invoice.number, totalAmount: invoice.totalAmount, status: 'sent', lineItems: invoice.lineItems });
    expect(document.body.supplier).toMatchObject({ gstin: expect.any(String) });
    const otherJob = t1().invoices.find((i) => i.id !== invoiceId && i.number)!;
    expect(await open(`/api/track/${token}/invoices/${otherJob.id}`)).toMatchObject({ status: 404, body: { messageKey: 'serverText.linkInvoiceMissing' } });
    await http.put(`/api/invoices/${invoiceId}`, { status: 'cancelled' });
    expect((await open(`/api/track/${token}/invoices/${invoiceId}`)).status).toBe(404);
    expect((await open(`/api/track/${token.slice(0, -2)}xx/invoices/${invoiceId}`)).body.messageKey).toBe('serverText.jobLinkInvalid');

    // A complaint resolved by staff asks for feedback.
    const other = await logComplaint(customer.id);
    await http.patch(`/api/complaints/${other.id}/resolve`, {});
    const asked = (await http.get('/api/messages', { complaintId: String(other.id), sort: 'id', order: 'ASC' })).data;
    expect(asked.map((m: any) => m.event)).toEqual(['complaintLogged', 'feedbackAsked']);
  });

  it('an estimate priced with GST is sent; its visit completes only once approved (on the link, or by phone with who and when)', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const complaint = await logComplaint(t1().customers[1].id);
    expect(t1().complaints.find((c) => c.id === complaint.id)!.isUnderWarranty).toBe(false);
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const visit = async () => {
      const b = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: day });
      await http.patch(`/v1/service/bookings/${b.id}/status`, { status: 'in_progress' });
      return b.id as number;
    };
    const part = t1().products.find((p) => p.isActive && p.price > 0)!;
    const first = await visit();
    const given = await http.put(`/api/service-bookings/${first}/estimate`, { labourCost: 500, parts: [{ productId: part.id, quantity: 2 }] });
    expect(given.estimate).toMatchObject({ labourCost: 500, status: 'pending', decidedAt: null, decidedBy: null });
    expect(given.estimate.subtotal).toBeCloseTo(500 + 2 * part.price, 2);
    expect(given.estimate.totalAmount).toBeCloseTo(given.estimate.subtotal + given.estimate.taxAmount, 2);
    expect(given.estimate.taxAmount).toBeGreaterThan(0);
    const ready = (await http.get('/api/messages', { complaintId: String(complaint.id), sort: 'id', order: 'DESC', limit: 1 })).data[0];
    expect(ready.event).toBe('estimateReady');
    expect(ready.params.amount).toMatch(/^₹/);

    const completion = { workNotes: 'Replaced the board', actualCost: 500 };
    await expect(http.patch(`/api/service-bookings/${first}/complete`, completion)).rejects.toMatchObject({ status: 409, i18nKey: 'serverText.estimateNotApproved' });
    // The customer approves on their link: then the visit completes.
    const token = ready.body.split('/track/')[1];
    const approved = await open2('POST', `/api/track/${token}/estimate`, { bookingId: first, decision: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.visits.find((v: any) => v.id === first).estimate).toMatchObject({ status: 'approved' });
    expect(approved.body.visits[0].estimate).not.toHaveProperty('decidedBy');
    expect((await open2('POST', `/api/track/${token}/estimate`, { bookingId: first, decision: 'declined' })).status).toBe(409);
    await http.patch(`/api/service-bookings/${first}/complete`, completion);

    // Declined by phone (staff record who and when): the visit is not completed.
    const second = await visit();
    await http.put(`/api/service-bookings/${second}/estimate`, { labourCost: 300 });
    const declined = await http.patch(`/api/service-bookings/${second}/estimate/decision`, { decision: 'declined', note: 'Too dear, said on a call' });
    expect(declined.estimate).toMatchObject({ status: 'declined', decidedBy: { kind: 'staff', via: 'phone', note: 'Too dear, said on a call' } });
    expect(declined.estimate.decidedBy.userId).toBeGreaterThan(0);
    await expect(http.patch(`/api/service-bookings/${second}/complete`, completion)).rejects.toMatchObject({ status: 409, i18nKey: 'serverText.estimateDeclined' });
  });

  it('a resolved job is rated once on its link: the complaint keeps it and the vendor rating moves', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const complaint = await logComplaint(t1().customers[1].id);
    const vendor = t1().vendors.find((v) => v.isActive)!;
    t1().complaints.find((c) => c.id === complaint.id)!.assignedVendorId = vendor.id;
    const before = vendor.rating;
    const { url } = await http.post(`/api/complaints/${complaint.id}/job-link`, {});
    const token = url.split('/track/')[1];
    expect(await open2('POST', `/api/track/${token}/feedback`, { rating: 5 })).toMatchObject({ status: 409, body: { messageKey: 'serverText.feedbackNotYet' } });
    await http.patch(`/api/complaints/${complaint.id}/resolve`, {});
    expect((await open2('POST', `/api/track/${token}/feedback`, { rating: 9 })).status).toBe(400);
    const rated = await open2('POST', `/api/track/${token}/feedback`, { rating: 1, comment: 'Came late' });
    expect(rated).toMatchObject({ status: 200, body: { feedback: { rating: 1, comment: 'Came late' } } });
    const after = t1().vendors.find((v) => v.id === vendor.id)!;
    expect(after.rating).toBe(Math.round(((before * 1 + 1) / 2) * 10) / 10);
    expect(after.ratingCount).toBe(2);
    expect(await open2('POST', `/api/track/${token}/feedback`, { rating: 5 })).toMatchObject({ status: 409, body: { messageKey: 'serverText.feedbackGiven' } });
    // Staff read it on the complaint.
    expect((await http.get(`/api/complaints/${complaint.id}`)).feedback).toMatchObject({ rating: 1 });
  });

  it('resends a sent or failed message (a new series of attempts); one still queued is refused; staff only', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const complaint = await logComplaint(t1().customers[1].id);
    const [queued] = (await http.get('/api/messages', { complaintId: String(complaint.id) })).data;
    await expect(http.post(`/api/messages/${queued.id}/resend`, {})).rejects.toMatchObject({ status: 409, i18nKey: 'serverText.messageNotSendable' });
    const stored = t1().messages.find((m) => m.id === queued.id)!;
    Object.assign(stored, { status: 'failed', attempts: 6, nextAttemptAt: null, lastError: 'mailbox full' });
    const resent = await http.post(`/api/messages/${queued.id}/resend`, {});
    expect(resent).toMatchObject({ status: 'queued', attempts: 0, lastError: null });

    await signInAs(DEMO_ACCOUNTS.technician);
    await expect(http.get('/api/messages')).rejects.toMatchObject({ status: 403 });
  });
});
