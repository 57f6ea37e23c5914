import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import CategoryIcon from '@mui/icons-material/Category';
import TvIcon from '@mui/icons-material/Tv';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import EventIcon from '@mui/icons-material/Event';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import BuildIcon from '@mui/icons-material/Build';
import EngineeringIcon from '@mui/icons-material/Engineering';
import MapIcon from '@mui/icons-material/Map';
import PercentIcon from '@mui/icons-material/Percent';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AssessmentIcon from '@mui/icons-material/Assessment';
import HistoryIcon from '@mui/icons-material/History';
import NotificationsIcon from '@mui/icons-material/Notifications';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import GroupIcon from '@mui/icons-material/Group';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';

import type { AccessResource } from '../domain/access';

/**
 * Every console screen: its path under /admin, the resource canAccess checks, its title key,
 * the menu group it sits in, and its lazily loaded component (each area is a chunk of its own).
 * The menu, the breadcrumb and the routes are all read from this one list.
 */
export interface ConsoleRoute {
  path: string;
  resource: AccessResource;
  titleKey: string;
  group: MenuGroup;
  icon: SvgIconComponent;
  component: LazyExoticComponent<ComponentType>;
}

export type MenuGroup = 'dashboard' | 'users' | 'inventory' | 'warranty' | 'service' | 'reporting';

/** Group order and labels of the spec's side menu. */
export const MENU_GROUPS: { id: MenuGroup; labelKey: string }[] = [
  { id: 'dashboard', labelKey: 'menu.groups.dashboard' },
  { id: 'users', labelKey: 'menu.groups.users' },
  { id: 'inventory', labelKey: 'menu.groups.inventory' },
  { id: 'warranty', labelKey: 'menu.groups.warranty' },
  { id: 'service', labelKey: 'menu.groups.service' },
  { id: 'reporting', labelKey: 'menu.groups.reporting' },
];

export const CONSOLE_ROUTES: ConsoleRoute[] = [
  {
    path: 'dashboard',
    resource: 'dashboard',
    titleKey: 'menu.dashboard',
    group: 'dashboard',
    icon: DashboardIcon,
    component: lazy(() => import('../dashboard/Dashboard')),
  },
  {
    path: 'catalog/categories',
    resource: 'categories',
    titleKey: 'menu.categories',
    group: 'inventory',
    icon: CategoryIcon,
    component: lazy(() => import('../resources/categories/CategoriesPage')),
  },
  {
    path: 'products',
    resource: 'products',
    titleKey: 'menu.products',
    group: 'inventory',
    icon: TvIcon,
    component: lazy(() => import('../resources/products/ProductsPage')),
  },
  {
    path: 'catalog/boms',
    resource: 'boms',
    titleKey: 'menu.boms',
    group: 'inventory',
    icon: AccountTreeIcon,
    component: lazy(() => import('../resources/boms/BomsPage')),
  },
  {
    path: 'inventory/transactions',
    resource: 'inventory',
    titleKey: 'menu.inventory',
    group: 'inventory',
    icon: SwapVertIcon,
    component: lazy(() => import('../resources/inventory/InventoryPage')),
  },
  {
    path: 'inventory/low-stock',
    resource: 'low-stock',
    titleKey: 'menu.lowStock',
    group: 'inventory',
    icon: WarningAmberIcon,
    component: lazy(() => import('../resources/low-stock/LowStockPage')),
  },
  {
    path: 'catalog/registrations',
    resource: 'registrations',
    titleKey: 'menu.registrations',
    group: 'warranty',
    icon: VerifiedUserIcon,
    component: lazy(() => import('../resources/registrations/RegistrationsPage')),
  },
  {
    path: 'service/complaints',
    resource: 'complaints',
    titleKey: 'menu.complaints',
    group: 'warranty',
    icon: ReportProblemIcon,
    component: lazy(() => import('../resources/complaints/ComplaintsPage')),
  },
  {
    path: 'tenants',
    resource: 'tenants',
    titleKey: 'menu.tenants',
    group: 'users',
    icon: WarehouseIcon,
    component: lazy(() => import('../resources/tenants/TenantsPage')),
  },
  {
    path: 'users',
    resource: 'users',
    titleKey: 'menu.users',
    group: 'users',
    icon: GroupIcon,
    component: lazy(() => import('../resources/users/UsersPage')),
  },
  {
    path: 'users/register',
    resource: 'users',
    titleKey: 'menu.registerUser',
    group: 'users',
    icon: PersonAddIcon,
    component: lazy(() => import('../resources/users/InviteUserPage')),
  },
  {
    path: 'user-role-permission',
    resource: 'roles',
    titleKey: 'menu.roles',
    group: 'users',
    icon: AdminPanelSettingsIcon,
    component: lazy(() => import('../resources/roles/RolesPage')),
  },
  {
    path: 'service/bookings',
    resource: 'bookings',
    titleKey: 'menu.bookings',
    group: 'service',
    icon: EventIcon,
    component: lazy(() => import('../resources/bookings/BookingsPage')),
  },
  {
    path: 'service/customers',
    resource: 'customers',
    titleKey: 'menu.customers',
    group: 'service',
    icon: PeopleAltIcon,
    component: lazy(() => import('../resources/customers/CustomersPage')),
  },
  {
    path: 'spares/requests',
    resource: 'spare-requests',
    titleKey: 'menu.spareRequests',
    group: 'service',
    icon: BuildIcon,
    component: lazy(() => import('../resources/spare-requests/SpareRequestsPage')),
  },
  {
    path: 'third-parties',
    resource: 'vendors',
    titleKey: 'menu.vendors',
    group: 'service',
    icon: EngineeringIcon,
    component: lazy(() => import('../resources/vendors/VendorsPage')),
  },
  {
    path: 'areas',
    resource: 'areas',
    titleKey: 'menu.areas',
    group: 'service',
    icon: MapIcon,
    component: lazy(() => import('../resources/areas/AreasPage')),
  },
  {
    path: 'finance/commissions',
    resource: 'commission-rules',
    titleKey: 'menu.commissions',
    group: 'service',
    icon: PercentIcon,
    component: lazy(() => import('../resources/commission-rules/CommissionRulesPage')),
  },
  {
    path: 'approvals',
    resource: 'approvals',
    titleKey: 'menu.approvals',
    group: 'service',
    icon: FactCheckIcon,
    component: lazy(() => import('../resources/approvals/ApprovalsPage')),
  },
  {
    path: 'reports/commissions',
    resource: 'commission-reports',
    titleKey: 'menu.commissionReports',
    group: 'reporting',
    icon: AssessmentIcon,
    component: lazy(() => import('../resources/commission-reports/CommissionReportsPage')),
  },
  {
    path: 'invoices',
    resource: 'invoices',
    titleKey: 'menu.invoices',
    group: 'reporting',
    icon: ReceiptLongIcon,
    component: lazy(() => import('../resources/invoices/InvoicesPage')),
  },
  {
    path: 'audit',
    resource: 'audit',
    titleKey: 'menu.audit',
    group: 'reporting',
    icon: HistoryIcon,
    component: lazy(() => import('../resources/audit/AuditLogsPage')),
  },
  {
    path: 'notifications',
    resource: 'notifications',
    titleKey: 'menu.notifications',
    group: 'reporting',
    icon: NotificationsIcon,
    component: lazy(() => import('../resources/notifications/NotificationsPage')),
  },
];

export const routeForPath = (pathname: string): ConsoleRoute | undefined => {
  const rel = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  return CONSOLE_ROUTES.filter((r) => rel === r.path || rel.startsWith(`${r.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
};
