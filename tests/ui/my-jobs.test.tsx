import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ACCOUNTS } from '../../src/config';
import { addressLine, localDay, openJobs } from '../../src/resources/my-jobs/jobs';
import { db, renderScreen, signInAs } from './harness';
import { MoreMenu } from '../../src/console/layout/MoreMenu';

// The technician's day (issue 16, scope 2) against the demo backend: his open jobs only, as cards
// with the customer's address, a phone link and a map link, the product and serial, and Start.

const PATH = '/admin/service/my-jobs';
const t1 = () => db.tenant('1');

/** The technician's own bookings (his vendor record is linked to his account), as the page should list them. */
const expectedJobs = () => {
  const mine = new Set(t1().vendors.filter((v) => v.userId != null).map((v) => v.id));
  return openJobs(
    t1().bookings.filter((b) => b.assignedTechnicianId != null && mine.has(b.assignedTechnicianId)),
    localDay(),
  );
};
const detailsOf = (complaintId: number) => {
  const complaint = t1().complaints.find((c) => c.id === complaintId)!;
  const customer = t1().customers.find((c) => c.id === complaint.customerId)!;
  const product = t1().products.find((p) => p.id === complaint.productId)!;
  return { complaint, customer, product };
};
const cards = () => screen.findAllByRole('article');

describe('My jobs', () => {
  it("lists the technician's open jobs by date and time, each with address, call and map links, product and serial", async () => {
    await signInAs(DEMO_ACCOUNTS.technician);
    await renderScreen(PATH);
    const jobs = expectedJobs();
    expect(jobs.length).toBeGreaterThan(1);
    await waitFor(async () => expect(await cards()).toHaveLength(jobs.length));
    const shown = await cards();
    expect(await screen.findByText(`${jobs.length} jobs to do`)).toBeInTheDocument();
    // In order; each opens its booking.
    shown.forEach((card, i) =>
      expect(within(card).getByRole('link', { name: `Booking #${jobs[i].id}` })).toHaveAttribute('href', `/admin/service/bookings/${jobs[i].id}/show`),
    );
    // Never a completed or cancelled one.
    expect(jobs.every((b) => b.status === 'scheduled' || b.status === 'in_progress')).toBe(true);

    const [first] = jobs;
    const { complaint, customer, product } = detailsOf(first.complaintId);
    const card = within(shown[0]);
    expect(await card.findByText(customer.name)).toBeInTheDocument();
    const place = addressLine(customer);
    expect(place).toContain(customer.pincode);
    expect(await card.findByText(place)).toBeInTheDocument();
    expect(await card.findByText(`${product.name} · Serial ${complaint.serialNo}`)).toBeInTheDocument();
    // What the customer reported, before the visit (issue 27).
    expect(card.getByText(`Fault reported: ${complaint.description}`)).toBeInTheDocument();
    const call = card.getByRole('link', { name: `Call ${customer.name} on ${customer.phone}` });
    expect(call).toHaveAttribute('href', `tel:${customer.phone.replace(/[^\d+]/g, '')}`);
    const map = card.getByRole('link', { name: `Map of ${place} (opens in a new tab)` });
    expect(map).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
  });

  it('starts a scheduled job from its card: the server moves it and the card offers Complete with the completion form', async () => {
    await signInAs(DEMO_ACCOUNTS.technician);
    const user = userEvent.setup();
    await renderScreen(PATH);
    const job = expectedJobs().find((b) => b.status === 'scheduled')!;
    const card = async () => within((await screen.findByRole('link', { name: `Booking #${job.id}` })).closest('article') as HTMLElement);
    expect(await (await card()).findByRole('button', { name: 'Complete' })).toBeDisabled();
    await user.click(await (await card()).findByRole('button', { name: 'Start' }));
    expect(await screen.findByText(`Booking #${job.id} status updated to In progress`)).toBeInTheDocument();
    expect(t1().bookings.find((b) => b.id === job.id)!.status).toBe('in_progress');
    await waitFor(async () => expect((await card()).getByText('In progress')).toBeInTheDocument());
    expect((await card()).getByRole('button', { name: 'Start' })).toBeDisabled();
    await user.click((await card()).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: `Complete booking #${job.id}` });
    expect(within(dialog).getByRole('textbox', { name: /Work notes/i })).toBeInTheDocument();
  });

  it("folds the app bar's search, language and theme under More (the bar on a phone)", async () => {
    await signInAs(DEMO_ACCOUNTS.technician);
    const user = userEvent.setup();
    await renderScreen(PATH, { beside: <MoreMenu /> });
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'true');
    await user.click(more);
    const menu = within(await screen.findByRole('dialog', { name: 'More' }));
    expect(menu.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Toggle light/dark theme' })).toBeInTheDocument();
    expect(menu.getByRole('searchbox', { name: 'Search complaints, customers, registrations and products' })).toBeInTheDocument();
    // Not the super admin: no warehouse switcher.
    expect(menu.queryByRole('combobox', { name: 'Warehouse' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'More' })).not.toBeInTheDocument());
  });
});
