import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ORIGIN, DEMO_PASSWORD } from '../../src/config';
import { hashPassword, parsePasswordHash, PBKDF2_ITERATIONS } from '../../src/domain/passwords';
import { db } from './utils';

// Issue 14 scope 3, the backend hardening: what the demo backend exposes and allows. Raw fetch, so
// every answer is read as sent (status and body), not as the console's client would map it.

type Body = { success?: boolean; message?: string; data?: any; total?: number; unread?: number; [k: string]: any };

const call = async (method: string, path: string, { token, body, tenant = '1' }: { token?: string; body?: unknown; tenant?: string } = {}) => {
  const headers: Record<string, string> = { 'X-Tenant-Id': tenant };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${DEMO_ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, text, body: (text ? JSON.parse(text) : {}) as Body };
};

const login = async (email: string = DEMO_ACCOUNTS.superAdmin, password = DEMO_PASSWORD) => {
  const res = await call('POST', '/api/users/login', { body: { email, password } });
  expect(res.status, `${email} signs in`).toBe(200);
  return { token: res.body.data.accessToken as string, res };
};

const t1 = () => db.tenant('1');
const userBy = (email: string) => db.state.users.find((u) => u.email === email)!;
/** No answer carries a password, its hash or its salt, under any name. */
const expectNoSecret = (text: string) => {
  expect(text).not.toMatch(/password/i);
  expect(text).not.toContain(DEMO_PASSWORD);
  for (const u of db.state.users) {
    expect(text).not.toContain(parsePasswordHash(u.passwordHash)?.hash ?? u.passwordHash);
    expect(text).not.toContain(u.passwordSalt);
  }
};

describe('sorting only on listed fields', () => {
  it('a secret or unlisted field answers 400 "Cannot sort by <field>"; a listed one sorts', async () => {
    const { token } = await login(DEMO_ACCOUNTS.warehouseAdmin);
    for (const field of ['password', 'passwordHash', 'passwordSalt', 'customerId', 'bogus']) {
      expect(await call('GET', `/api/users?sort=${field}&order=ASC`, { token })).toMatchObject({ status: 400, body: { message: `Cannot sort by ${field}` } });
    }
    for (const field of ['slaAlerts', 'partsRequestedItems', 'bogus']) {
      expect(await call('GET', `/api/complaints?sort=${field}`, { token })).toMatchObject({ status: 400, body: { message: `Cannot sort by ${field}` } });
    }
    expect((await call('GET', '/api/complaints?sort=resolutionDueAt&order=ASC', { token })).status).toBe(200);
    const emailsIn = async (order: 'ASC' | 'DESC') => {
      const answer = await call('GET', `/api/users?sort=email&order=${order}&limit=100`, { token });
      expect(answer.status).toBe(200);
      return answer.body.data.map((u: { email: string }) => u.email) as string[];
    };
    const up = await emailsIn('ASC');
    expect(up.length).toBeGreaterThan(2);
    expect(up).toEqual([...up].sort());
    expect(await emailsIn('DESC')).toEqual([...up].reverse());
  });
});

describe('no secret is stored in clear or ever answered', () => {
  it('users hold a PBKDF2 hash at 600,000 rounds and a salt of their own, the seed ones precomputed right', async () => {
    const u = userBy(DEMO_ACCOUNTS.superAdmin);
    expect(u).not.toHaveProperty('password');
    for (const user of db.state.users) {
      expect(user.passwordHash).toMatch(/^pbkdf2-sha256\$600000\$[0-9a-f]{64}$/);
      expect(user.passwordSalt).toMatch(/^[0-9a-f]{32}$/);
    }
    // Every seeded account its own salt (issue 28: they all shared one before).
    expect(new Set(db.state.users.map((x) => x.passwordSalt)).size).toBe(db.state.users.length);
    for (const email of [DEMO_ACCOUNTS.superAdmin, DEMO_ACCOUNTS.customer]) {
      const { passwordHash, passwordSalt } = userBy(email);
      expect(await hashPassword(DEMO_PASSWORD, passwordSalt, PBKDF2_ITERATIONS)).toBe(parsePasswordHash(passwordHash)!.hash);
      expect(await hashPassword('Demo@12345', passwordSalt)).not.toBe(parsePasswordHash(passwordHash)!.hash);
    }
  });

  it('login, profile, users list and show, sign-up, invite, edit and deactivate answer no secret', async () => {
    const { token, res } = await login();
    const answers = [res.text];
    answers.push((await call('GET', '/v1/auth/profile', { token })).text);
    answers.push((await call('GET', '/api/users?limit=100', { token })).text);
    answers.push((await call('GET', `/api/users/${userBy(DEMO_ACCOUNTS.technician).id}`, { token })).text);
    const signUp = await call('POST', '/api/users/register', { body: { username: 'asha', email: 'asha.hardening@example.in', password: 'Asha@12345' } });
    expect(signUp.status).toBe(201);
    const invite = await call('POST', '/api/users/register', { token, body: { email: 'inv.hardening@example.in', password: 'Temp@1234', firstName: 'In', lastName: 'Vite', role: 'technician', tenantId: 1 } });
    expect(invite.status).toBe(201);
    const edited = await call('PUT', `/api/users/${invite.body.data.id}`, { token, body: { firstName: 'Invited' } });
    const deactivated = await call('DELETE', `/api/users/${invite.body.data.id}`, { token });
    expect([edited.status, deactivated.status]).toEqual([200, 200]);
    answers.push(signUp.text, invite.text, edited.text, deactivated.text);
    for (const text of answers) expectNoSecret(text);
    // Two accounts with the same password get different salts and hashes.
    const asha = userBy('asha.hardening@example.in');
    const other = await call('POST', '/api/users/register', { body: { username: 'ashb', email: 'ashb.hardening@example.in', password: 'Asha@12345' } });
    expect(other.status).toBe(201);
    const ashb = userBy('ashb.hardening@example.in');
    expect(asha.passwordSalt).not.toBe(ashb.passwordSalt);
    expect(asha.passwordHash).not.toBe(ashb.passwordHash);
    expect(JSON.stringify(db.state.users)).not.toContain('Asha@12345');
    await login('asha.hardening@example.in', 'Asha@12345');
  });

  it('change-password checks the stored hash, and only the new password signs in afterwards', async () => {
    const { token } = await login(DEMO_ACCOUNTS.technician);
    const before = { ...userBy(DEMO_ACCOUNTS.technician) };
    expect(await call('POST', '/v1/auth/change-password', { token, body: { currentPassword: 'Wrong@1234', newPassword: 'Fresh@12345' } })).toMatchObject({ status: 400, body: { message: 'Current password is incorrect' } });
    expect(userBy(DEMO_ACCOUNTS.technician).passwordHash).toBe(before.passwordHash);
    const changed = await call('POST', '/v1/auth/change-password', { token, body: { currentPassword: DEMO_PASSWORD, newPassword: 'Fresh@12345' } });
    expect(changed.status).toBe(200);
    expectNoSecret(changed.text);
    expect(userBy(DEMO_ACCOUNTS.technician).passwordSalt).not.toBe(before.passwordSalt);
    expect(await call('POST', '/api/users/login', { body: { email: DEMO_ACCOUNTS.technician, password: DEMO_PASSWORD } })).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    await login(DEMO_ACCOUNTS.technician, 'Fresh@12345');
  });
});

describe('a customer account sees the records of its linked customer, never by e-mail', () => {
  it('a sign-up with a customer record\'s e-mail is unlinked and sees nothing until staff link it', async () => {
    const victim = t1().customers.find((c) => c.email !== DEMO_ACCOUNTS.customer && t1().complaints.some((x) => x.customerId === c.id))!;
    const ownComplaints = t1().complaints.filter((x) => x.customerId === victim.id).length;
    const signUp = await call('POST', '/api/users/register', { body: { username: 'intruder', email: victim.email, password: 'Intrude@123' } });
    expect(signUp.status).toBe(201);
    expect(signUp.body.data).toMatchObject({ role: 'customer', customerId: null });
    const { token } = await login(victim.email, 'Intrude@123');
    expect((await call('GET', '/api/complaints', { token })).body.total).toBe(0);
    expect((await call('GET', '/api/warranties', { token })).body.total).toBe(0);
    const search = await call('GET', `/api/search?q=${encodeURIComponent(victim.name)}`, { token });
    expect(search.status).toBe(200);
    expect(search.text).not.toContain(`"customerId":${victim.id}`);
    const complaintId = t1().complaints.find((x) => x.customerId === victim.id)!.id;
    expect((await call('GET', `/api/complaints/${complaintId}`, { token })).status).toBe(404);
    expect((await call('POST', '/api/complaints', { token, body: { customerId: victim.id, productId: t1().products[0].id, serialNo: 'SN-INTRUDE', description: 'Not mine' } })).status).toBe(403);

    // Staff link the account to the customer: now it sees that customer's complaints.
    const admin = await login(DEMO_ACCOUNTS.warehouseAdmin);
    expect((await call('PUT', `/api/users/${signUp.body.data.id}`, { token: admin.token, body: { customerId: 999999 } })).status).toBe(400);
    expect((await call('PUT', `/api/users/${userBy(DEMO_ACCOUNTS.technician).id}`, { token: admin.token, body: { customerId: victim.id } })).status).toBe(409);
    expect(await call('PUT', `/api/users/${signUp.body.data.id}`, { token: admin.token, body: { customerId: victim.id } })).toMatchObject({ status: 200, body: { customerId: victim.id } });
    expect((await call('GET', '/api/complaints?limit=100', { token })).body.total).toBe(ownComplaints);
  });

  it('the demo customer keeps its records when its e-mail changes (the link decides, not the address)', async () => {
    const { token } = await login(DEMO_ACCOUNTS.customer);
    const before = (await call('GET', '/api/complaints', { token })).body.total;
    expect(before).toBeGreaterThan(0);
    userBy(DEMO_ACCOUNTS.customer).email = 'ananya.new@example.in';
    expect((await call('GET', '/api/complaints', { token })).body.total).toBe(before);
  });
});

describe('demo reset is for super admins only', () => {
  it('a warehouse admin gets 403 and nothing is reset; the super admin resets', async () => {
    const admin = await login(DEMO_ACCOUNTS.warehouseAdmin);
    expect((await call('POST', '/api/categories', { token: admin.token, body: { categoryName: 'Soundbars' } })).status).toBe(201);
    for (const email of [DEMO_ACCOUNTS.warehouseAdmin, DEMO_ACCOUNTS.technician, DEMO_ACCOUNTS.customer]) {
      const { token } = await login(email);
      expect(await call('POST', '/api/demo/reset', { token, body: {} })).toMatchObject({ status: 403 });
    }
    expect(t1().categories.map((c) => c.categoryName)).toContain('Soundbars');
    const { token } = await login();
    expect((await call('POST', '/api/demo/reset', { token, body: {} })).status).toBe(200);
    expect(t1().categories.map((c) => c.categoryName)).not.toContain('Soundbars');
  });
});

describe('notifications reach their audience only', () => {
  it("a customer sees only its own; staff do not see a customer's; mark-read only on one you may see", async () => {
    const customer = userBy(DEMO_ACCOUNTS.customer);
    const staffOne = t1().notifications[0];
    const own = { id: db.nextId('notifications'), title: 'Your visit is booked', message: 'A technician comes on Monday', isRead: false, createdAt: new Date().toISOString(), userId: customer.id };
    t1().notifications.push(own);

    const c = await login(DEMO_ACCOUNTS.customer);
    const mine = await call('GET', '/api/notifications?limit=100', { token: c.token });
    expect(mine.body).toMatchObject({ total: 1, unread: 1, data: [{ id: own.id }] });
    expect((await call('PATCH', `/api/notifications/${staffOne.id}/read`, { token: c.token, body: { isRead: true } })).status).toBe(404);
    expect(staffOne.isRead).toBe(false);

    const a = await login(DEMO_ACCOUNTS.warehouseAdmin);
    const staff = await call('GET', '/api/notifications?limit=100', { token: a.token });
    expect(staff.body.data.map((n: { id: number }) => n.id)).not.toContain(own.id);
    expect(staff.body.total).toBe(t1().notifications.length - 1);
    expect(staff.body.unread).toBe(t1().notifications.filter((n) => !n.isRead && n.id !== own.id).length);
    expect((await call('PATCH', `/api/notifications/${own.id}/read`, { token: a.token, body: { isRead: true } })).status).toBe(404);
    expect(own.isRead).toBe(false);

    expect(await call('PATCH', `/api/notifications/${own.id}/read`, { token: c.token, body: { isRead: true } })).toMatchObject({ status: 200, body: { isRead: true } });
  });
});

describe('deletes are refused while records depend on the row', () => {
  it('a product with complaints, registrations, BOMs or stock movements: 409 naming them; a free one goes', async () => {
    const { token } = await login(DEMO_ACCOUNTS.warehouseAdmin);
    const t = t1();
    const used = t.products.find((p) => t.boms.some((b) => b.parentProductId === p.id) && t.complaints.some((c) => c.productId === p.id))!;
    const n = (rows: { productId?: number; parentProductId?: number }[]) => rows.filter((r) => (r.productId ?? r.parentProductId) === used.id).length;
    const plural = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
    const parts = [
      plural(n(t.complaints), 'complaint', 'complaints'),
      ...(n(t.registrations) ? [plural(n(t.registrations), 'registration', 'registrations')] : []),
      plural(n(t.boms), 'BOM', 'BOMs'),
      ...(n(t.movements) ? [plural(n(t.movements), 'stock movement', 'stock movements')] : []),
    ];
    const expected = `Product ${used.name} is used by ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
    expect(await call('DELETE', `/api/products/${used.id}`, { token })).toMatchObject({ status: 409, body: { message: expected } });
    expect(t.products.some((p) => p.id === used.id)).toBe(true);

    const free = await call('POST', '/api/products', { token, body: { name: 'Wall Mount 55', sku: 'WM-55-HARD', categoryId: t.categories[0].id, price: 900, warrantyMonths: 6 } });
    expect(free.status).toBe(201);
    expect((await call('DELETE', `/api/products/${free.body.id}`, { token })).status).toBe(200);
  });

  it('a booking with spare requests or an invoice, a registration with complaints: 409 naming them', async () => {
    const { token } = await login(DEMO_ACCOUNTS.warehouseAdmin);
    const t = t1();
    const booking = t.bookings.find((b) => t.spareRequests.some((r) => r.bookingId === b.id))!;
    const spares = t.spareRequests.filter((r) => r.bookingId === booking.id).length;
    const invoices = t.invoices.filter((i) => i.bookingId === booking.id).length;
    const expected = `Booking #${booking.id} is used by ${spares} spare request${spares === 1 ? '' : 's'}${invoices ? ` and ${invoices} invoice${invoices === 1 ? '' : 's'}` : ''}`;
    expect(await call('DELETE', `/api/service-bookings/${booking.id}`, { token })).toMatchObject({ status: 409, body: { message: expected } });
    expect(t.bookings.includes(booking)).toBe(true);

    const registration = t.registrations.find((r) => t.complaints.some((c) => c.productRegistrationId === r.id))!;
    const complaints = t.complaints.filter((c) => c.productRegistrationId === registration.id).length;
    expect(await call('DELETE', `/api/warranties/${registration.id}`, { token })).toMatchObject({
      status: 409,
      body: { message: `Registration ${registration.serialNo} is used by ${complaints} complaint${complaints === 1 ? '' : 's'}` },
    });
    expect(t.registrations.includes(registration)).toBe(true);
  });

  it('a category with products stays (409)', async () => {
    const { token } = await login(DEMO_ACCOUNTS.warehouseAdmin);
    const category = t1().categories.find((c) => t1().products.some((p) => p.categoryId === c.id))!;
    expect((await call('DELETE', `/api/categories/${category.id}`, { token })).body.message).toMatch(/^Category ".+" is used by \d+ product\(s\)$/);
  });
});

describe('users: the last super admin stays, e-mails stay unique', () => {
  it('the last active super admin cannot be demoted or deactivated; with a second one it can', async () => {
    const { token } = await login();
    const sa = userBy(DEMO_ACCOUNTS.superAdmin);
    const LAST = 'The last active super admin cannot be demoted or deactivated';
    expect(await call('PUT', `/api/users/${sa.id}`, { token, body: { role: 'warehouse_admin', firstName: 'Changed' } })).toMatchObject({ status: 409, body: { message: LAST } });
    expect(await call('PUT', `/api/users/${sa.id}`, { token, body: { isActive: false } })).toMatchObject({ status: 409, body: { message: LAST } });
    expect(sa).toMatchObject({ role: 'super_admin', isActive: true, firstName: 'Sunita' });

    const second = await call('POST', '/api/users/register', { token, body: { email: 'sa2.hardening@example.in', password: 'Temp@1234', firstName: 'Second', lastName: 'Admin', role: 'super_admin' } });
    expect(second.status).toBe(201);
    const other = await login('sa2.hardening@example.in', 'Temp@1234');
    expect((await call('DELETE', `/api/users/${sa.id}`, { token: other.token })).status).toBe(200);
    // Now the second is the last active one.
    expect(await call('PUT', `/api/users/${second.body.data.id}`, { token: other.token, body: { role: 'technician' } })).toMatchObject({ status: 409, body: { message: LAST } });
  });

  it('a changed e-mail must stay unique (409, nothing written)', async () => {
    const { token } = await login(DEMO_ACCOUNTS.warehouseAdmin);
    const tech = userBy(DEMO_ACCOUNTS.technician);
    expect(await call('PUT', `/api/users/${tech.id}`, { token, body: { email: DEMO_ACCOUNTS.customer.toUpperCase(), firstName: 'Renamed' } })).toMatchObject({ status: 409, body: { message: 'User already exists with this email address' } });
    expect(tech).toMatchObject({ email: DEMO_ACCOUNTS.technician, firstName: 'Imran' });
    expect((await call('PUT', `/api/users/${tech.id}`, { token, body: { email: 'imran.khan@example.in' } })).status).toBe(200);
    await login('imran.khan@example.in');
  });
});

describe('audit ids are unique across warehouses', () => {
  it('rows written in two warehouses and the seed never share an id', async () => {
    const { token } = await login();
    for (const tenant of ['1', '2', '1', '3']) expect((await call('POST', '/api/categories', { token, tenant, body: { categoryName: `Audit ${tenant} ${Math.random()}` } })).status).toBe(201);
    const ids = Object.values(db.state.data).flatMap((t) => t.auditLogs.map((a) => a.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(db.tenant('2').auditLogs.at(-1)!.id).not.toBe(db.tenant('1').auditLogs.at(-1)!.id);
  });

});
