// Where each part of the store lives in SQL (docs/architecture.md, "The server"). The handlers work
// on the store's collections (mocks/db.ts); the server keeps every row of them in its own table,
// one table per entity, with the row as `doc` (jsonb) and the columns that keys, constraints and
// indexes need generated from it (server/db/migrations.ts). Only this file knows the table names.
import type { TenantData } from '../../mocks/types';
import { emptyTenantData } from '../../mocks/seed';
import { snakeCase } from '../../src/entities/types';

/** The collections of a warehouse whose table is not the collection's name in snake_case. */
const TABLE_NAMES: Partial<Record<keyof TenantData, string>> = {
  movements: 'inventory_movements',
  registrations: 'product_registrations',
  bookings: 'service_bookings',
};

/**
 * A warehouse's collection (mocks/types.ts TenantData, the collections of mocks/seed.ts
 * emptyTenantData) and its table: the collection's name in snake_case unless TABLE_NAMES says
 * otherwise, so a new collection's table needs no line here (its migration creates it).
 */
export const TENANT_TABLES = Object.fromEntries(Object.keys(emptyTenantData()).map((c) => [c, TABLE_NAMES[c as keyof TenantData] ?? snakeCase(c)])) as Record<keyof TenantData, string>;

/** Warehouse tables no collection is kept in: derived in the database from one (migration 0006's kept counts). */
export const DERIVED_TENANT_TABLES = ['complaint_counts'] as const;

export type TenantCollection = keyof TenantData;
export const isTenantCollection = (name: string): name is TenantCollection => Object.hasOwn(TENANT_TABLES, name);

/** The global parts kept as rows with an id (users, tenants, roles). */
export const GLOBAL_TABLES = { users: 'users', tenants: 'tenants', roles: 'roles' } as const;
export type GlobalCollection = keyof typeof GLOBAL_TABLES;
export const isGlobalCollection = (name: string): name is GlobalCollection => Object.hasOwn(GLOBAL_TABLES, name);
