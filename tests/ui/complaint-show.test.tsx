import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, locationPath, renderScreen, signInAs } from './harness';

// A complaint's own page (/admin/service/complaints/:id/show, DESIGN 2a): opened from the list by a
// row click, addressable (a reload renders it again), with the customer, product, warranty, vendor
// and the complaint's bookings and spare requests as related lists.

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
    const id = Number(within(firstRow).getAllByRole('cell')[0].textContent);
    await user.click(within(firstRow).getAllByRole('cell')[3]);
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

  it('a customer reads its own complaint with the names the complaint carries, and no staff lists', async () => {
    await signInAs('customer@demo.in');
    const me = t1().customers.find((c) => c.email === 'customer@demo.in')!;
    const mine = t1().complaints.find((c) => c.customerId === me.id)!;
    const product = t1().products.find((p) => p.id === mine.productId)!;
    await renderScreen(`${LIST}/${mine.id}/show`);
    const page = within((await screen.findByRole('heading', { name: `Complaint #${mine.id}` })).closest('article') as HTMLElement);
    expect(page.getByText(me.name)).toBeInTheDocument();
    expect(page.getByText(product.name)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Service bookings' })).not.toBeInTheDocument();
  });
});
