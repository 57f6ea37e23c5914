import type { ComponentType, LazyExoticComponent } from 'react';
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
import { lazyScreen } from './screenLoaders';

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
    component: lazyScreen('dashboard'),
  },
  {
    path: 'catalog/categories',
    resource: 'categories',
    titleKey: 'menu.categories',
    group: 'inventory',
    icon: CategoryIcon,
    component: lazyScreen('catalog/categories'),
  },
  {
    path: 'products',
    resource: 'products',
    titleKey: 'menu.products',
    group: 'inventory',
    icon: TvIcon,
    component: lazyScreen('products'),
  },
  {
    path: 'catalog/boms',
    resource: 'boms',
    titleKey: 'menu.boms',
    group: 'inventory',
    icon: AccountTreeIcon,
    component: lazyScreen('catalog/boms'),
  },
  {
    path: 'inventory/transactions',
    resource: 'inventory',
    titleKey: 'menu.inventory',
    group: 'inventory',
    icon: SwapVertIcon,
    component: lazyScreen('inventory/transactions'),
  },
  {
    path: 'inventory/low-stock',
    resource: 'low-stock',
    titleKey: 'menu.lowStock',
    group: 'inventory',
    icon: WarningAmberIcon,
    component: lazyScreen('inventory/low-stock'),
  },
  {
    path: 'catalog/registrations',
    resource: 'registrations',
    titleKey: 'menu.registrations',
    group: 'warranty',
    icon: VerifiedUserIcon,
    component: lazyScreen('catalog/registrations'),
  },
  {
    path: 'service/complaints',
    resource: 'complaints',
    titleKey: 'menu.complaints',
    group: 'warranty',
    icon: ReportProblemIcon,
    component: lazyScreen('service/complaints'),
  },
  {
    path: 'tenants',
    resource: 'tenants',
    titleKey: 'menu.tenants',
    group: 'users',
    icon: WarehouseIcon,
    component: lazyScreen('tenants'),
  },
  {
    path: 'users',
    resource: 'users',
    titleKey: 'menu.users',
    group: 'users',
    icon: GroupIcon,
    component: lazyScreen('users'),
  },
  {
    path: 'users/register',
    resource: 'users',
    titleKey: 'menu.registerUser',
    group: 'users',
    icon: PersonAddIcon,
    component: lazyScreen('users/register'),
  },
  {
    path: 'user-role-permission',
    resource: 'roles',
    titleKey: 'menu.roles',
    group: 'users',
    icon: AdminPanelSettingsIcon,
    component: lazyScreen('user-role-permission'),
  },
  {
    path: 'service/bookings',
    resource: 'bookings',
    titleKey: 'menu.bookings',
    group: 'service',
    icon: EventIcon,
    component: lazyScreen('service/bookings'),
  },
  {
    path: 'service/customers',
    resource: 'customers',
    titleKey: 'menu.customers',
    group: 'service',
    icon: PeopleAltIcon,
    component: lazyScreen('service/customers'),
  },
  {
    path: 'spares/requests',
    resource: 'spare-requests',
    titleKey: 'menu.spareRequests',
    group: 'service',
    icon: BuildIcon,
    component: lazyScreen('spares/requests'),
  },
  {
    path: 'third-parties',
    resource: 'vendors',
    titleKey: 'menu.vendors',
    group: 'service',
    icon: EngineeringIcon,
    component: lazyScreen('third-parties'),
  },
  {
    path: 'areas',
    resource: 'areas',
    titleKey: 'menu.areas',
    group: 'service',
    icon: MapIcon,
    component: lazyScreen('areas'),
  },
  {
    path: 'finance/commissions',
    resource: 'commission-rules',
    titleKey: 'menu.commissions',
    group: 'service',
    icon: PercentIcon,
    component: lazyScreen('finance/commissions'),
  },
  {
    path: 'approvals',
    resource: 'approvals',
    titleKey: 'menu.approvals',
    group: 'service',
    icon: FactCheckIcon,
    component: lazyScreen('approvals'),
  },
  {
    path: 'reports/commissions',
    resource: 'commission-reports',
    titleKey: 'menu.commissionReports',
    group: 'reporting',
    icon: AssessmentIcon,
    component: lazyScreen('reports/commissions'),
  },
  {
    path: 'invoices',
    resource: 'invoices',
    titleKey: 'menu.invoices',
    group: 'reporting',
    icon: ReceiptLongIcon,
    component: lazyScreen('invoices'),
  },
  {
    path: 'audit',
    resource: 'audit',
    titleKey: 'menu.audit',
    group: 'reporting',
    icon: HistoryIcon,
    component: lazyScreen('audit'),
  },
  {
    path: 'notifications',
    resource: 'notifications',
    titleKey: 'menu.notifications',
    group: 'reporting',
    icon: NotificationsIcon,
    component: lazyScreen('notifications'),
  },
];

export const routeForPath = (pathname: string): ConsoleRoute | undefined => {
  const rel = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  return CONSOLE_ROUTES.filter((r) => rel === r.path || rel.startsWith(`${r.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
};
