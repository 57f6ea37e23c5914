// Every route of both spec files in one signed-in session: each screen's title and a spec field or
// column, no uncaught error; axe-core on every page in light and dark (no serious or critical
// violation); screenshots of the dashboard, complaints and BOMs for the README.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { exploreDemo, root } from './helpers';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
/** axe-core, as the page sees it once AXE is added (only referenced inside page.evaluate). */
declare const axe: typeof import('axe-core');

const PUBLIC_PAGES = [
  ['/sign-in', 'Sign In'],
  ['/login', 'Remember me'],
  ['/register', 'Confirm Password'],
  ['/sign-up', 'Your password must have at least 8 characters'],
  ['/forgot-password', 'Continue'],
  ['/landing', 'Explore Demo'],
  ['/maintenance', 'Subscribe'],
  ['/error', 'Page not Found'],
  ['/no-such-page', 'Back to Home'],
] as const;

const CONSOLE_PAGES = [
  ['/admin/dashboard', 'Dashboard', 'Complaints by status'],
  ['/admin/users', 'Users', 'Email'],
  ['/admin/users/register', 'Register User', 'Temporary Password'],
  ['/admin/tenants', 'Warehouses (Tenants)', 'Subdomain'],
  ['/admin/user-role-permission', 'Roles & Permissions', 'Scope'],
  ['/admin/products', 'Products', 'Product List'],
  ['/admin/catalog/categories', 'Categories', 'Categories List'],
  ['/admin/catalog/boms', 'BOMs', 'BOM List'],
  ['/admin/inventory/transactions', 'Inventory Tracking', 'Stock Movements'],
  ['/admin/inventory/low-stock', 'Low Stock', 'Threshold'],
  ['/admin/catalog/registrations', 'Product Registrations', 'Warranty Check'],
  ['/admin/service/complaints', 'Complaint Logging', 'Parts Approval'],
  ['/admin/service/bookings', 'Service Bookings', 'Service Type'],
  ['/admin/service/customers', 'Customer Management', 'Select a customer to see history'],
  ['/admin/spares/requests', 'Parts Approval', 'Total Est. Cost'],
  ['/admin/third-parties', 'Vendor Assignment', 'Specializations'],
  ['/admin/areas', 'Coverage Areas', 'Total Areas'],
  ['/admin/finance/commissions', 'Commission Logic', 'Calculate'],
  ['/admin/approvals', 'Approvals', 'Decision'],
  ['/admin/invoices', 'Invoices', 'Subtotal'],
  ['/admin/reports/commissions', 'Commission Reports', 'Export CSV'],
  ['/admin/audit', 'Audit Logs', 'Entity ID'],
  ['/admin/notifications', 'Notifications', 'Mark Read'],
] as const;

const axeProblems = async (page: Page) => {
  // Evaluated, not added as an inline <script>, which the page's Content-Security-Policy refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
  const result = await page.evaluate(async () =>
    (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })).violations
      // axe's experimental rules are off in its default set; they are not counted here either.
      .filter((v) => !v.tags.includes('experimental'))
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      })),
  );
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
};

/** A spec text shown on the screen: a label, a column header, a tab, a button or plain text. */
const spec = (page: Page, text: string) => page.getByText(text).or(page.getByLabel(text)).filter({ visible: true });

/**
 * Waits for the screen to settle: no network for a moment, and react-admin's loading indicator (the
 * app bar's spinner, shown while any query runs) gone, so axe sees the screen with its data. If
 * either wait runs out, the checks go on.
 */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('.app-loader')).toHaveCount(0).catch(() => undefined);
};

test('every route in one signed-in session, with its title and a spec field', async ({ page, pageErrors }) => {
  // 32 screens, one after the other.
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];
  // Between page.goto and the next screen's commit the previous screen is being left: msw's worker
  // lets go of a page at 'beforeunload', so the calls it still makes reach the real network (where
  // demo-api.invalid does not resolve) and it logs "Failed to load resource". Those are not counted.
  let leaving = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on('console', (m) => {
    if (leaving || m.type() !== 'error') return;
    // The call layer logs failed calls on purpose ([http] ...); anything else is a bug.
    if (m.text().startsWith('[http]')) return;
    consoleErrors.push(m.text());
  });
  const visit = async (path: string) => {
    leaving = true;
    await page.goto(path);
  };
  for (const [path, text] of PUBLIC_PAGES) {
    await visit(path);
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await exploreDemo(page);
  for (const [path, title, text] of CONSOLE_PAGES) {
    await visit(path);
    const breadcrumb = page.locator('nav[aria-label="Breadcrumb"], [aria-label="breadcrumb"]').getByText(title, { exact: true });
    await expect(breadcrumb.or(page.getByRole('heading', { name: title })).first()).toBeVisible();
    await expect(spec(page, text).first()).toBeVisible();
    await expect(page.getByText('You do not have permission to view this page.'), `${path} denied`).toHaveCount(0);
  }
  expect(pageErrors.map(String)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('axe: no serious or critical violation on any page, light and dark', async ({ page, context }) => {
  // 64 pages, each checked by axe: about two minutes on two cores.
  test.setTimeout(300_000);
  const problems: Array<Record<string, unknown>> = [];
  for (const mode of ['light', 'dark']) {
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    for (const [path] of PUBLIC_PAGES) {
      await page.goto(path);
      await settle(page);
      for (const v of await axeProblems(page)) problems.push({ mode, path, ...v });
    }
    await exploreDemo(page);
    for (const [path, , text] of CONSOLE_PAGES) {
      await page.goto(path);
      await expect(spec(page, text).first()).toBeVisible();
      await settle(page);
      for (const v of await axeProblems(page)) problems.push({ mode, path, ...v });
    }
  }
  if (problems.length) console.log(JSON.stringify(problems, null, 1));
  expect(problems).toEqual([]);
});

test('screenshots of the dashboard, complaints and BOMs in light and dark', async ({ page, context }) => {
  for (const mode of ['light', 'dark']) {
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await exploreDemo(page);
    for (const [path, name, text] of [
      ['/admin/dashboard', 'dashboard', 'Complaints by status'],
      ['/admin/service/complaints', 'complaints', 'Parts Approval'],
      ['/admin/catalog/boms', 'boms', 'BOM List'],
    ]) {
      await page.goto(path);
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await settle(page);
      await page.screenshot({ path: join(root, 'docs', 'screenshots', `${name}-${mode}.png`) });
    }
  }
});
