import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { setTenantId } from '../../src/providers/storage';
import { DEMO_ACCOUNTS } from '../../src/config';
import type { SearchResults } from '../../src/domain/search';
import { signInAs, db } from './utils';

// GET /api/search?q= (docs/architecture.md, "Lifecycle and SLA"): the app bar's one call over complaints,
// customers, registrations and products of the request's warehouse, a group only for a resource the role
// may list.

const t1 = () => db.tenant('1');
const search = (q: string) => http.get<SearchResults>('/api/search', { q });

describe('GET /api/search', () => {
  it("by a complaint's serial number finds the complaint (and its registration), with the line's names", async () => {
    await signInAs();
    const complaint = t1().complaints.find((c) => c.productRegistrationId !== null)!;
    const customer = t1().customers.find((c) => c.id === complaint.customerId)!;
    const result = await search(complaint.serialNo.toLowerCase());
    expect(result.complaints).toContainEqual(expect.objectContaining({ id: complaint.id, serialNo: complaint.serialNo, status: complaint.status, customerName: customer.name }));
    expect(result.registrations!.map((r) => r.id)).toContain(complaint.productRegistrationId);
    expect(Object.keys(result).sort()).toEqual(['complaints', 'customers', 'products', 'registrations']);
    for (const group of Object.values(result)) expect(group.length).toBeLessThanOrEqual(5);
  });

  it("by a customer's phone, typed without spaces or country code, finds the customer", async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const customer = t1().customers[5];
    const digits = customer.phone.replace(/\D/g, '').slice(-10);
    const result = await search(digits);
    expect(result.customers).toEqual([{ id: customer.id, name: customer.name, phone: customer.phone, email: customer.email }]);
  });

  it('finds a product by SKU and a registration by invoice number', async () => {
    await signInAs();
    const product = t1().products[2];
    expect((await search(product.sku)).products!.map((p) => p.id)).toContain(product.id);
    const registration = t1().registrations.find((r) => r.invoiceNumber)!;
    expect((await search(registration.invoiceNumber!)).registrations!.map((r) => r.id)).toContain(registration.id);
  });

  it('answers empty groups under 2 characters', async () => {
    await signInAs();
    expect(await search('v')).toEqual({ complaints: [], customers: [], registrations: [], products: [] });
    expect(await search('')).toEqual({ complaints: [], customers: [], registrations: [], products: [] });
  });

  it('refuses a text over 100 characters with 400', async () => {
    await signInAs();
    await expect(search('x'.repeat(101))).rejects.toMatchObject({ status: 400, message: 'Search text may be at most 100 characters' });
    expect(await search('x'.repeat(100))).toMatchObject({ complaints: [] });
  });

  it("stays in the request's warehouse", async () => {
    await signInAs();
    const other = db.tenant('2').customers[0];
    setTenantId('1');
    expect((await search(other.email)).customers!.map((c) => c.id)).not.toContain(other.id);
    setTenantId('2');
    expect((await search(other.email)).customers!.map((c) => c.id)).toContain(other.id);
    // A warehouse admin of warehouse 1 may not search warehouse 2.
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    setTenantId('2');
    await expect(search(other.email)).rejects.toMatchObject({ status: 403 });
  });

  it('a role without access to a resource gets no group for it; a customer finds only its own records', async () => {
    const complaint = t1().complaints.find((c) => c.productRegistrationId !== null)!;
    await signInAs(DEMO_ACCOUNTS.technician);
    // Technicians read complaints, customers and products, not registrations.
    expect(Object.keys(await search(complaint.serialNo)).sort()).toEqual(['complaints', 'customers', 'products']);

    await signInAs(DEMO_ACCOUNTS.customer);
    const own = t1().customers.find((c) => c.email === DEMO_ACCOUNTS.customer)!;
    const mine = t1().complaints[0];
    mine.customerId = own.id;
    const someoneElses = t1().complaints.find((c) => c.customerId !== own.id)!;
    const result = await search(someoneElses.serialNo);
    // A customer reads the catalogue (to register a product, issue 27), never other customers.
    expect(Object.keys(result).sort()).toEqual(['complaints', 'products', 'registrations']);
    expect(result.complaints!.map((c) => c.id)).not.toContain(someoneElses.id);
    expect((await search(`#${mine.id}`)).complaints!.map((c) => c.id)).toEqual([mine.id]);
  });

  it('refuses an unsigned request', async () => {
    await expect(search('vst')).rejects.toMatchObject({ status: 401 });
  });
});
