// The database's versioned migrations, applied in order on start by Kysely's Migrator
// (server/db/database.ts), on PGlite and PostgreSQL alike. A released migration is never edited:
// a change is a new entry at the end.
//
// Every entity has its own table. A warehouse's rows carry `tenant_id` in their primary and unique
// keys (docs/architecture.md, "The server"); the row itself is `doc` (jsonb, the shape of
// mocks/types.ts), and the columns that foreign keys, unique and CHECK constraints and indexes need
// are generated from it, so the row and its keys can never disagree. Foreign keys are deferred to
// the end of the transaction: one change writes several tables in one transaction, in any order.
//
// The server's queries run as the role `servicedesk_app` under row-level security (0004, and
// server/db/tenancy.ts): a new table is granted to it, and a new table with `tenant_id` gets
// `rowSecurity`. The tables' owner is held by the policies too (FORCE): a data migration run by an
// owner that is not a superuser sets `app.all_tenants = 'on'` (SET LOCAL) to see every warehouse.
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { ENTITY_LIST } from '../../src/entities';
import { columnFields, snakeCase, type Entity } from '../../src/entities/types';
import { TENANT_TABLES, type TenantCollection } from './tables';

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

/**
 * Isolation in the database (issue 28, server/db/tenancy.ts): the role the server's queries run
 * as, and row-level security on every table with a `tenant_id` column. These names are frozen with
 * the migration; a later warehouse-scoped table gets the same from its own migration
 * (`rowSecurity`), and tests/server/row-security.test.ts fails for a table with `tenant_id` that has
 * no forced row-level security or no policy.
 */
const WAREHOUSE_TABLES_0004 = [
  'categories', 'products', 'inventory_movements', 'customers', 'product_registrations', 'complaints', 'service_bookings', 'spare_requests', 'vendors',
  'boms', 'areas', 'approvals', 'audit_logs', 'commission_rules', 'commissions', 'invoices', 'warranty_claims', 'notifications',
  // The users of every warehouse, and the super admins (tenant_id null: seen only by `every_warehouse`).
  'users',
];
/** Every table the server reads or writes (the migrations' own table excepted). */
const SERVER_TABLES_0004 = [...WAREHOUSE_TABLES_0004, 'meta', 'id_counters', 'tenants', 'roles', 'sessions', 'change_log'];

/**
 * A warehouse-scoped table's row-level security: enabled and forced (its owner too is held by it;
 * superusers and roles with BYPASSRLS are not, hence the server's own role). `warehouse_rows`: the
 * rows of the transaction's warehouse (`app.tenant_id`, unset or empty: none); `every_warehouse`:
 * all, when the transaction set `app.all_tenants = 'on'`. Permissive policies add up; the same
 * test applies to the rows read and to the rows written (WITH CHECK).
 */
const WAREHOUSE_ROWS_0004 = `tenant_id = nullif(current_setting('app.tenant_id', true), '')::integer`;
const EVERY_WAREHOUSE_0004 = `current_setting('app.all_tenants', true) = 'on'`;
const policies = (table: string, warehouseRows: string, everyWarehouse: string) => [
  `CREATE POLICY warehouse_rows ON ${table} USING (${warehouseRows}) WITH CHECK (${warehouseRows})`,
  `CREATE POLICY every_warehouse ON ${table} USING (${everyWarehouse}) WITH CHECK (${everyWarehouse})`,
];
const rowSecurity0004 = (table: string): string[] => [
  `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`,
  `ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`,
  ...policies(table, WAREHOUSE_ROWS_0004, EVERY_WAREHOUSE_0004),
];

/**
 * The same tests with each setting read once per query (0005): as a scalar subquery, PostgreSQL
 * evaluates `current_setting()` once (an InitPlan) instead of once per row, so the policy's cost on
 * a count over a million complaints is that of `tenant_id = $1` (a count of every complaint of
 * warehouse 1 at 1,000,000: 97 ms with 0004's policies, 46 ms this way, 44 ms as the owner; docs/scaling.md).
 */
const WAREHOUSE_ROWS = `tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::integer)`;
const EVERY_WAREHOUSE = `(SELECT current_setting('app.all_tenants', true)) = 'on'`;

/** A new warehouse table's row-level security, as every warehouse table has it now (0004, then 0005). */
export const rowSecurity = (table: string): string[] => [
  `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`,
  `ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`,
  ...policies(table, WAREHOUSE_ROWS, EVERY_WAREHOUSE),
];

/** 0005: the policies of 0004 with each setting read once per query. */
const policiesReadOnce: string[] = WAREHOUSE_TABLES_0004.flatMap((table) => [
  `ALTER POLICY warehouse_rows ON ${table} USING (${WAREHOUSE_ROWS}) WITH CHECK (${WAREHOUSE_ROWS})`,
  `ALTER POLICY every_warehouse ON ${table} USING (${EVERY_WAREHOUSE}) WITH CHECK (${EVERY_WAREHOUSE})`,
]);

const rowSecurityMigration: string[] = [
  // The role is the cluster's (several databases may share it): created once, by whoever comes
  // first; an operator whose DATABASE_URL role may not create roles creates it beforehand.
  `DO $$
  BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'servicedesk_app') THEN
      BEGIN
        CREATE ROLE servicedesk_app NOLOGIN;
      EXCEPTION
        -- Another database's migration created it meanwhile.
        WHEN duplicate_object OR unique_violation THEN NULL;
        WHEN insufficient_privilege THEN
          RAISE EXCEPTION 'The role servicedesk_app does not exist and % may not create it: as a superuser, CREATE ROLE servicedesk_app NOLOGIN; GRANT servicedesk_app TO %;', current_user, current_user;
      END;
    END IF;
    IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'servicedesk_app' AND (rolsuper OR rolbypassrls)) THEN
      RAISE EXCEPTION 'The role servicedesk_app must be neither a superuser nor BYPASSRLS: row-level security would not hold it.';
    END IF;
  END $$`,
  // The DATABASE_URL role switches to it for each transaction (SET LOCAL ROLE): a member of it, or it.
  `DO $$
  BEGIN
    IF NOT pg_has_role(current_user, 'servicedesk_app', 'MEMBER') THEN
      BEGIN
        EXECUTE format('GRANT servicedesk_app TO %I', current_user);
      EXCEPTION WHEN insufficient_privilege THEN
        RAISE EXCEPTION 'The role of DATABASE_URL (%) must be a member of servicedesk_app: as a superuser, GRANT servicedesk_app TO %;', current_user, current_user;
      END;
    END IF;
  END $$`,
  `DO $$ BEGIN EXECUTE format('GRANT USAGE ON SCHEMA %I TO servicedesk_app', current_schema()); END $$`,
  `GRANT SELECT, INSERT, UPDATE, DELETE ON ${SERVER_TABLES_0004.join(', ')} TO servicedesk_app`,
  `GRANT USAGE, SELECT ON SEQUENCE change_log_seq_seq TO servicedesk_app`,
  ...WAREHOUSE_TABLES_0004.flatMap(rowSecurity0004),
];

/**
 * Kept counts of each warehouse's complaints by status (issue 28, docs/scaling.md "The count"): the
 * complaint list's total without counting. Counting a warehouse's 1,000,000 complaints costs
 * PostgreSQL about 45 ms per list; reading these rows costs a key lookup. Statement-level triggers
 * keep them in the writing transaction, over the statement's transition tables (one grouped update
 * per statement, not one per row): an upsert's inserted rows fire the INSERT trigger and its updated
 * ones the UPDATE trigger. Derived data: rebuilt from the complaints here, and tests/server/lists.test.ts
 * compares it with a count after writes. Row-level security as on every warehouse table; the
 * functions run as the writer (the server's role, in the writing transaction's warehouse).
 */
const complaintCounts: string[] = [
  `CREATE TABLE complaint_counts (tenant_id integer NOT NULL, status text COLLATE "C" NOT NULL, n bigint NOT NULL, PRIMARY KEY (tenant_id, status))`,
  // The owner is held by the policies too (FORCE): this transaction reads every warehouse.
  `SELECT set_config('app.all_tenants', 'on', true)`,
  `INSERT INTO complaint_counts (tenant_id, status, n) SELECT tenant_id, status, count(*) FROM complaints GROUP BY tenant_id, status`,
  `CREATE FUNCTION complaint_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      UPDATE complaint_counts AS c SET n = c.n - o.n
        FROM (SELECT tenant_id, status, count(*) AS n FROM old_rows GROUP BY tenant_id, status) AS o
        WHERE c.tenant_id = o.tenant_id AND c.status = o.status;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
      INSERT INTO complaint_counts AS c (tenant_id, status, n)
        SELECT tenant_id, status, count(*) FROM new_rows GROUP BY tenant_id, status
        ON CONFLICT (tenant_id, status) DO UPDATE SET n = c.n + excluded.n;
    END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER complaint_counts_insert AFTER INSERT ON complaints REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_counts_keep()`,
  `CREATE TRIGGER complaint_counts_update AFTER UPDATE ON complaints REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_counts_keep()`,
  `CREATE TRIGGER complaint_counts_delete AFTER DELETE ON complaints REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION complaint_counts_keep()`,
  `GRANT SELECT, INSERT, UPDATE, DELETE ON complaint_counts TO servicedesk_app`,
  ...rowSecurity('complaint_counts'),
];

/**
 * A declared entity's table (src/entities), created by the migration its declaration names: its
 * `ref`, `date` and `enum` fields as generated columns (NOT NULL when required), each `ref` a foreign
 * key to its collection's table, the indexes it declares after tenant_id, the grant and row-level
 * security of every warehouse table. Changing a released entity's table is a migration of its own.
 */
const entityTable = (entity: Entity): string[] => {
  const table = TENANT_TABLES[entity.collection as TenantCollection];
  const columns = columnFields(entity).map(({ field, column, type }) =>
    `${col(column, type === 'int' ? 'integer' : 'text', type === 'int' ? int(field) : text(field))}${entity.fields[field].required ? ' NOT NULL' : ''}`,
  );
  const refs = Object.entries(entity.fields).flatMap(([field, spec]) => (spec.type === 'ref' ? [fk(snakeCase(field), TENANT_TABLES[spec.collection as TenantCollection])] : []));
  return [
    tenantTable(table, [...columns, ...refs]),
    ...entity.table.indexes.map((fields) => index(table, ['tenant_id', ...fields.map(snakeCase)].join(', '))),
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO servicedesk_app`,
    ...rowSecurity(table),
  ];
};

/**
 * The customer in the loop (issue 30): the outbox of messages to customers and the job links. A
 * message's complaint may be gone (kept as sent); a link goes with its complaint.
 */
const customerMessages: string[] = [
  tenantTable('messages', [
    col('complaint_id', 'integer', int('complaintId')),
    col('status', 'text', text('status')),
    col('channel', 'text', text('channel')),
    col('next_attempt_at', 'text', text('nextAttemptAt')),
  ]),
  index('messages', 'tenant_id, complaint_id'),
  index('messages', 'tenant_id, status, next_attempt_at'),
  tenantTable('job_links', [col('complaint_id', 'integer', `${int('complaintId')}`), fk('complaint_id', 'complaints')]),
  index('job_links', 'tenant_id, complaint_id'),
  ...['messages', 'job_links'].flatMap((table) => [`GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO servicedesk_app`, ...rowSecurity(table)]),
];

/** Every migration by name; Kysely applies the ones not yet applied, in name order. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': statements(initial),
  '0002_change_log': statements(changeLog),
  '0003_invoice_kind': statements(invoiceKind),
  '0004_row_security': statements(rowSecurityMigration),
  '0005_policies_read_once': statements(policiesReadOnce),
  '0006_complaint_counts': statements(complaintCounts),
  // The declared entities' tables, each by the migration its declaration names.
  ...Object.fromEntries(ENTITY_LIST.map((entity) => [entity.table.migration, statements(entityTable(entity))])),
  '0008_customer_messages': statements(customerMessages),
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
