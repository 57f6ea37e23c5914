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
];

export const routeForPath = (pathname: string): ConsoleRoute | undefined => {
  const rel = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  return CONSOLE_ROUTES.filter((r) => rel === r.path || rel.startsWith(`${r.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
};
