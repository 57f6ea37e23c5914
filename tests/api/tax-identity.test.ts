import { describe, expect, it } from 'vitest';
import { http } from '../../src/providers/http';
import { dataProvider } from '../../src/providers/dataProvider';
import { DEMO_ACCOUNTS } from '../../src/config';
import { gstinCheckChar, gstinProblem } from '../../src/domain/gst';
import { signInAs, db } from './utils';

// Issue 15 scope 1 (docs/architecture.md, "Money: GST and warranty"): the tax identity of warehouses
// (POST/PUT /api/tenants) and customers (PUT /v1/customers/:id, an extension) in the demo backend.
// Acceptance: "Bad GSTINs and unknown states are refused with clear messages".

const gstinOf = (stateCode: string, pan = 'AABCV1234F') => `${stateCode}${pan}1Z` + gstinCheckChar(`${stateCode}${pan}1Z`);
const t1 = () => db.tenant('1');

/** A refused call: its status and the server's message. */
const refusal = (call: Promise<unknown>) => call.then(() => ({ status: 200, message: 'accepted' }), (e: { status: number; message: string }) => ({ status: e.status, message: e.message }));

describe('seeded tax identities', () => {
  it('every warehouse has a legal name, an address, its state and a valid GSTIN of that state', () => {
    const states = db.state.tenants.map((t) => t.stateCode);
    expect(states.slice(0, 3)).toEqual(['29', '27', '07']);
    for (const t of db.state.tenants) {
      expect(t.legalName).toMatch(/^Vistara Service Centres Pvt Ltd - /);
      expect(t.address).toBeTruthy();
      expect(gstinProblem(t.gstin)).toBeNull();
      expect(t.gstin!.slice(0, 2)).toBe(t.stateCode);
    }
  });

  it("warehouse 1's customers have addresses and states, in Karnataka and elsewhere, and some a valid GSTIN of their state", () => {
    const customers = t1().customers;
    expect(customers.every((c) => c.address && c.stateCode)).toBe(true);
    expect(customers.some((c) => c.stateCode === '29')).toBe(true);
    expect(customers.some((c) => c.stateCode !== '29')).toBe(true);
    const business = customers.filter((c) => c.gstin);
    expect(business.length).toBeGreaterThan(0);
    expect(business.length).toBeLessThan(customers.length / 2);
    for (const c of business) {
      expect(gstinProblem(c.gstin)).toBeNull();
      expect(c.gstin!.slice(0, 2)).toBe(c.stateCode);
    }
  });
});

describe('POST and PUT /api/tenants: tax details', () => {
  it('creates a warehouse with a state by name, stored as its code, and the GSTIN upper-case', async () => {
    await signInAs();
    const gstin = gstinOf('27');
    const created = (await http.post('/api/tenants', {
      name: 'Pune Warehouse', subdomain: 'pune-tax', plan: 'basic',
      legalName: 'Vistara Service Centres Pvt Ltd - Pune', address: '1 FC Road, Pune 411004', stateCode: 'Maharashtra', gstin: gstin.toLowerCase(),
    })) as { id: number };
    expect(db.state.tenants.find((t) => t.id === created.id)).toMatchObject({ legalName: 'Vistara Service Centres Pvt Ltd - Pune', address: '1 FC Road, Pune 411004', stateCode: '27', gstin });
  });

  it.each([
    [{ stateCode: 'Atlantis' }, 'Unknown state: Atlantis'],
    [{ stateCode: '25' }, 'Unknown state: 25'],
    [{ stateCode: '29', gstin: '29AABCV1234F1Z' }, 'GSTIN must be 15 characters (this one has 14)'],
    [{ stateCode: '29', gstin: gstinOf('29').slice(0, 14) + (gstinOf('29').endsWith('A') ? 'B' : 'A') }, 'GSTIN check character is wrong'],
    [{ stateCode: '27', gstin: gstinOf('29') }, 'GSTIN is registered in Karnataka (29), not in Maharashtra'],
  ])('refuses a create with %o: %s, and stores nothing', async (tax, message) => {
    await signInAs();
    const before = db.state.tenants.length;
    expect(await refusal(http.post('/api/tenants', { name: 'Refused', subdomain: 'refused-tax', plan: 'basic', ...tax }))).toEqual({ status: 400, message });
    expect(db.state.tenants).toHaveLength(before);
  });

  it('an edit checks the GSTIN against the stored state, changes nothing when refused, and a blank GSTIN clears it', async () => {
    await signInAs();
    const tenant = db.state.tenants[0];
    const kept = { ...tenant };
    // Warehouse 1 is in Karnataka: a Maharashtra GSTIN alone does not fit it.
    expect(await refusal(http.put(`/api/tenants/${tenant.id}`, { gstin: gstinOf('27'), legalName: 'Changed' }))).toEqual({
      status: 400,
      message: 'GSTIN is registered in Maharashtra (27), not in Karnataka',
    });
    expect(db.state.tenants[0]).toEqual(kept);
    // State and GSTIN moved together are accepted.
    await http.put(`/api/tenants/${tenant.id}`, { stateCode: '27', gstin: gstinOf('27') });
    expect(db.state.tenants[0]).toMatchObject({ stateCode: '27', gstin: gstinOf('27') });
    // A state that no longer fits the stored GSTIN is refused too.
    expect(await refusal(http.put(`/api/tenants/${tenant.id}`, { stateCode: 'Delhi' }))).toMatchObject({ message: 'GSTIN is registered in Maharashtra (27), not in Delhi' });
    await http.put(`/api/tenants/${tenant.id}`, { gstin: '', stateCode: 'Delhi' });
    expect(db.state.tenants[0]).toMatchObject({ stateCode: '07', gstin: null });
  });
});

describe('PUT /v1/customers/:id', () => {
  it('saves the contact details and tax identity through the data provider, audited', async () => {
    await signInAs(DEMO_ACCOUNTS.warehouseAdmin);
    const customer = t1().customers[1];
    const gstin = gstinOf('32', 'AAAFK1234Q');
    const { data } = await dataProvider.update('service/customers', {
      id: customer.id,
      data: { name: 'Kavya Nair', address: '12 Marine Drive', pincode: '682001', city: 'Kochi', stateCode: '32', gstin: gstin.toLowerCase() },
      previousData: customer,
    });
    expect(data).toMatchObject({ id: customer.id, name: 'Kavya Nair', address: '12 Marine Drive', pincode: '682001', city: 'Kochi', stateCode: '32', gstin });
    expect(t1().customers[1]).toMatchObject({ name: 'Kavya Nair', stateCode: '32', gstin, email: customer.email });
    expect(t1().auditLogs.at(-1)).toMatchObject({ entityType: 'customer', entityId: customer.id, action: 'update' });
    // A blank GSTIN clears it; a blank name keeps the stored one.
    await http.put(`/v1/customers/${customer.id}`, { gstin: '', name: '' });
    expect(t1().customers[1]).toMatchObject({ gstin: null, name: 'Kavya Nair', stateCode: '32' });
  });

  it.each([
    [{ stateCode: 'Atlantis' }, 'Unknown state: Atlantis'],
    [{ gstin: '29AABCV1234F1Z5X' }, 'GSTIN must be 15 characters (this one has 16)'],
    [{ stateCode: '29', gstin: gstinOf('33') }, 'GSTIN is registered in Tamil Nadu (33), not in Karnataka'],
    [{ pincode: '5600' }, 'Pincode must have exactly 6 digits'],
  ])('refuses %o with %s, and changes nothing', async (body, message) => {
    await signInAs();
    const customer = t1().customers[2];
    const kept = { ...customer };
    expect(await refusal(http.put(`/v1/customers/${customer.id}`, { address: 'Changed', ...body }))).toEqual({ status: 400, message });
    expect(t1().customers[2]).toEqual(kept);
  });

  it("the call layer refuses a bad GSTIN before the request, with the server's text", async () => {
    await signInAs();
    const customer = t1().customers[3];
    await expect(dataProvider.update('service/customers', { id: customer.id, data: { gstin: 'NOT-A-GSTIN' }, previousData: customer })).rejects.toMatchObject({
      status: 400,
      message: 'GSTIN must be 15 characters (this one has 11)',
    });
  });

  it('is refused to a technician (customers are read-only to it) and 404 for a customer of another warehouse', async () => {
    await signInAs(DEMO_ACCOUNTS.technician);
    expect((await refusal(http.put(`/v1/customers/${t1().customers[0].id}`, { address: 'x' }))).status).toBe(403);
    await signInAs();
    const other = db.tenant('2').customers[0].id;
    expect(await refusal(http.put(`/v1/customers/${other}`, { address: 'x' }))).toEqual({ status: 404, message: `Customer #${other} not found` });
  });
});
