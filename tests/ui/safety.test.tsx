import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '../../src/providers/http';
import { db, renderScreen, signInAs } from './harness';

// Free text with HTML and script tags, stored through the API, shows on its screen as the very
// characters typed: React escapes it, no element is built from it and nothing runs. (jsdom runs no
// scripts, so the decisive checks are that no <script> / <img onerror> element exists and that the
// cell's HTML holds the escaped text.)


declare global {
  interface Window {
    __xss?: unknown;
  }
}

/** The hostile text, tagged with the field it goes into so each is found on its own. */
const hostile = (field: string) => `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script> ${field}`;
/** The same attack within a serial number's 64 characters (src/schemas/primitives.ts). */
const hostileCode = (field: string) => `<img src=x onerror=1><script>window.__xss=1</script>${field.slice(0, 10)}`;
const t1 = () => db.tenant('1');

beforeEach(() => {
  delete window.__xss;
});

/** The text is on screen as text, and nothing was made of it. */
const expectInert = async (text: string, scope: Pick<typeof screen, 'findAllByText'> = screen) => {
  const shown = await scope.findAllByText(text);
  expect(shown.length).toBeGreaterThan(0);
  for (const el of shown) {
    expect(el.textContent).toContain(text);
    expect(el.innerHTML).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
    expect(el.querySelector('img, script')).toBeNull();
  }
  expect(document.querySelector('script')).toBeNull();
  expect(document.querySelector('img[onerror], img[src="x"]')).toBeNull();
  expect(window.__xss).toBeUndefined();
};

describe('hostile free text is shown as text', () => {
  it('category name on Categories', async () => {
    await signInAs();
    await http.post('/api/categories', { categoryName: hostile('category') });
    await renderScreen('/admin/catalog/categories');
    await expectInert(hostile('category'));
  });

  it('vendor name on Third Parties', async () => {
    await signInAs();
    // A technician: the list opens on its default Type filter, technician.
    await http.post('/api/vendor-assignments', { name: hostile('vendor'), type: 'technician', email: 'xss.vendor@example.in', phone: '+91 90000 00009' });
    await renderScreen('/admin/third-parties');
    await expectInert(hostile('vendor'));
  });

  it('complaint description on the dashboard and serial number on Complaints', async () => {
    await signInAs();
    const t = t1();
    await http.post('/api/complaints', { customerId: t.customers[0].id, productId: t.products[0].id, serialNo: hostileCode('serial'), description: hostile('complaint') });
    const view = await renderScreen('/admin/dashboard');
    await expectInert(hostile('complaint'));
    view.unmount();
    await renderScreen('/admin/service/complaints');
    await expectInert(hostileCode('serial'));
  });

  it('booking notes on Service Bookings', async () => {
    await signInAs();
    await http.post('/api/service-bookings', { complaintId: t1().complaints[0].id, scheduledDate: '2030-02-01', scheduledTime: '10:00', serviceType: 'repair', notes: hostile('booking') });
    await renderScreen('/admin/service/bookings');
    await expectInert(hostile('booking'));
  });

  it("spare request notes and part name on a request's page (View) of Parts Approval", async () => {
    await signInAs();
    const created = await http.post('/api/spare-requests', {
      bookingId: t1().bookings[0].id,
      requestedBy: 1,
      requestNotes: hostile('spare notes'),
      requestedItems: [{ partName: hostile('part'), partNumber: 'XSS-1', quantity: 1, estimatedCost: 10 }],
    });
    const user = userEvent.setup();
    await renderScreen('/admin/spares/requests');
    const row = (await screen.findByRole('cell', { name: String(created.id) })).closest('tr') as HTMLElement;
    await user.click(await within(row).findByRole('link', { name: 'View' }));
    await screen.findByRole('heading', { name: `Spare request #${created.id}` });
    await expectInert(hostile('spare notes'));
    await expectInert(hostile('part'));
  });

  it('BOM description on BOM management', async () => {
    await signInAs();
    await http.post('/api/boms', { parentProductId: t1().products[0].id, version: 'v6.6', description: hostile('bom'), status: 'draft', totalCost: 1 });
    await renderScreen('/admin/catalog/boms');
    await expectInert(hostile('bom'));
  });

  it('registration serial number on Product Registrations (registration notes are not shown on any screen)', async () => {
    await signInAs();
    const t = t1();
    await http.post('/api/warranties', { productId: t.products[0].id, serialNo: hostileCode('registration'), customerId: t.customers[0].id, purchaseDate: '2025-06-01', warrantyMonths: 24, notes: hostile('registration notes') });
    await renderScreen('/admin/catalog/registrations');
    await expectInert(hostileCode('registration'));
    expect(screen.queryByText(hostile('registration notes'))).toBeNull();
  });

  it('area city and state on Coverage Areas (area notes are not shown on any screen)', async () => {
    await signInAs();
    // Only this area in the list, so it is on the first page (the list is in id order).
    t1().areas.splice(0);
    await http.post('/areas', { city: hostile('city'), pincode: '999002', state: hostile('state'), notes: hostile('area notes') });
    await renderScreen('/admin/areas');
    await expectInert(hostile('city'));
    await expectInert(hostile('state'));
  });
});
