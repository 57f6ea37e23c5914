import { describe, expect, it } from 'vitest';
import { RESOURCE_SCREENS, SCREENS, accessKeyOf, screenForPath } from '../../src/screens';
import { SCREEN_ICONS } from '../../src/console/screenIcons';
import { screenView, viewForPath } from '../../src/console/screenLoaders';
import { screenLoader } from '../../src/console/screenFolders';
import { RESOURCE_ROUTES } from '../../src/providers/dataProvider';
import { RESOURCES } from '../../src/domain/access';

// The screen table (src/screens.ts) is the one place that names a screen
// (docs/architecture.md, "The record model"): the routes, <Resource>s, menu, breadcrumb, access and the
// data provider's paths are read from it.

describe('the screen table', () => {
  it('names every entity of the spec as a Resource at its spec path', () => {
    expect(RESOURCE_SCREENS.length).toBeGreaterThanOrEqual(18);
    expect(RESOURCE_SCREENS.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'service/complaints', 'service/bookings', 'spares/requests', 'catalog/categories', 'products', 'catalog/boms',
        'inventory/transactions', 'inventory/low-stock', 'catalog/registrations', 'service/customers', 'third-parties', 'areas',
        'finance/commissions', 'reports/commissions', 'approvals', 'audit', 'notifications', 'invoices', 'users', 'tenants',
        'user-role-permission',
      ]),
    );
    expect(new Set(SCREENS.map((s) => s.name)).size).toBe(SCREENS.length);
  });

  it('has a menu icon for every screen, and none for a screen it does not list', () => {
    expect(Object.keys(SCREEN_ICONS).sort()).toEqual(SCREENS.map((s) => s.name).sort());
  });

  it("gives the data provider each Resource's API path, and nothing else", () => {
    expect(Object.keys(RESOURCE_ROUTES).sort()).toEqual(RESOURCE_SCREENS.map((s) => s.name).sort());
    expect(RESOURCE_ROUTES['third-parties'].path).toBe('/api/vendor-assignments');
  });

  it('reads a screen name as its permission-matrix row', () => {
    for (const s of SCREENS) expect(RESOURCES).toContain(accessKeyOf(s.name));
    expect(accessKeyOf('service/complaints')).toBe('complaints');
    expect(accessKeyOf('complaints')).toBe('complaints');
  });

  it('finds the screen and view of a record URL', () => {
    const complaints = screenForPath('/admin/service/complaints/181/show')!;
    expect(complaints.name).toBe('service/complaints');
    expect(viewForPath(complaints, '/admin/service/complaints/181/show')).toBe('show');
    expect(viewForPath(complaints, '/admin/service/complaints')).toBe('list');
    // A view the screen does not have opens its list.
    expect(viewForPath(screenForPath('/admin/warranty-claims/create')!, '/admin/warranty-claims/create')).toBe('list');
    // A record drawn over its list is the list page itself: moving between them keeps the page mounted.
    const vendors = screenForPath('/admin/third-parties/3/show')!;
    expect(viewForPath(vendors, '/admin/third-parties/3/show')).toBe('show');
    expect(screenView(vendors, 'show')).toBe(screenView(vendors, 'list'));
    expect(screenView(complaints, 'show')).not.toBe(screenView(complaints, 'list'));
    expect(screenForPath('/admin/users/register')!.name).toBe('users/register');
    expect(screenForPath('/admin/nowhere')).toBeUndefined();
  });

  it("each screen's folder provides its list and exactly the views the table lists", async () => {
    for (const s of SCREENS) {
      const views = (await screenLoader(s)()).default as Record<string, unknown>;
      expect(views.list, s.name).toBeTruthy();
      // Views drawn by the list page itself (overList) have no entry of their own.
      const own = (s.views ?? []).filter((v) => !s.overList?.includes(v));
      expect(Object.keys(views).filter((v) => v !== 'list').sort(), s.name).toEqual([...own].sort());
      for (const v of s.overList ?? []) expect(s.views, `${s.name} lists ${v}`).toContain(v);
    }
  });
});
