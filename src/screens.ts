import type { RaRecord } from 'react-admin';
import type { AccessResource } from './domain/access';
import { COMPLAINT_FILTER_DEFAULTS } from './config';
import { ENTITY_LIST } from './entities';
import { filterParams, type Entity, type MenuGroup } from './entities/types';
export type { MenuGroup };
export type View = 'list' | 'create' | 'edit' | 'show';

/** Group order and labels of the spec's side menu. */
export const MENU_GROUPS: { id: MenuGroup; labelKey: string }[] = [
  { id: 'dashboard', labelKey: 'menu.groups.dashboard' },
  { id: 'users', labelKey: 'menu.groups.users' },
  { id: 'inventory', labelKey: 'menu.groups.inventory' },
  { id: 'warranty', labelKey: 'menu.groups.warranty' },
  { id: 'service', labelKey: 'menu.groups.service' },
  { id: 'reporting', labelKey: 'menu.groups.reporting' },
];

/**
 * One console screen. `name` is its path under /admin and, when it has `api`, the name of its
 * react-admin <Resource> (docs/architecture.md, "The record model"); `access` is its row in the
 * permission matrix (the API's word for it, which the Roles & Permissions screen edits).
 */
export interface Screen {
  name: string;
  access: AccessResource;
  titleKey: string;
  group: MenuGroup;
  /**
   * The action on `access` its list needs, when more than `list`: the customers' messages are for
   * those who may edit complaints (their API's permission), not for every role that reads them.
   */
  listAction?: 'edit';
  /** A record resource: where its records live (http.ts resolves the path) and the list filters the API takes. */
  api?: { path: string; filters?: readonly string[] };
  /** How a reference to one of its records reads (react-admin's recordRepresentation). */
  recordRepresentation?: string | ((record: RaRecord) => string);
  /** Its folder under src, whose index.ts exports its views (console/screenFolders.ts); default resources/<access>. */
  module?: string;
  /** The views its folder's index.ts provides besides the list. */
  views?: readonly Exclude<View, 'list'>[];
  /**
   * Views that the list page draws itself, over or beside the list, from the URL (react-admin's
   * examples/crm DealList): e.g. a vendor's performance at /third-parties/:id/show, or the create
   * form a page draws above its list, opened at /create on a phone (ui/CreateAboveList). They are also
   * listed in `views`, so react-admin routes and links to them; the folder's index.ts has no entry.
   */
  overList?: readonly Exclude<View, 'list'>[];
  /**
   * Its list's first page as opened afresh (its default filter): fetched while the console's code
   * loads on a cold load of the list (docs/performance.md, console/firstList.ts).
   */
  firstList?: { filter?: Record<string, unknown> };
}

/** A declared entity's screen (src/entities): its list, with its create form above it and its record page where it has them. */
function entityScreen(entity: Entity): Screen {
  const views = entity.actions.filter((a): a is 'create' | 'show' => a === 'create' || a === 'show');
  return {
    name: entity.name,
    access: entity.name as AccessResource,
    titleKey: entity.screen.titleKey,
    group: entity.screen.group,
    api: { path: `/api/${entity.name}`, filters: filterParams(entity).map((f) => f.param) },
    recordRepresentation: named(...(entity.screen.recordRepresentation ? [entity.screen.recordRepresentation] : [])),
    views,
    ...(views.includes('create') ? { overList: ['create'] as const } : {}),
  };
}

const named = (...fields: string[]) => (record: RaRecord) =>
  fields.map((f) => record?.[f]).find((v) => v !== undefined && v !== null && String(v).trim() !== '') ?? `#${record?.id}`;

/**
 * The only list of the console's screens, in the spec's menu order: the routes, <Resource>s, menu,
 * breadcrumb, access checks, preloading and the dataProvider's paths are all read from it.
 * Representations sit here, not in the lazy folders, because references need them before a screen's
 * chunk is fetched; the menu's icons are in screenIcons.ts, keyed by these names, so that the entry's
 * first step of a signed-in load (this table, to start the screen's chunk and data) stays small.
 */
export const SCREENS: readonly Screen[] = [
  { name: 'dashboard', access: 'dashboard', titleKey: 'menu.dashboard', group: 'dashboard', module: 'dashboard' },
  {
    name: 'tenants',
    access: 'tenants', titleKey: 'menu.tenants', group: 'users',
    api: { path: '/api/tenants' },
    recordRepresentation: 'name',
    views: ['create'],
    overList: ['create'],
  },
  {
    name: 'users',
    access: 'users',
    titleKey: 'menu.users',
    group: 'users',
    api: { path: '/api/users', filters: ['role', 'search'] },
    recordRepresentation: (r) => [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email || `#${r.id}`,
  },
  { name: 'users/register', access: 'users', titleKey: 'menu.registerUser', group: 'users', module: 'resources/users/register' },
  {
    name: 'user-role-permission',
    access: 'roles',
    titleKey: 'menu.roles',
    group: 'users',
    api: { path: '/roles' },
    recordRepresentation: 'name',
    views: ['create'],
    overList: ['create'],
  },
  {
    name: 'catalog/categories',
    access: 'categories',
    titleKey: 'menu.categories',
    group: 'inventory',
    api: { path: '/api/categories', filters: ['search'] },
    recordRepresentation: 'categoryName',
    // Tabs are routes: /create (and /suggestions) are tabs of the list page.
    views: ['create'],
    overList: ['create'],
  },
  {
    name: 'products',
    access: 'products',
    titleKey: 'menu.products',
    group: 'inventory',
    api: { path: '/api/products', filters: ['category', 'categoryId', 'search', 'sku'] },
    recordRepresentation: (r) => (r.sku ? `${named('name')(r)} (${r.sku})` : named('name')(r)),
    views: ['show', 'create'],
    overList: ['create'],
  },
  {
    name: 'catalog/boms',
    access: 'boms',
    titleKey: 'menu.boms',
    group: 'inventory',
    api: { path: '/api/boms', filters: ['parentProductId', 'status', 'search', 'version'] },
    recordRepresentation: (r) => [r.parentProduct?.name, r.version].filter(Boolean).join(' ') || `#${r.id}`,
    // The create and statistics tabs are routes of the list page (/create, /stats).
    views: ['show', 'create'],
    overList: ['create'],
  },
  {
    name: 'inventory/transactions',
    access: 'inventory',
    titleKey: 'menu.inventory',
    group: 'inventory',
    api: { path: '/api/inventory/movements', filters: ['productId', 'type'] },
    views: ['create'],
    overList: ['create'],
  },
  {
    name: 'inventory/low-stock',
    access: 'low-stock',
    titleKey: 'menu.lowStock',
    group: 'inventory',
    api: { path: '/api/inventory/low-stock', filters: ['status'] },
    recordRepresentation: named('name', 'productName'),
  },
  {
    name: 'catalog/registrations',
    access: 'registrations',
    titleKey: 'menu.registrations',
    group: 'warranty',
    api: { path: '/api/warranties', filters: ['customerId', 'productId', 'serialNo', 'warrantyStatus', 'search'] },
    recordRepresentation: named('serialNo'),
    views: ['create'],
    overList: ['create'],
  },
  {
    name: 'warranty-claims',
    access: 'warranty-claims',
    titleKey: 'menu.warrantyClaims',
    group: 'warranty',
    api: { path: '/api/warranty-claims', filters: ['status', 'brand', 'q'] },
    recordRepresentation: (r) => `#${r.id}`,
    views: ['show'],
  },
  {
    name: 'service/complaints',
    access: 'complaints',
    titleKey: 'menu.complaints',
    group: 'warranty',
    api: { path: '/api/complaints', filters: ['status', 'slaStatus', 'customerId', 'serialNo', 'search'] },
    recordRepresentation: (r) => `#${r.id}${r.serialNo ? ` · ${r.serialNo}` : ''}`,
    views: ['show', 'create'],
    overList: ['create'],
    firstList: { filter: COMPLAINT_FILTER_DEFAULTS },
  },
  {
    name: 'service/bookings',
    access: 'bookings',
    titleKey: 'menu.bookings',
    group: 'service',
    api: { path: '/api/service-bookings', filters: ['status', 'dateFrom', 'dateTo', 'search', 'queue'] },
    recordRepresentation: (r) => `#${r.id}${r.scheduledDate ? ` · ${String(r.scheduledDate).slice(0, 10)}` : ''}`,
    views: ['show', 'create'],
    overList: ['create'],
  },
  { name: 'service/my-jobs', access: 'bookings', titleKey: 'menu.myJobs', group: 'service', module: 'resources/my-jobs' },
  { name: 'service/dispatch', access: 'dispatch', titleKey: 'menu.dispatch', group: 'service' },
  {
    name: 'service/messages',
    access: 'complaints',
    listAction: 'edit',
    titleKey: 'menu.messages',
    group: 'service',
    module: 'resources/messages',
    api: { path: '/api/messages', filters: ['status', 'channel', 'complaintId'] },
    recordRepresentation: (r) => `#${r.id}`,
  },
  {
    name: 'service/customers',
    access: 'customers',
    titleKey: 'menu.customers',
    group: 'service',
    api: { path: '/customers', filters: ['search'] },
    recordRepresentation: named('name', 'phone', 'email'),
    views: ['show', 'create'],
    overList: ['show', 'create'],
  },
  {
    name: 'spares/requests',
    access: 'spare-requests',
    titleKey: 'menu.spareRequests',
    group: 'service',
    api: { path: '/api/spare-requests', filters: ['status', 'bookingId'] },
    recordRepresentation: (r) => `#${r.id}`,
    views: ['show', 'create'],
    overList: ['create'],
  },
  {
    name: 'third-parties',
    access: 'vendors',
    titleKey: 'menu.vendors',
    group: 'service',
    api: { path: '/api/vendor-assignments', filters: ['type', 'isActive', 'city', 'specialization'] },
    recordRepresentation: 'name',
    // A vendor's performance opens over the list.
    views: ['show', 'create'],
    overList: ['show', 'create'],
  },
  {
    name: 'areas',
    access: 'areas',
    titleKey: 'menu.areas',
    group: 'service',
    api: { path: '/areas', filters: ['coverage', 'state', 'city', 'active'] },
    recordRepresentation: (r) => [r.pincode, r.city].filter(Boolean).join(' · ') || `#${r.id}`,
    // An area's performance opens over the list.
    views: ['show', 'create'],
    overList: ['show', 'create'],
  },
  {
    name: 'finance/commissions',
    access: 'commission-rules',
    titleKey: 'menu.commissions',
    group: 'service',
    api: { path: '/commission-rules', filters: ['active', 'party', 'type', 'serviceCategory'] },
    recordRepresentation: 'name',
    views: ['create'],
    overList: ['create'],
  },
  {
    name: 'approvals',
    access: 'approvals',
    titleKey: 'menu.approvals',
    group: 'service',
    api: { path: '/api/approvals', filters: ['status'] },
  },
  {
    name: 'reports/commissions',
    access: 'commission-reports',
    titleKey: 'menu.commissionReports',
    group: 'reporting',
    api: { path: '/api/commissions', filters: ['status', 'dateFrom', 'dateTo'] },
  },
  {
    name: 'invoices',
    access: 'invoices',
    titleKey: 'menu.invoices',
    group: 'reporting',
    api: { path: '/api/invoices', filters: ['status'] },
    recordRepresentation: (r) => `#${r.id}`,
    views: ['show'],
  },
  {
    name: 'audit',
    access: 'audit',
    titleKey: 'menu.audit',
    group: 'reporting',
    api: { path: '/api/audit/logs', filters: ['entityType'] },
  },
  {
    name: 'notifications',
    access: 'notifications',
    titleKey: 'menu.notifications',
    group: 'reporting',
    api: { path: '/api/notifications', filters: ['isRead'] },
    recordRepresentation: 'title',
  },
  ...ENTITY_LIST.map(entityScreen),
];

const BY_NAME = new Map<string, Screen>(SCREENS.map((s) => [s.name, s]));
export const screenNamed = (name: string): Screen | undefined => BY_NAME.get(name);

/** The screens that are react-admin Resources (they have records behind an API path). */
export const RESOURCE_SCREENS = SCREENS.filter((s) => s.api);
/** The permission-matrix row of a resource name; any other name (already a matrix row) as it is. */
export const accessKeyOf = (resource: string): string => BY_NAME.get(resource)?.access ?? resource;

/** The screen an /admin URL shows: the longest screen name the path starts with. */
export const screenForPath = (pathname: string): Screen | undefined => {
  const rel = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  let best: Screen | undefined;
  for (const s of SCREENS) if ((rel === s.name || rel.startsWith(`${s.name}/`)) && (!best || s.name.length > best.name.length)) best = s;
  return best;
};
