import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderTrack, db, signInAs } from '../harness';
import { captureDownloads } from '../downloads';
import { http } from '../../../src/providers/http';
import { clearSession } from '../../../src/providers/storage';

// The customer's job link page (issue 30; src/public/TrackPage.tsx): opened without signing in, in
// the customer's language, the complaint's status and visits; a link that does not open says why.

const t1 = () => db.tenant('1');

/** A complaint logged by staff for a customer set to `language`; its link's path (`/track/<token>`), signed out after. */
const linkFor = async (language: 'en' | 'hi') => {
  await signInAs();
  const customer = t1().customers[5];
  await http.put(`/v1/customers/${customer.id}`, { language });
  const complaint = await http.post('/api/complaints', { customerId: customer.id, productId: t1().products[1].id, serialNo: 'SN-TRACK-1', description: 'Remote does not pair' });
  const { url } = await http.post(`/api/complaints/${complaint.id}/job-link`, {});
  clearSession();
  return { path: new URL(url).pathname, complaint, customer };
};

describe('job link page', () => {
  it('shows the complaint in English without signing in: status, product and serial, no visit yet; no axe violations', async () => {
    const { path, complaint } = await linkFor('en');
    renderTrack(path);
    expect(await screen.findByRole('heading', { level: 1, name: `Service request #${complaint.id}` })).toBeInTheDocument();
    expect(screen.getByText('Registered')).toBeInTheDocument();
    expect(screen.getByText(`${t1().products[1].name} · SN-TRACK-1`)).toBeInTheDocument();
    expect(screen.getByText('No visit is booked yet. We will send you the date and time.')).toBeInTheDocument();
    const { violations } = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it("opens in the customer's language (Hindi) when this browser has chosen none", async () => {
    const { path, complaint } = await linkFor('hi');
    renderTrack(path);
    expect(await screen.findByRole('heading', { level: 1, name: `सेवा अनुरोध #${complaint.id}` })).toBeInTheDocument();
    expect(screen.getByText('दर्ज')).toBeInTheDocument();
  });

  it('an estimate is approved on the page: its lines, GST and total, then the decision shown', async () => {
    const { path, complaint } = await linkFor('en');
    await signInAs();
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const booking = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: day });
    const part = t1().products.find((p) => p.isActive && p.price > 0)!;
    const given = await http.put(`/api/service-bookings/${booking.id}/estimate`, { labourCost: 400, parts: [{ productId: part.id, quantity: 1 }] });
    clearSession();
    const user = userEvent.setup({ delay: null });
    renderTrack(path);
    const visits = (await screen.findByRole('heading', { name: 'Visits' })).closest('section') as HTMLElement;
    expect(within(visits).getByText('Estimate')).toBeInTheDocument();
    expect(within(visits).getByText(`₹${given.estimate.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`)).toBeInTheDocument();
    await user.click(within(visits).getByRole('button', { name: 'Approve' }));
    expect(await within(visits).findByText('You approved this estimate.')).toBeInTheDocument();
    expect(within(visits).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(t1().bookings.find((b) => b.id === booking.id)!.estimate).toMatchObject({ status: 'approved', decidedBy: { kind: 'customer' } });
  });

  it('a repaired job is rated on the page: stars and a comment, then the thanks', async () => {
    const { path, complaint } = await linkFor('en');
    await signInAs();
    await http.patch(`/api/complaints/${complaint.id}/resolve`, {});
    clearSession();
    const user = userEvent.setup({ delay: null });
    renderTrack(path);
    const section = (await screen.findByRole('heading', { name: 'Rate our service' })).closest('section') as HTMLElement;
    await user.click(within(section).getByRole('button', { name: 'Send rating' }));
    expect(await within(section).findByText('Please pick 1 to 5 stars.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '4 stars' }));
    await user.type(within(section).getByRole('textbox', { name: 'Comment (optional)' }), 'Tidy work');
    await user.click(within(section).getByRole('button', { name: 'Send rating' }));
    expect(await within(section).findByText('Thank you for your rating of 4 out of 5.')).toBeInTheDocument();
    expect(t1().complaints.find((c) => c.id === complaint.id)!.feedback).toMatchObject({ rating: 4, comment: 'Tidy work' });
  });

  it('an issued invoice is offered to pay by UPI: its amount, a QR code of the upi://pay link and the UPI app link', async () => {
    const { path, complaint } = await linkFor('en');
    await signInAs();
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const booking = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: day });
    await http.patch(`/v1/service/bookings/${booking.id}/status`, { status: 'in_progress' });
    await http.patch(`/api/service-bookings/${booking.id}/complete`, { workNotes: 'Re-seated the panel cable', actualCost: 700 });
    const invoiceId = t1().bookings.find((b) => b.id === booking.id)!.invoiceId!;
    await http.put(`/api/invoices/${invoiceId}`, { status: 'sent' });
    const invoice = t1().invoices.find((i) => i.id === invoiceId)!;
    clearSession();
    renderTrack(path);
    const amount = `₹${invoice.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    expect(await screen.findByText(`Pay ${amount} for invoice ${invoice.number}`)).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: `UPI QR code to pay ${amount}` });
    const upi = qr.getAttribute('data-upi')!;
    expect(upi).toMatch(new RegExp(`^upi://pay\\?pa=servicedesk\\.[a-z-]+%40okhdfcbank&pn=.+&am=${invoice.totalAmount.toFixed(2)}&cu=INR&tn=Invoice%20`));
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg');
    expect(screen.getByRole('link', { name: 'Pay by UPI app' })).toHaveAttribute('href', upi);

    // Its PDF, made on the page from the invoice fetched by the link: a real PDF named after its number.
    const { blobs, names } = captureDownloads();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: `Download PDF of invoice ${invoice.number}` }));
    await waitFor(() => expect(names).toEqual([`${invoice.number!.replaceAll('/', '-')}.pdf`]));
    expect(new TextDecoder().decode(new Uint8Array(await blobs[0].arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    vi.restoreAllMocks();
  });

  it('a damaged link and a revoked one each get one page saying so', async () => {
    const { path, complaint } = await linkFor('en');
    renderTrack(`${path.slice(0, -4)}abcd`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not open' })).toBeInTheDocument();
    expect(screen.getByText('This link is not valid. Please ask the service centre for a new one.')).toBeInTheDocument();

    await signInAs();
    await http.delete(`/api/complaints/${complaint.id}/job-link`);
    clearSession();
    renderTrack(path);
    expect(await screen.findByText('This link is no longer valid. Please ask the service centre for a new one.')).toBeInTheDocument();
  });
});
