import { screen, within } from '@testing-library/react';
import { SCREENS, type Screen } from '../../../src/screens';
import { can, type Role } from '../../../src/domain/access';
import { lookup } from '../../../src/i18n/translate';
import en from '../../../i18n/en.json';
import { ENTITY_LIST } from '../../../src/entities';
import type { MenuGroup } from '../../../src/entities/types';

export const WAIT = { timeout: 15000 };

/** The declared entities' screens of a menu group (src/entities), after the group's own entries. */
const declared = (group: MenuGroup) => ENTITY_LIST.filter((e) => e.screen.group === group).map((e) => lookup(en, e.screen.titleKey) ?? e.screen.titleKey);

// The side menu of spec part 1 section 2, in order: groups and their entries.
export const SPEC_MENU: [string, string[]][] = [
  ['Dashboard', ['Dashboard', ...declared('dashboard')]],
  ['User Management', ['Warehouses (Tenants)', 'Users', 'Register User', 'Roles & Permissions', ...declared('users')]],
  ['Inventory & Product', ['Categories', 'Products', 'BOMs', 'Inventory Tracking', 'Low Stock', ...declared('inventory')]],
  // Warranty claims is our addition (issue 15 scope 6).
  ['Warranty & Complaints', ['Product Registrations', 'Warranty claims', 'Complaint Logging', ...declared('warranty')]],
  [
    'Service & Commission',
    // My jobs is our addition (issue 16 scope 2), Customer messages too (issue 30).
    [
      'Service Bookings', 'My jobs', 'Dispatch board', 'Customer messages', 'Customer Management', 'Parts Approval', 'Vendor Assignment', 'Coverage Areas', 'Commission Logic', 'Approvals',
      ...declared('service'),
    ],
  ],
  // Invoices is our addition (a spec route with no menu entry in the spec).
  ['Reporting & Analysis', ['Commission Reports', 'Invoices', 'Audit Logs', 'Notifications', ...declared('reporting')]],
];

/** Every side menu entry, in order. */
export const ALL_MENU_ENTRIES = SPEC_MENU.flatMap(([, entries]) => entries);

export const labelOf = (r: Screen) => lookup(en, r.titleKey) ?? r.titleKey;

/** The menu items a role should see, in the spec's order: a group header, then its visible entries. */
export const expectedMenu = (role: Role) => {
  // A screen whose list needs more than `list` (screens.ts listAction) needs that too.
  const visible = new Set(SCREENS.filter((r) => can(role, r.access, 'list') && (!r.listAction || can(role, r.access, r.listAction))).map(labelOf));
  return SPEC_MENU.flatMap(([group, entries]) => {
    const shown = entries.filter((e) => visible.has(e));
    if (shown.length === 0) return [];
    return group === 'Dashboard' ? shown : [group, ...shown];
  });
};

export const mainMenu = () => screen.findByRole('menu', { name: 'Main menu' }, WAIT);
export const menuLabels = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((i) => i.textContent?.trim());

