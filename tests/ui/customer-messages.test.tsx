import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, renderScreen, signInAs } from './harness';
import { http } from '../../src/providers/http';

// The customer in the loop in the console (issue 30): a customer's language and channels on their
// record; a complaint's messages on its page, with Resend; "Open the customer's link".

const t1 = () => db.tenant('1');

describe('Customer messages in the console', () => {
  it("the customer's language and channels are set in Edit and sent with the record", async () => {
    await signInAs();
    const customer = t1().customers[4];
    const user = userEvent.setup({ delay: null });
    await renderScreen(`/admin/service/customers/${customer.id}/show`);
    const record = within((await screen.findByRole('heading', { name: customer.name, level: 2 })).closest('section') as HTMLElement);
    await user.click(await record.findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit customer ${customer.name}` }));
    await user.click(dialog.getByRole('combobox', { name: /Language of messages/ }));
    await user.click(await screen.findByRole('option', { name: 'हिन्दी' }));
    await user.click(dialog.getByRole('checkbox', { name: 'WhatsApp' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(t1().customers.find((c) => c.id === customer.id)).toMatchObject({ language: 'hi', channels: ['whatsapp'] }));
  });

  it("a complaint's page lists its messages; Resend queues a failed one again; Open the customer's link opens /track", async () => {
    await signInAs();
    const customer = t1().customers[1];
    const complaint = await http.post('/api/complaints', { customerId: customer.id, productId: t1().products[0].id, serialNo: 'SN-UI-MSG', description: 'No sound' });
    const message = t1().messages.find((m) => m.complaintId === complaint.id)!;
    Object.assign(message, { status: 'failed', attempts: 6, nextAttemptAt: null, lastError: 'Mailbox unavailable' });
    const user = userEvent.setup({ delay: null });
    await renderScreen(`/admin/service/complaints/${complaint.id}/show`);
    const section = (await screen.findByRole('heading', { name: 'Messages to the customer' })).closest('section') as HTMLElement;
    const item = (await within(section).findByText(`E-mail · ${customer.email}`)).closest('tr') as HTMLElement;
    expect(within(item).getByText(`Service request #${complaint.id} registered`)).toBeInTheDocument();
    expect(within(item).getByText('Failed')).toBeInTheDocument();
    expect(within(item).getByText(/6 attempts · Mailbox unavailable/)).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Message queued to be sent again')).toBeInTheDocument();
    await waitFor(() => expect(within(item).getByText('Waiting')).toBeInTheDocument());
    expect(within(item).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(message).toMatchObject({ status: 'queued', attempts: 0 });

    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await user.click(within(section).getByRole('button', { name: "Open the customer's link" }));
    await waitFor(() => expect(tab.location.href).toMatch(/\/track\/[\w-]+\.[\w-]+\.[\w-]+$/));
    expect(open).toHaveBeenCalledWith('', '_blank');
    open.mockRestore();
  });

  it('Estimate on a visit sends labour and parts; Approved by phone records the answer, asked first', async () => {
    await signInAs();
    const complaint = await http.post('/api/complaints', { customerId: t1().customers[1].id, productId: t1().products[0].id, serialNo: 'SN-UI-EST', description: 'No picture' });
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const booking = await http.post('/api/service-bookings', { complaintId: complaint.id, scheduledDate: day });
    const user = userEvent.setup({ delay: null });
    await renderScreen('/admin/service/bookings');
    const row = async () => (await screen.findByRole('cell', { name: String(booking.id) })).closest('tr') as HTMLElement;
    await user.click(within(await row()).getByRole('button', { name: 'Estimate' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Estimate for booking #${booking.id}` }));
    const labour = dialog.getByRole('spinbutton', { name: /Labour/ });
    await user.clear(labour);
    await user.type(labour, '400');
    await user.click(dialog.getByRole('button', { name: 'Send estimate' }));
    expect(await screen.findByText(/^Estimate of ₹472\.00 sent for booking #/)).toBeInTheDocument();
    expect(t1().bookings.find((b) => b.id === booking.id)!.estimate).toMatchObject({ labourCost: 400, status: 'pending', totalAmount: 472 });

    await user.click(await within(await row()).findByRole('button', { name: 'Approved by phone' }));
    const confirm = within(await screen.findByRole('dialog', { name: `Record booking #${booking.id}'s estimate as approved?` }));
    await user.click(confirm.getByRole('button', { name: 'Approved by phone' }));
    expect(await screen.findByText(`Estimate of booking #${booking.id} recorded as approved`)).toBeInTheDocument();
    expect(t1().bookings.find((b) => b.id === booking.id)!.estimate).toMatchObject({ status: 'approved', decidedBy: { kind: 'staff', via: 'phone' } });
  });

  it("the customer's rating from their link shows on the complaint's page", async () => {
    await signInAs();
    const complaint = t1().complaints.find((c) => c.status === 'resolved')!;
    complaint.feedback = { rating: 4, comment: 'Tidy work', at: new Date().toISOString() };
    await renderScreen(`/admin/service/complaints/${complaint.id}/show`);
    expect(await screen.findByText('Customer rating')).toBeInTheDocument();
    expect(screen.getByText('4 out of 5 · Tidy work')).toBeInTheDocument();
  });
});
