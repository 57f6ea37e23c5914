import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { db, locationPath, renderScreen, server, signInAs } from './harness';

// A complaint's own page (/admin/service/complaints/:id/show, docs/architecture.md, "The record model"):
// opened from the list by a row click, addressable (a reload renders it again), with the customer,
// product, warranty, vendor and the complaint's bookings and spare requests as related lists.

const t1 = () => db.tenant('1');
const LIST = '/admin/service/complaints';

/** A complaint of warehouse 1 with at least one booking that has a spare request. */
const complaintWithParts = () => {
  const request = t1().spareRequests.find((r) => t1().bookings.some((b) => b.id === r.bookingId))!;
  const booking = t1().bookings.find((b) => b.id === request.bookingId)!;
  return { complaint: t1().complaints.find((c) => c.id === booking.complaintId)!, booking, request };
};

describe('Complaint page', () => {
  it('a click on a row opens /admin/service/complaints/<id>/show with that complaint', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(LIST);
    const table = (await screen.findByText('Complaints')).closest('section') as HTMLElement;
    const firstRow = (await within(table).findAllByRole('row'))[1];
    // The first cell is the row's selection checkbox (bulk actions), then the id.
    const id = Number(within(firstRow).getAllByRole('cell')[1].textContent);
    await user.click(within(firstRow).getAllByRole('cell')[4]);
    expect(await screen.findByRole('heading', { name: `Complaint #${id}` })).toBeInTheDocument();
    expect(locationPath()).toBe(`${LIST}/${id}/show`);
  });

  it('shows the customer (name, phone link, pincode, city), product, serial, vendor, and the bookings and spare requests', async () => {
    await signInAs();
    const { complaint, booking, request } = complaintWithParts();
    const customer = t1().customers.find((c) => c.id === complaint.customerId)!;
    const product = t1().products.find((p) => p.id === complaint.productId)!;
    await renderScreen(`${LIST}/${complaint.id}/show`);

    const page = within((await screen.findByRole('heading', { name: `Complaint #${complaint.id}` })).closest('article') as HTMLElement);
    expect(await page.findByText(customer.name)).toBeInTheDocument();
    expect(page.getByRole('link', { name: customer.phone })).toHaveAttribute('href', `tel:${customer.phone}`);
    expect(page.getByText(`${customer.pincode} · ${customer.city}`)).toBeInTheDocument();
    expect(await page.findByText(`${product.name} (${product.sku})`)).toBeInTheDocument();
    expect(page.getAllByText(complaint.serialNo).length).toBeGreaterThan(0);
    expect(page.getByText(complaint.description)).toBeInTheDocument();
    if (complaint.assignedVendorId) {
      const vendor = t1().vendors.find((v) => v.id === complaint.assignedVendorId)!;
      expect(await page.findByText(vendor.name)).toBeInTheDocument();
    }

    const bookings = within(screen.getByRole('region', { name: 'Service bookings' }));
    expect(await bookings.findByRole('cell', { name: String(booking.id) })).toBeInTheDocument();
    const ownBookings = t1().bookings.filter((b) => b.complaintId === complaint.id);
    expect(bookings.getAllByRole('row')).toHaveLength(ownBookings.length + 1);

    const requests = within(screen.getByRole('region', { name: 'Spare requests' }));
    expect(await requests.findByRole('cell', { name: String(request.id) })).toBeInTheDocument();
    expect(requests.getByText(request.requestedItems.map((i) => `${i.partName} × ${i.quantity}`).join(', '))).toBeInTheDocument();
  });

  it('a complaint with no visit says so', async () => {
    await signInAs();
    const lonely = t1().complaints.find((c) => !t1().bookings.some((b) => b.complaintId === c.id))!;
    await renderScreen(`${LIST}/${lonely.id}/show`);
    expect(await screen.findByText('No service bookings yet')).toBeInTheDocument();
    expect(await screen.findByText('No spare requests')).toBeInTheDocument();
  });

  it("an unknown complaint shows the server's message, not a blank page", async () => {
    await signInAs();
    await renderScreen(`${LIST}/999999/show`);
    const alert = (await screen.findByText('Failed to load the complaint')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Complaint #999999 not found');
  });

  it('a customer reads their own view of their complaint: the product and visits, no staff lists', async () => {
    await signInAs('customer@demo.in');
    const me = t1().customers.find((c) => c.email === 'customer@demo.in')!;
    const mine = t1().complaints.find((c) => c.customerId === me.id)!;
    const product = t1().products.find((p) => p.id === mine.productId)!;
    await renderScreen(`${LIST}/${mine.id}/show`);
    const page = within((await screen.findByRole('heading', { name: `Complaint #${mine.id}` })).closest('article') as HTMLElement);
    // Their own view (issue 27): the product and their visits, none of the staff's lists or internals.
    expect(page.getByText(product.name)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Visits' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Service bookings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Spare requests' })).not.toBeInTheDocument();
  });
});

describe('Complaint page: reopen and timeline', () => {
  it('Reopen is offered on a resolved complaint only, asks for a reason, and sends the complaint back to open with the reason on its timeline', async () => {
    await signInAs();
    const resolved = t1().complaints.find((c) => c.status === 'resolved')!;
    const open = t1().complaints.find((c) => c.status === 'open')!;
    const user = userEvent.setup({ delay: null });
    const view = await renderScreen(`${LIST}/${open.id}/show`);
    const openPage = within((await screen.findByRole('heading', { name: `Complaint #${open.id}` })).closest('article') as HTMLElement);
    expect(openPage.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
    view.unmount();

    await renderScreen(`${LIST}/${resolved.id}/show`);
    const page = within((await screen.findByRole('heading', { name: `Complaint #${resolved.id}` })).closest('article') as HTMLElement);
    await user.click(await page.findByRole('button', { name: 'Reopen' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Reopen complaint #${resolved.id}` }));
    // No reason: refused before anything is sent.
    await user.click(dialog.getByRole('button', { name: 'Reopen' }));
    expect(await dialog.findByText('A reason is required to reopen a complaint')).toBeInTheDocument();
    expect(t1().complaints.find((c) => c.id === resolved.id)!.status).toBe('resolved');

    await user.click(dialog.getByRole('textbox', { name: /Reason/ }));
    await user.paste('Picture fault came back');
    await user.click(dialog.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText(`Complaint #${resolved.id} reopened`)).toBeInTheDocument();
    expect(t1().complaints.find((c) => c.id === resolved.id)!.status).toBe('open');
    // The page follows: open again, Reopen gone, the reason on the timeline with who did it.
    await waitFor(() => expect(page.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument());
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    const reopened = (await timeline.findByText('Reopened: Picture fault came back')).closest('li') as HTMLElement;
    expect(within(reopened).getByText(/by Sunita Rao/)).toBeInTheDocument();
  });

  it('the timeline lists the complaint\'s story in order: logged first, then its visits with links to them', async () => {
    await signInAs();
    const { complaint, booking } = complaintWithParts();
    await renderScreen(`${LIST}/${complaint.id}/show`);
    const timeline = within(await screen.findByRole('region', { name: 'Timeline' }));
    const items = await timeline.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Complaint logged');
    const booked = items.find((li) => within(li).queryByRole('link', { name: `Visit #${booking.id}` }) && li.textContent?.includes('Visit booked'))!;
    expect(booked).toBeDefined();
    expect(within(booked).getByRole('link', { name: `Visit #${booking.id}` })).toHaveAttribute('href', `/admin/service/bookings/${booking.id}/show`);
    expect(timeline.getAllByText(/Spare parts requested/).length).toBeGreaterThan(0);
  });

  it('a failed timeline load shows its red alert with the server message; the rest of the page stays', async () => {
    await signInAs();
    const { complaint } = complaintWithParts();
    server.use(rest.get(`${DEMO_ORIGIN}/api/complaints/:id/timeline`, () => HttpResponse.json({ message: 'Sweep: audit store down' }, { status: 500 })));
    await renderScreen(`${LIST}/${complaint.id}/show`);
    const timeline = within(await screen.findByRole('region', { name: 'Timeline' }));
    expect(await timeline.findByRole('alert')).toHaveTextContent(/Failed to load the timeline.*Sweep: audit store down/);
    expect(screen.getByRole('heading', { level: 1, name: `Complaint #${complaint.id}` })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Service bookings' })).toBeInTheDocument();
  });
});

describe('Complaints list: Reopen in the row actions', () => {
  it('reopens a closed complaint from its row; typing and clicking in the dialog do not open the complaint', async () => {
    await signInAs();
    const closed = [...t1().complaints].reverse().find((c) => c.status === 'closed')!;
    const user = userEvent.setup({ delay: null });
    await renderScreen(`${LIST}?filter=${encodeURIComponent(JSON.stringify({ status: 'closed' }))}`);
    const row = (await screen.findByRole('cell', { name: String(closed.id) })).closest('tr') as HTMLElement;
    await user.click(await within(row).findByRole('button', { name: 'Reopen' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Reopen complaint #${closed.id}` }));
    await user.click(dialog.getByRole('textbox', { name: /Reason/ }));
    await user.paste('Customer called again');
    await user.click(dialog.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText(`Complaint #${closed.id} reopened`)).toBeInTheDocument();
    expect(t1().complaints.find((c) => c.id === closed.id)!.status).toBe('open');
    expect(locationPath()).toBe(LIST);
  });
});
