// Deterministic sample data for the demo backend: a fixed PRNG seed and a size parameter, so the
// browser demo, the tests and the benchmark all get the same shapes (and tests can ask for more).
import type { DbState, TenantData, User, Tenant, RoleRecord, Category, Product, Customer, Registration, Complaint, Booking, SpareRequest, Vendor, Bom, Area, Approval, AuditLog, CommissionRow, Invoice, Notification, InventoryMovement } from './types';
import { ENTITY_LIST, type EntityCollections } from '../src/entities';
import type { CommissionRule } from '../src/domain/commission';
import { DEFAULT_PERMISSIONS } from '../src/domain/access';
import { warrantyEndDate, isUnderWarranty } from '../src/domain/warranty';
import { commissionPayer } from '../src/domain/complaints';
import { invoiceTotals } from '../src/domain/invoice';
import { customerParty, pricedLines, taxInvoice, warehouseParty } from '../src/domain/taxInvoice';
import { numberSeededInvoices, warehouseCode } from '../src/domain/invoiceSeries';
import { spareRequestTotal } from '../src/domain/spares';
import { seededPasswordHash } from './seedPasswords';
import { english } from './handlers/serverTexts';
import { findState, gstinCheckChar } from '../src/domain/gst';
import { seedSla } from './seedSla';
import { BOM_PARTS, CITIES, FIRST, ISSUES, LAST, PART_CATEGORIES, PARTS, SPECIALIZATIONS, TV_MODELS } from './seedData';
import { priceBomLines } from '../src/domain/bomLines';
import { seedCompletedJobs, seedDeliveredSpares, spreadBookingsOverThisWeek } from './seedJobs';


// 3: sessions hold `Session` objects (token lifetimes, refresh rotation) instead of a bare user id.
// 4: users hold `passwordHash` + `passwordSalt` instead of a clear password, and customer accounts a
//    `customerId` link; notifications may name their `userId`.
// 5: warranty ends are purchase date + calendar months (docs/architecture.md, "Money: GST and warranty"),
// not months x 30 days.
export const DB_VERSION = 6;

/** mulberry32: tiny, fast, good enough for sample data. */
export const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export interface SeedOptions {
  /** Complaints per tenant; other collections scale from it. */
  size?: number;
  seed?: number;
  now?: Date;
  tenants?: number;
}

const DAY = 86_400_000;

export const emptyTenantData = (): TenantData => ({
  categories: [], products: [], movements: [], customers: [], registrations: [], complaints: [], bookings: [],
  spareRequests: [], vendors: [], boms: [], areas: [], approvals: [], auditLogs: [], commissionRules: [],
  commissions: [], invoices: [], warrantyClaims: [], notifications: [], messages: [], jobLinks: [],
  ...(Object.fromEntries(ENTITY_LIST.map((e) => [e.collection, []])) as unknown as EntityCollections),
});

/** The four roles every store starts with, their permissions the defaults of src/domain/access.ts. */
export const defaultRoles = (nextId: () => number): RoleRecord[] => [
  { id: nextId(), name: 'super_admin', description: 'Manages warehouses, assigns warehouse admins, full read/write', scope: 'global', isActive: true, permissions: DEFAULT_PERMISSIONS.super_admin },
  { id: nextId(), name: 'warehouse_admin', description: 'Manages technicians, customers, inventory and complaints of its warehouse', scope: 'tenant', isActive: true, permissions: DEFAULT_PERMISSIONS.warehouse_admin },
  { id: nextId(), name: 'technician', description: 'Work orders, parts requests and updates', scope: 'tenant', isActive: true, permissions: DEFAULT_PERMISSIONS.technician },
  { id: nextId(), name: 'customer', description: 'Registers products and submits complaints', scope: 'tenant', isActive: true, permissions: DEFAULT_PERMISSIONS.customer },
];

/**
 * A store with no warehouse and no data: the roles and these users only (a real server's first
 * start, server/start.ts, with its first super admin).
 */
export const emptyState = (users: (nextId: () => number) => User[]): DbState => {
  const seq: Record<string, number> = {};
  const id = (name: string) => () => (seq[name] = (seq[name] ?? 0) + 1);
  return { version: DB_VERSION, users: users(id('users')), tenants: [], roles: defaultRoles(id('roles')), sessions: {}, data: {}, seq };
};

export const createSeed = (options: SeedOptions = {}): DbState => {
  const size = Math.max(1, Math.floor(options.size ?? 60));
  const rand = prng(options.seed ?? 20261121);
  const now = options.now ?? new Date();
  const tenantCount = Math.max(1, options.tenants ?? 3);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const daysAgo = (d: number) => new Date(now.getTime() - d * DAY - int(0, 86_399) * 1000).toISOString();
  const seq: Record<string, number> = {};
  const id = (coll: string) => (seq[coll] = (seq[coll] ?? 0) + 1);
  const personName = () => `${pick(FIRST)} ${pick(LAST)}`;
  const phone = () => `+91 ${int(70000, 99999)} ${int(10000, 99999)}`;

  const tenantsInfo = [
    { name: 'Bengaluru Central Warehouse', subdomain: 'blr-central', plan: 'enterprise', cityIdx: 0, address: '14 Residency Road, Shanthala Nagar, Bengaluru 560025' },
    { name: 'Mumbai West Warehouse', subdomain: 'mum-west', plan: 'premium', cityIdx: 1, address: 'Unit 7, Marol Industrial Estate, Andheri East, Mumbai 400059' },
    { name: 'Delhi NCR Warehouse', subdomain: 'del-ncr', plan: 'basic', cityIdx: 2, address: 'B-42 Okhla Industrial Area Phase II, New Delhi 110020' },
    { name: 'Chennai Coastal Warehouse', subdomain: 'chn-coastal', plan: 'free', cityIdx: 3, address: '88 Mount Road, Guindy, Chennai 600032' },
  ];
  // Tax identity (issue 15): one company (PAN AABCV1234F) registered in each warehouse's state; a valid GSTIN.
  const gstinFor = (stateCode: string, entity: number, pan = 'AABCV1234F', first14 = `${stateCode}${pan}${(entity % 9) + 1}Z`) => first14 + gstinCheckChar(first14);
  const tenants: Tenant[] = [];
  for (let i = 0; i < tenantCount; i++) {
    const info = tenantsInfo[i % tenantsInfo.length];
    tenants.push({
      id: id('tenants'),
      name: i < tenantsInfo.length ? info.name : `${info.name} ${i + 1}`,
      subdomain: i < tenantsInfo.length ? info.subdomain : `${info.subdomain}-${i + 1}`,
      plan: info.plan as Tenant['plan'],
      status: 'active',
      isActive: true,
      description: `Service and spares hub for ${CITIES[info.cityIdx].city}`,
      contactEmail: `ops@${info.subdomain}.example.in`,
      contactPhone: phone(),
      createdAt: daysAgo(400 - i * 30),
      legalName: `Vistara Service Centres Pvt Ltd - ${CITIES[info.cityIdx].city}`, address: info.address,
      stateCode: findState(CITIES[info.cityIdx].state)!.code, gstin: gstinFor(findState(CITIES[info.cityIdx].state)!.code, Math.floor(i / tenantsInfo.length)), upiVpa: `servicedesk.${info.subdomain}@okhdfcbank`,
    });
  }

  const users: User[] = [];
  // Every seeded account has the demo password, with a salt of its own, hashed ahead (mocks/seedPasswords.ts) so seeding stays fast.
  const addUser = (u: Omit<User, 'id' | 'createdAt' | 'passwordHash' | 'passwordSalt' | 'isActive'> & Partial<Pick<User, 'isActive'>>) => {
    const user: User = { id: id('users'), createdAt: daysAgo(int(30, 300)), ...seededPasswordHash(users.length), isActive: true, ...u };
    users.push(user);
    return user;
  };
  addUser({ email: 'superadmin@demo.in', firstName: 'Sunita', lastName: 'Rao', role: 'super_admin', tenantId: 1, username: 'superadmin' });
  addUser({ email: 'admin@demo.in', firstName: 'Rakesh', lastName: 'Menon', role: 'warehouse_admin', tenantId: 1, username: 'admin' });
  const tech = addUser({ email: 'tech@demo.in', firstName: 'Imran', lastName: 'Khan', role: 'technician', tenantId: 1, username: 'tech' });
  const demoCustomer = addUser({ email: 'customer@demo.in', firstName: 'Ananya', lastName: 'Iyer', role: 'customer', tenantId: 1, username: 'customer' });
  for (const t of tenants) {
    if (t.id !== 1) addUser({ email: `admin${t.id}@demo.in`, firstName: pick(FIRST), lastName: pick(LAST), role: 'warehouse_admin', tenantId: t.id });
    for (let k = 0; k < 3; k++) {
      const [f, l] = personName().split(' ');
      addUser({ email: `${f.toLowerCase()}.${l.toLowerCase()}${t.id}${k}@example.in`, firstName: f, lastName: l, role: k === 0 ? 'technician' : 'customer', tenantId: t.id, isActive: k !== 2 || t.id !== 1 });
    }
  }

  const roles = defaultRoles(() => id('roles'));

  const data: Record<string, TenantData> = {};
  for (const tenant of tenants) {
    const t = emptyTenantData();
    data[String(tenant.id)] = t;
    const home = CITIES[tenantsInfo[(tenant.id - 1) % tenantsInfo.length].cityIdx];
    const cityFor = () => (rand() < 0.6 ? home : pick(CITIES));

    t.categories = PART_CATEGORIES.slice(0, 6).concat(['Televisions']).map((name, i) => ({ id: id('categories'), categoryName: name, createdAt: daysAgo(300 - i) }) as Category);
    const tvCat = t.categories[t.categories.length - 1];
    // HSN by part category (issue 15): panels, boards, strips and speakers are TV parts; remotes, wall mounts.
    const PART_HSN: Record<number, string> = { 6: '854370', 7: '830250' };
    for (const m of TV_MODELS) {
      t.products.push({ id: id('products'), name: m.name, sku: m.sku, categoryId: tvCat.id, category: tvCat.categoryName, warrantyMonths: pick([12, 24, 36]), price: m.price, isActive: true, description: `${m.name} for the Indian market`, stock: int(4, 40), stockThreshold: 5, createdAt: daysAgo(int(100, 300)), hsnCode: '852872', gstRate: 18, brand: m.name.split(' ')[0], extendedWarrantyPrice: Math.round((m.price * 0.08) / 10) * 10 } as Product);
    }
    for (const p of PARTS) {
      const cat = t.categories[p.cat] ?? t.categories[0];
      const stock = pick([0, 1, 2, 3, 6, 12, 25, 40, 80]);
      t.products.push({ id: id('products'), name: p.name, sku: p.sku, categoryId: cat.id, category: cat.categoryName, warrantyMonths: 6, price: p.price, isActive: rand() > 0.1, description: `Spare part: ${p.name}`, stock, stockThreshold: pick([5, 8, 10]), createdAt: daysAgo(int(50, 250)), hsnCode: PART_HSN[p.cat] ?? '852990', gstRate: 18, brand: 'Vistara' } as Product);
    }
    for (const p of t.products) {
      if (p.stock > 0) {
        const mv: InventoryMovement = { id: id('movements'), productId: p.id, product: { name: p.name, sku: p.sku }, qty: p.stock, type: 'IN', reason: 'Opening stock', ref: `GRN-${tenant.id}-${p.id}`, movementDate: daysAgo(int(20, 90)), createdAt: daysAgo(20) };
        t.movements.push(mv);
      }
    }

    const customerCount = Math.max(8, Math.ceil(size / 2));
    const [STREETS, LETTERS] = [['MG Road', 'Station Road', 'Gandhi Nagar Main Road', 'Nehru Street', 'Temple Road', 'Lake View Layout', 'Park Street', 'Market Road'], 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const;
    for (let i = 0; i < customerCount; i++) {
      const c = cityFor();
      const name = personName();
      // Address and state (issue 15) from the index, not the PRNG (the rest of the seed is unchanged); every fifth a business with a GSTIN.
      const [stateCode, pan] = [findState(c.state)!.code, `AAAF${LETTERS[i % 26]}${1000 + ((i * 37) % 9000)}${LETTERS[(i * 7) % 26]}`];
      t.customers.push({ id: id('customers'), name, email: `${name.toLowerCase().replace(/\s+/g, '.')}${i}@example.in`, phone: phone(), pincode: pick(c.pincodes), city: c.city, createdAt: daysAgo(int(30, 700)), address: `${10 + ((i * 7) % 90)}, ${STREETS[i % STREETS.length]}`, stateCode, gstin: i % 5 === 4 ? gstinFor(stateCode, 0, pan) : null } as Customer);
    }
    // The demo customer account is a customer of warehouse 1, so signing in as it shows its own records.
    // The account sees the records of the customer it is linked to (`customerId`), never by e-mail.
    if (tenant.id === 1) {
      Object.assign(t.customers[0], { name: 'Ananya Iyer', email: 'customer@demo.in' });
      demoCustomer.customerId = t.customers[0].id;
    }
    const tvs = t.products.filter((p) => p.categoryId === tvCat.id);
    const registrationCount = Math.max(10, Math.ceil(size * 0.7));
    for (let i = 0; i < registrationCount; i++) {
      const product = pick(tvs);
      const customer = t.customers[i % t.customers.length];
      const months = pick([12, 24, 24, 36]);
      // Spread purchases so that some warranties are active, some expiring soon and some expired.
      const purchase = new Date(now.getTime() - int(10, months * 30 + 200) * DAY);
      t.registrations.push({ id: id('registrations'), productId: product.id, serialNo: `${product.sku.replace(/-/g, '')}${String(100000 + int(0, 899999))}`, customerId: customer.id, purchaseDate: purchase.toISOString(), warrantyMonths: months, warrantyEndDate: warrantyEndDate(purchase, months).toISOString(), dealerId: rand() > 0.3 ? `DLR-${int(100, 999)}` : null, invoiceNumber: rand() > 0.2 ? `INV/${now.getUTCFullYear() - 1}/${int(1000, 9999)}` : null, notes: null, extensions: [], createdAt: purchase.toISOString() } as Registration);
    }

    for (let i = 0; i < Math.max(4, Math.ceil(size / 8)); i++) {
      const c = i === 0 ? home : pick(CITIES);
      const type: Vendor['type'] = i % 3 === 0 ? 'vendor' : 'technician';
      const drawn = type === 'vendor' ? `${c.city} ${pick(['ElectroCare', 'TeleFix', 'Screen Doctors', 'QuickServ'])} ${i}` : personName();
      // The demo technician's account and his technician record are one person (issue 27): the record
      // linked to the account carries its name and e-mail (the name drawn is dropped, so the rest of
      // the seed is as it was).
      const account = i === 1 && tenant.id === 1 ? tech : null;
      const name = account ? `${account.firstName} ${account.lastName}` : drawn;
      t.vendors.push({ id: id('vendors'), name, type, email: account ? account.email : `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@service.example.in`, phone: phone(), address: `${int(1, 250)}, ${pick(['MG Road', 'Station Road', 'Main Bazaar', 'Ring Road', 'Nehru Nagar'])}`, pincode: c.pincodes[0], city: c.city, state: c.state, serviceAreas: c.pincodes.slice(0, int(1, c.pincodes.length)), specializations: [pick(SPECIALIZATIONS), pick(SPECIALIZATIONS)].filter((v, k, a) => a.indexOf(v) === k), commissionPercentage: pick([12.5, 15, 15.5, 18]), rating: Math.round((3 + rand() * 2) * 10) / 10, isActive: i !== 3, userId: account ? account.id : null, createdAt: daysAgo(int(60, 400)) });
    }

    t.commissionRules.push(
      { id: id('commissionRules'), party: 'vendor', type: 'percentage', value: 15, tieredRates: null, serviceCategory: 'Mobile Repair', minOrderValue: 100, maxOrderValue: 10000, applicableAreas: ['560100', '400001'], priority: 1, effectiveFrom: daysAgo(100), effectiveUntil: new Date(now.getTime() + 265 * DAY).toISOString(), description: 'Percentage commission for vendor', isActive: true },
      { id: id('commissionRules'), party: 'technician', type: 'tiered', value: null, tieredRates: [{ minValue: 0, maxValue: 1000, rate: 10 }, { minValue: 1000, maxValue: 5000, rate: 8 }, { minValue: 5000, maxValue: null, rate: 6 }], serviceCategory: null, minOrderValue: 0, maxOrderValue: null, applicableAreas: [], priority: 2, effectiveFrom: daysAgo(200), effectiveUntil: new Date(now.getTime() + 165 * DAY).toISOString(), description: 'Tiered commission for technician', isActive: true },
      { id: id('commissionRules'), party: 'vendor', type: 'percentage', value: 12, tieredRates: null, serviceCategory: 'Installation', minOrderValue: 0, maxOrderValue: null, applicableAreas: [], priority: 1, effectiveFrom: daysAgo(500), effectiveUntil: daysAgo(135), description: 'Percentage commission for vendor (expired)', isActive: false },
      // Any category in Bengaluru: what the commission calculator's defaults (vendor, 1000, 560100) find.
      { id: id('commissionRules'), party: 'vendor', type: 'percentage', value: 12.5, tieredRates: null, serviceCategory: null, minOrderValue: 0, maxOrderValue: 50000, applicableAreas: ['560001', '560034', '560066', '560100'], priority: 0, effectiveFrom: new Date(now.getTime() - 90 * DAY).toISOString(), effectiveUntil: new Date(now.getTime() + 275 * DAY).toISOString(), description: 'Vendor visits in Bengaluru, any category', isActive: true },
    );

    const statuses: Complaint['status'][] = ['open', 'open', 'open', 'assigned', 'assigned', 'in_progress', 'resolved', 'closed'];
    // Lookups by id through maps, so a large seed (the bench's 100,000 complaints) stays fast.
    const productById = new Map(t.products.map((p) => [p.id, p]));
    for (let i = 0; i < size; i++) {
      const reg = rand() < 0.75 ? pick(t.registrations) : null;
      const product = reg ? productById.get(reg.productId)! : pick(tvs);
      const customerId = reg ? reg.customerId : pick(t.customers).id;
      const status = pick(statuses);
      const created = new Date(now.getTime() - (size - i) * (DAY / 2) - int(0, 3600) * 1000);
      const under = reg ? isUnderWarranty(reg, created) : false;
      const assigned = status !== 'open';
      const vendor = assigned ? pick(t.vendors) : null;
      t.complaints.push({ id: id('complaints'), customerId, productRegistrationId: reg?.id ?? null, productId: product.id, serialNo: reg?.serialNo ?? `${product.sku.replace(/-/g, '')}${int(100000, 999999)}`, description: pick(ISSUES), status, createdAt: created.toISOString(), isUnderWarranty: under, warrantyEndDate: reg?.warrantyEndDate ?? null, assignedVendorId: vendor?.id ?? null, commissionRateApplied: vendor ? pick([15, 20]) : null, commissionPaidBy: vendor ? commissionPayer(under) : null, partsApprovalStatus: pick(['pending', 'pending', 'approved', 'rejected']) });
    }
    // Priorities and SLA clocks relative to now: on track, at risk, breached and met complaints.
    seedSla(t.complaints, now);

    const technicians = t.vendors.filter((v) => v.type === 'technician');
    const bookingStatuses: Booking['status'][] = ['scheduled', 'scheduled', 'in_progress', 'completed', 'completed', 'cancelled'];
    const assignedComplaints = t.complaints.filter((c) => c.status !== 'open');
    for (let i = 0; i < Math.max(4, Math.ceil(size * 0.6)); i++) {
      const complaint = assignedComplaints[i % Math.max(1, assignedComplaints.length)] ?? t.complaints[0];
      const status = pick(bookingStatuses);
      const offset = status === 'scheduled' ? int(0, 14) : -int(1, 60);
      const date = new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
      const est = pick([500, 750, 1200, 1800, 2500]);
      t.bookings.push({ id: id('bookings'), complaintId: complaint.id, scheduledDate: date, scheduledTime: pick(['10:00', '11:30', '14:00', '16:30']), serviceType: pick(['repair', 'repair', 'installation', 'maintenance', 'inspection']), assignedTechnicianId: technicians.length && rand() > 0.2 ? pick(technicians).id : null, status, estimatedCost: est, actualCost: status === 'completed' ? est + int(-100, 400) : null, notes: status === 'cancelled' ? 'Customer not available' : '', createdAt: daysAgo(int(1, 60)) });
    }

    for (let i = 0; i < Math.max(4, Math.ceil(size / 4)); i++) {
      const booking = t.bookings[i % t.bookings.length];
      const items = Array.from({ length: int(1, 3) }, () => {
        const part = pick(PARTS);
        // The catalogue product of the part (same SKU), so a request reads and delivers as catalogue stock.
        const productId = t.products.find((p) => p.sku === part.sku)?.id ?? null;
        return { partName: part.name, partNumber: part.sku, quantity: int(1, 3), estimatedCost: part.price, description: '', ...(productId ? { productId } : {}) };
      });
      const status = pick(['pending', 'pending', 'approved', 'approved', 'rejected', 'delivered'] as const);
      const req: SpareRequest = { id: id('spareRequests'), bookingId: booking.id, status, requestedItems: items, requestNotes: 'Parts needed for on-site repair', requestedBy: tech.id, totalEstimatedCost: spareRequestTotal(items), createdAt: daysAgo(int(0, 20)) };
      if (status !== 'pending') Object.assign(req, { approvedBy: 1, approvalNotes: status === 'rejected' ? 'Not covered' : 'Approved', actualCost: status === 'rejected' ? null : req.totalEstimatedCost });
      t.spareRequests.push(req);
    }

    // Each BOM lists the model's spare parts (BOM_PARTS), priced from the catalogue like a saved one
    // (src/domain/bomLines.ts); the older v1.0 had no remote in the box.
    const bySku = new Map(t.products.map((p) => [p.sku, p]));
    const bomLines = (tv: Product, older: boolean) => {
      const parts = (BOM_PARTS[tv.sku] ?? []).filter(([sku]) => bySku.has(sku) && !(older && sku === 'RC-V2'));
      const result = priceBomLines(parts.map(([sku, quantity]) => ({ productId: bySku.get(sku)!.id, quantity })), tv.id, (pid) => t.products.find((x) => x.id === pid));
      return result.lines ? { lines: result.lines, totalCost: result.totalCost } : { lines: [], totalCost: 0 };
    };
    for (const [k, p] of tvs.slice(0, 4).entries()) {
      t.boms.push({ id: id('boms'), parentProductId: p.id, parentProduct: { name: p.name, sku: p.sku }, version: 'v1.0', description: `${p.name} assembly`, status: 'inactive', ...bomLines(p, true), notes: '', effectiveDate: daysAgo(200), createdAt: daysAgo(210) } as Bom);
      t.boms.push({ id: id('boms'), parentProductId: p.id, parentProduct: { name: p.name, sku: p.sku }, version: 'v1.1', description: `${p.name} assembly, revised panel`, status: k === 3 ? 'draft' : 'active', ...bomLines(p, false), notes: 'Panel supplier changed', effectiveDate: daysAgo(60), createdAt: daysAgo(70) } as Bom);
    }

    for (const c of CITIES) {
      for (const pin of c.pincodes) {
        t.areas.push({ id: id('areas'), city: c.city, pincode: pin, state: c.state, region: c.region, coverage: c === home ? 'full' : pick(['full', 'partial', 'partial', 'none']), serviceTypes: ['repair', 'installation', 'maintenance'], maxResponseTimeHours: pick([12, 24, 48]), serviceCharge: pick([50, 75, 100]), travelCharge: pick([20, 30, 50]), active: rand() > 0.1, notes: '' } as Area);
      }
    }

    for (let i = 0; i < 12; i++) {
      const status = pick(['pending', 'pending', 'approved', 'rejected'] as const);
      t.approvals.push({ id: id('approvals'), status, approverId: status === 'pending' ? null : 1, notes: status === 'pending' ? '' : 'Checked against policy', entityType: pick(['spare_request', 'commission', 'warranty_extension']), entityId: int(1, 50), updatedAt: daysAgo(int(0, 30)) } as Approval);
    }

    const vendorById = new Map(t.vendors.map((v) => [v.id, v]));
    for (const c of t.complaints.filter((x) => x.assignedVendorId).slice(0, Math.max(6, Math.ceil(size / 3)))) {
      const vendor = vendorById.get(c.assignedVendorId!)!;
      const amountBase = pick([800, 1200, 2500, 4000, 7500]);
      const rate = c.commissionRateApplied ?? 15;
      t.commissions.push({ id: id('commissions'), referenceType: 'complaint', referenceId: c.id, vendorName: vendor.name, rate, amount: Math.round(amountBase * rate) / 100, paidBy: c.commissionPaidBy ?? 'Customer', status: pick(['pending', 'approved', 'paid']), createdAt: c.createdAt } as CommissionRow);
    }
    // Each approval is about a record that exists (issue 27: the approver sees what they decide): the
    // drawn number picks one of the warehouse's records of its kind (no further draws, so the rest of
    // the seed is as it was).
    const subjects: Record<string, { id: number }[]> = { spare_request: t.spareRequests, commission: t.commissions, warranty_extension: t.registrations };
    for (const a of t.approvals) {
      const records = subjects[a.entityType] ?? [];
      if (records.length) a.entityId = records[(a.entityId - 1) % records.length].id;
    }

    const complaintById = new Map(t.complaints.map((c) => [c.id, c]));
    for (const b of t.bookings.filter((x) => x.status === 'completed').slice(0, Math.max(5, Math.ceil(size / 4)))) {
      const complaint = complaintById.get(b.complaintId);
      const lines = [
        { description: `Service visit (${b.serviceType})`, quantity: 1, unitPrice: b.actualCost ?? b.estimatedCost, amount: b.actualCost ?? b.estimatedCost },
        ...(rand() > 0.5 ? [{ description: pick(PARTS).name, quantity: 1, unitPrice: 1350, amount: 1350, hsnSac: '852990', gstRate: 18 }] : []),
      ];
      t.invoices.push({ id: id('invoices'), bookingId: b.id, customerId: complaint?.customerId ?? t.customers[0].id, lineItems: lines, ...invoiceTotals(lines), status: pick(['draft', 'sent', 'sent', 'paid', 'overdue']), createdAt: daysAgo(int(0, 45)) } as Invoice);
    }

    spreadBookingsOverThisWeek(t.bookings, now, new Set(t.invoices.map((i) => i.bookingId)));
    seedDeliveredSpares(t, id);
    seedCompletedJobs(t, id, { admin: 'Sunita Rao', technician: `${tech.firstName} ${tech.lastName}` });
    // GST between the warehouse and each invoice's customer (issue 15, src/domain/taxInvoice.ts).
    const customerById = new Map(t.customers.map((c) => [c.id, c]));
    for (const invoice of t.invoices) Object.assign(invoice, taxInvoice(pricedLines(invoice.lineItems), warehouseParty(tenant), customerParty(customerById.get(invoice.customerId))));
    // Issued invoices carry their number (BLR/26-27/00001...), due date and payment (issue 15).
    numberSeededInvoices(t.invoices, warehouseCode(tenant), now);

    // notificationText.title.<title> and notificationText.message.<message> in i18n/en.json.
    const notices: Array<[string, string]> = [
      ['complaintAssigned', 'seedAutoAssigned'],
      ['partsApproved', 'seedPartsApproved'],
      ['stockLow', 'seedStockLow'],
      ['warrantyExpiring', 'seedWarrantyExpiring'],
      ['bookingCompleted', 'seedBookingCompleted'],
      ['invoiceOverdue', 'seedInvoiceOverdue'],
    ];
    for (let i = 0; i < 10; i++) {
      const [titleKey, messageKey] = notices[i % notices.length].map((k, part) => `notificationText.${part ? 'message' : 'title'}.${k}`);
      const texts = { title: english(titleKey), message: english(messageKey), titleKey, messageKey, params: {} };
      t.notifications.push({ id: id('notifications'), ...texts, isRead: i >= 4, createdAt: daysAgo(10 - i) } as Notification);
    }

    // Each declared entity's sample records (src/entities), made by its declaration from this warehouse's rows.
    const collections = t as unknown as Record<string, { id: number }[]>;
    const admin = users.find((u) => u.tenantId === tenant.id && u.role === 'warehouse_admin');
    for (const entity of ENTITY_LIST)
      for (const values of entity.seed?.((c) => collections[c] ?? [], now) ?? [])
        collections[entity.collection].push({ id: id(entity.collection), ...values, createdAt: now.toISOString(), createdBy: admin?.id ?? 1 } as { id: number });

    const audit = (entityType: string, entityId: number, action: string) =>
      t.auditLogs.push({ id: id('auditLogs'), entityType, entityId, action, actorId: 1, createdAt: daysAgo(int(0, 30)) } as AuditLog);
    for (const u of users.filter((x) => x.tenantId === tenant.id).slice(0, 4)) audit('user', u.id, 'create');
    for (const c of t.complaints.slice(0, 5)) audit('complaint', c.id, 'create');
    // Ids in date order, within the ids this warehouse was given (unique across warehouses).
    const firstAuditId = Math.min(...t.auditLogs.map((a) => a.id));
    t.auditLogs.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).forEach((a, i) => (a.id = firstAuditId + i));
  }

  return { version: DB_VERSION, users, tenants, roles, sessions: {}, data, seq };
};

export type { CommissionRule };
