import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ACCOUNTS } from '../../../src/config';
import { db, locationPath, renderApp, server, signInAs } from '../harness';

// The 'Warehouse' switcher in the top bar (docs/architecture.md, "Roles and access"): the super admin picks a
// warehouse and the console then shows that warehouse's data; nobody else sees the switcher.


/** A complaint that exists only in warehouse 2, newest of all, so the dashboard lists it. */
const addComplaintToTenantTwo = (description: string) => {
  const t2 = db.tenant('2');
  const template = t2.complaints[0];
  t2.complaints.push({ ...template, id: db.nextId('complaints'), description, status: 'open', createdAt: new Date().toISOString() });
};

/** The X-Tenant-Id header of every GET the console sends. */
const recordTenantHeaders = () => {
  const seen: { path: string; tenant: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') seen.push({ path: new URL(request.url).pathname, tenant: request.headers.get('X-Tenant-Id') });
  });
  return seen;
};

describe('Tenant switcher', () => {
  it('lets the super admin switch to warehouse 2 and then shows warehouse 2 data', async () => {
    await signInAs();
    const description = 'Only in Mumbai: remote pairing fails';
    addComplaintToTenantTwo(description);
    const headers = recordTenantHeaders();
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/service/complaints');

    const switcher = await screen.findByRole('combobox', { name: 'Warehouse' });
    await waitFor(() => expect(switcher).toHaveTextContent('Bengaluru Central Warehouse'));
    await waitFor(() => expect(switcher).not.toHaveAttribute('aria-disabled', 'true'));
    // Warehouse 1's complaints do not include it.
    await screen.findByRole('heading', { name: 'Complaints' });
    expect(screen.queryByText(description)).not.toBeInTheDocument();

    await user.click(switcher);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(db.state.tenants.map((t) => t.name));
    await user.click(screen.getByRole('option', { name: 'Mumbai West Warehouse' }));

    expect(localStorage.getItem('tenantId')).toBe('2');
    await waitFor(() => expect(locationPath()).toBe('/admin/dashboard'));
    expect(await screen.findByText(description)).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Warehouse' })).toHaveTextContent('Mumbai West Warehouse');
    expect(headers.filter((h) => h.path === '/api/dashboard/stats').at(-1)?.tenant).toBe('2');
  });

  it('the complaints list follows the chosen warehouse', async () => {
    await signInAs();
    const description = 'Only in Mumbai: HDMI port loose';
    addComplaintToTenantTwo(description);
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/dashboard');
    const switcher = await screen.findByRole('combobox', { name: 'Warehouse' });
    // Enabled once the warehouse list has loaded.
    await waitFor(() => expect(switcher).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(switcher);
    await user.click(await screen.findByRole('option', { name: 'Mumbai West Warehouse' }));
    await waitFor(() => expect(localStorage.getItem('tenantId')).toBe('2'));

    await user.click(await screen.findByRole('menuitem', { name: 'Complaint Logging' }));
    const serial = db.tenant('2').complaints.find((c) => c.description === description)!.serialNo;
    // The newest open complaint of warehouse 2 is on the first page.
    expect((await screen.findAllByText(serial)).length).toBeGreaterThan(0);
  });

  it('is absent for the warehouse admin', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    renderApp('/admin/dashboard');
    // The top bar is there and the signed-in identity has loaded (the profile avatar shows Rakesh Menon's initials).
    await screen.findByRole('combobox', { name: 'Language' });
    await screen.findByText('RM');
    expect(screen.queryByRole('combobox', { name: 'Warehouse' })).not.toBeInTheDocument();
  });
});
