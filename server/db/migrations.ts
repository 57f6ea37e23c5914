// The database's versioned migrations, applied in order on start by Kysely's Migrator
// (server/db/database.ts), on PGlite and PostgreSQL alike. A released migration is never edited:
// a change is a new entry at the end.
//
// Every entity has its own table. A warehouse's rows carry `tenant_id` in their primary and unique
// keys (docs/architecture.md, "The server"); the row itself is `doc` (jsonb, the shape of
// mocks/types.ts), and the columns that foreign keys, unique and CHECK constraints and indexes need
// are generated from it, so the row and its keys can never disagree. Foreign keys are deferred to
// the end of the transaction: one change writes several tables in one transaction, in any order.
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const int = (field: string) => `((doc->>'${field}')::integer)`;
const text = (field: string) => `(doc->>'${field}')`;
const bool = (field: string) => `((doc->>'${field}')::boolean)`;
const num = (field: string) => `((doc->>'${field}')::numeric)`;
// Text compares by code point (collation "C"), as JavaScript's `<` does in the store's lists in
// memory, so a sort in SQL gives the same order and can read the column's index.
const col = (name: string, type: string, expr: string) => `${name} ${type === 'text' ? 'text COLLATE "C"' : type} GENERATED ALWAYS AS (${expr}) STORED`;
const DEFER = 'DEFERRABLE INITIALLY DEFERRED';
const ref = (table: string) => `FOREIGN KEY (tenant_id, %s) REFERENCES ${table} (tenant_id, id) ${DEFER}`;
const fk = (column: string, table: string) => ref(table).replace('%s', column);

/** A warehouse-scoped table: (tenant_id, id) as its key, `doc`, then its generated columns and constraints. */
const tenantTable = (name: string, parts: string[]) => `CREATE TABLE ${name} (
  tenant_id integer NOT NULL REFERENCES tenants (id) ${DEFER},
  id integer NOT NULL,
  doc jsonb NOT NULL,
  ${[...parts, 'PRIMARY KEY (tenant_id, id)'].join(',\n  ')}
)`;

const index = (table: string, columns: string, where = '') => `CREATE INDEX ${table}_${columns.replace(/[^a-z_]+/g, '_').replace(/_+$/, '')}_idx ON ${table} (${columns})${where ? ` WHERE ${where}` : ''}`;

const initial: string[] = [
  // Substring search (a complaint's description) reads a trigram index.
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE TABLE meta (key text PRIMARY KEY, value jsonb NOT NULL)`,
  // Ids are shared across warehouses (one counter per collection), as the in-memory store gives them.
  `CREATE TABLE id_counters (collection text PRIMARY KEY, value bigint NOT NULL CHECK (value >= 0))`,
  `CREATE TABLE tenants (
    id integer PRIMARY KEY,
    doc jsonb NOT NULL,
    ${col('subdomain', 'text', text('subdomain'))} UNIQUE,
    ${col('is_active', 'boolean', bool('isActive'))}
  )`,
  `CREATE TABLE roles (
    id integer PRIMARY KEY,
    doc jsonb NOT NULL,
    ${col('name', 'text', `lower(${text('name')})`)} NOT NULL UNIQUE
  )`,
  `CREATE TABLE users (
    id integer PRIMARY KEY,
    doc jsonb NOT NULL,
    ${col('email', 'text', `lower(${text('email')})`)} NOT NULL UNIQUE,
    ${col('tenant_id', 'integer', int('tenantId'))} REFERENCES tenants (id) ${DEFER},
    ${col('role', 'text', text('role'))} NOT NULL,
    ${col('is_active', 'boolean', bool('isActive'))}
  )`,
  index('users', 'tenant_id'),
  // Access and refresh tokens (mocks/handlers/auth.ts): the token is the key.
  `CREATE TABLE sessions (
    token text PRIMARY KEY,
    doc jsonb NOT NULL,
    ${col('user_id', 'integer', int('userId'))},
    ${col('expires_at', 'bigint', `((doc->>'expiresAt')::bigint)`)}
  )`,
  index('sessions', 'user_id'),
  index('sessions', 'expires_at'),

  tenantTable('categories', [col('category_name', 'text', `lower(${text('categoryName')})`), 'UNIQUE (tenant_id, category_name)']),
  tenantTable('products', [
    col('sku', 'text', `nullif(${text('sku')}, '')`),
    col('name', 'text', text('name')),
    col('category_id', 'integer', int('categoryId')),
    col('stock', 'numeric', num('stock')),
    col('is_active', 'boolean', bool('isActive')),
    col('created_at', 'text', text('createdAt')),
    'UNIQUE (tenant_id, sku)',
    // Stock on hand never goes below zero, whatever a handler does.
    'CONSTRAINT products_stock_not_negative CHECK (stock >= 0)',
  ]),
  index('products', 'tenant_id, name'),
  index('products', 'tenant_id, category_id'),
  tenantTable('inventory_movements', [
    col('product_id', 'integer', int('productId')),
    col('type', 'text', text('type')),
    col('qty', 'numeric', num('qty')),
    col('movement_date', 'text', text('movementDate')),
    'CONSTRAINT inventory_movements_qty_positive CHECK (qty > 0)',
    "CONSTRAINT inventory_movements_type CHECK (type IN ('IN', 'OUT'))",
    fk('product_id', 'products'),
  ]),
  index('inventory_movements', 'tenant_id, product_id'),
  tenantTable('customers', [
    col('name', 'text', text('name')),
    col('phone', 'text', text('phone')),
    col('pincode', 'text', text('pincode')),
  ]),
  index('customers', 'tenant_id, name'),
  index('customers', 'tenant_id, phone'),
  tenantTable('product_registrations', [
    col('serial_no', 'text', `lower(${text('serialNo')})`),
    col('product_id', 'integer', int('productId')),
    col('customer_id', 'integer', int('customerId')),
    fk('product_id', 'products'),
    fk('customer_id', 'customers'),
  ]),
  index('product_registrations', 'tenant_id, serial_no'),
  index('product_registrations', 'tenant_id, customer_id'),
  tenantTable('vendors', [
    col('name', 'text', text('name')),
    col('type', 'text', text('type')),
    col('pincode', 'text', text('pincode')),
    col('is_active', 'boolean', bool('isActive')),
    col('user_id', 'integer', int('userId')),
  ]),
  index('vendors', 'tenant_id, name'),
  index('vendors', 'user_id'),
  tenantTable('complaints', [
    `${col('customer_id', 'integer', int('customerId'))} NOT NULL`,
    `${col('product_id', 'integer', int('productId'))} NOT NULL`,
    col('product_registration_id', 'integer', int('productRegistrationId')),
    col('assigned_vendor_id', 'integer', int('assignedVendorId')),
    `${col('status', 'text', text('status'))} NOT NULL`,
    col('priority', 'text', text('priority')),
    col('serial_no', 'text', `lower(${text('serialNo')})`),
    `${col('created_at', 'text', text('createdAt'))} NOT NULL`,
    col('resolution_due_at', 'text', text('resolutionDueAt')),
    col('resolved_at', 'text', text('resolvedAt')),
    col('description_lower', 'text', `lower(${text('description')})`),
    "CONSTRAINT complaints_status CHECK (status IN ('open', 'assigned', 'in_progress', 'resolved', 'closed'))",
    fk('customer_id', 'customers'),
    fk('product_id', 'products'),
    fk('product_registration_id', 'product_registrations'),
    fk('assigned_vendor_id', 'vendors'),
  ]),
  index('complaints', 'tenant_id, id DESC'),
  index('complaints', 'tenant_id, status, id DESC'),
  index('complaints', 'tenant_id, customer_id'),
  index('complaints', 'tenant_id, assigned_vendor_id'),
  index('complaints', 'tenant_id, priority, id DESC'),
  index('complaints', 'tenant_id, created_at'),
  index('complaints', 'tenant_id, resolution_due_at'),
  `CREATE INDEX complaints_tenant_id_resolution_due_at_desc_idx ON complaints (tenant_id, resolution_due_at DESC NULLS LAST)`,
  index('complaints', 'tenant_id, serial_no'),
  // The search's "description contains" (LIKE '%…%'): trigrams.
  `CREATE INDEX complaints_description_trgm_idx ON complaints USING gin (description_lower gin_trgm_ops)`,
  // The SLA status filter (src/domain/sla.ts slaConditions) reads only these: counted from the index alone.
  index('complaints', 'tenant_id, status, resolution_due_at, priority, resolved_at'),
  tenantTable('service_bookings', [
    col('complaint_id', 'integer', int('complaintId')),
    col('assigned_technician_id', 'integer', int('assignedTechnicianId')),
    col('status', 'text', text('status')),
    col('scheduled_date', 'text', text('scheduledDate')),
    "CONSTRAINT service_bookings_status CHECK (status IN ('scheduled', 'in_progress', 'completed', 'cancelled'))",
    fk('complaint_id', 'complaints'),
    fk('assigned_technician_id', 'vendors'),
  ]),
  index('service_bookings', 'tenant_id, complaint_id'),
  index('service_bookings', 'tenant_id, assigned_technician_id, scheduled_date'),
  index('service_bookings', 'tenant_id, status, scheduled_date'),
  tenantTable('spare_requests', [
    col('booking_id', 'integer', int('bookingId')),
    col('status', 'text', text('status')),
    col('requested_by', 'integer', int('requestedBy')),
    fk('booking_id', 'service_bookings'),
  ]),
  index('spare_requests', 'tenant_id, booking_id'),
  index('spare_requests', 'tenant_id, status, id DESC'),
  tenantTable('boms', [
    col('parent_product_id', 'integer', int('parentProductId')),
    col('status', 'text', text('status')),
    fk('parent_product_id', 'products'),
  ]),
  index('boms', 'tenant_id, parent_product_id'),
  tenantTable('areas', [col('pincode', 'text', text('pincode')), col('active', 'boolean', bool('active'))]),
  index('areas', 'tenant_id, pincode'),
  tenantTable('approvals', [
    col('status', 'text', text('status')),
    col('entity_type', 'text', text('entityType')),
    col('entity_id', 'integer', int('entityId')),
  ]),
  index('approvals', 'tenant_id, status, id DESC'),
  index('approvals', 'tenant_id, entity_type, entity_id'),
  tenantTable('audit_logs', [
    col('entity_type', 'text', `lower(${text('entityType')})`),
    col('entity_id', 'text', text('entityId')),
    col('actor_id', 'integer', int('actorId')),
    col('created_at', 'text', text('createdAt')),
  ]),
  index('audit_logs', 'tenant_id, entity_type, entity_id'),
  index('audit_logs', 'tenant_id, actor_id'),
  index('audit_logs', 'tenant_id, created_at'),
  tenantTable('commission_rules', []),
  tenantTable('commissions', [
    col('reference_type', 'text', text('referenceType')),
    col('reference_id', 'integer', int('referenceId')),
    col('status', 'text', text('status')),
  ]),
  index('commissions', 'tenant_id, reference_type, reference_id'),
  tenantTable('invoices', [
    col('booking_id', 'integer', `nullif(${int('bookingId')}, 0)`),
    col('customer_id', 'integer', int('customerId')),
    col('status', 'text', text('status')),
    // `<CODE>/<YY-YY>/<00042>`: unique in the warehouse, so in each financial year's series.
    col('number', 'text', text('number')),
    col('created_at', 'text', text('createdAt')),
    'UNIQUE (tenant_id, number)',
    fk('booking_id', 'service_bookings'),
    fk('customer_id', 'customers'),
  ]),
  index('invoices', 'tenant_id, booking_id'),
  index('invoices', 'tenant_id, customer_id'),
  index('invoices', 'tenant_id, status, id DESC'),
  tenantTable('warranty_claims', [col('status', 'text', text('status'))]),
  index('warranty_claims', 'tenant_id, status, id DESC'),
  tenantTable('notifications', [
    col('user_id', 'integer', int('userId')),
    col('is_read', 'boolean', bool('isRead')),
    col('created_at', 'text', text('createdAt')),
  ]),
  index('notifications', 'tenant_id, user_id, is_read'),
];

const statements = (list: string[]): Migration => ({
  async up(db: Kysely<any>) {
    for (const statement of list) await sql.raw(statement).execute(db);
  },
});

/**
 * Several server processes on one PostgreSQL: each change writes which rows it changed, in order,
 * and every process brings its store up to date from here before it answers (server/db/sqlStore.ts).
 */
const changeLog: string[] = [
  `CREATE TABLE change_log (seq bigserial PRIMARY KEY, part text NOT NULL, row_key text NOT NULL, at timestamptz NOT NULL DEFAULT now())`,
];

/**
 * An invoice's kind (issue 27: a no-charge service note or a tax invoice) as a column, with the
 * status in one index: the "open" filter (src/domain/invoice.ts) reads both, and is then counted
 * from the index alone instead of the whole table.
 */
const invoiceKind: string[] = [
  `ALTER TABLE invoices ADD COLUMN ${col('kind', 'text', text('kind'))}`,
  index('invoices', 'tenant_id, status, kind'),
];

/** Every migration by name; Kysely applies the ones not yet applied, in name order. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': statements(initial),
  '0002_change_log': statements(changeLog),
  '0003_invoice_kind': statements(invoiceKind),
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
