// Every route of both spec files in one signed-in session: each screen's title and a spec field or
// column, no uncaught error; axe-core on every page in light and dark (no serious or critical
// violation); screenshots of the dashboard, complaints and BOMs for the README.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { exploreDemo, visible } from './helpers.mjs';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

export const PUBLIC_PAGES = [
  ['/sign-in', 'Sign In'],
  ['/login', 'Remember me'],
  ['/register', 'Confirm Password'],
  ['/sign-up', 'Your password must have at least 8 characters'],
  ['/forgot-password', 'Continue'],
  ['/landing', 'Explore Demo'],
  ['/maintenance', 'Subscribe'],
  ['/error', 'Page not Found'],
  ['/no-such-page', 'Back to Home'],
];

export const CONSOLE_PAGES = [
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
];

const axeProblems = async (page) => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(async () =>
    // eslint-disable-next-line no-undef
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
const spec = (page, text) => page.getByText(text).or(page.getByLabel(text)).filter({ visible: true });

const settle = (page) => page.waitForLoadState('networkidle').catch(() => undefined);

export const tests = [
  {
    name: 'every route in one signed-in session, with its title and a spec field',
    async run({ page, pageErrors }) {
      const consoleErrors = [];
      page.on('console', (m) => {
        // The call layer logs failed calls on purpose ([http] ...); anything else is a bug.
        if (m.type() === 'error' && !m.text().startsWith('[http]')) consoleErrors.push(m.text());
      });
      for (const [path, text] of PUBLIC_PAGES) {
        await page.goto(path);
        await visible(page.getByText(text, { exact: false }));
      }
      await exploreDemo(page);
      for (const [path, title, text] of CONSOLE_PAGES) {
        await page.goto(path);
        await visible(page.locator('nav[aria-label="Breadcrumb"], [aria-label="breadcrumb"]').getByText(title, { exact: true }).or(page.getByRole('heading', { name: title })));
        await visible(spec(page, text));
        assert.equal(await page.getByText('You do not have permission to view this page.').count(), 0, `${path} denied`);
      }
      assert.deepEqual(pageErrors.map(String), []);
      assert.deepEqual(consoleErrors, []);
    },
  },
  {
    name: 'axe: no serious or critical violation on any page, light and dark',
    async run({ page, context }) {
      const problems = [];
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
          await visible(spec(page, text));
          await settle(page);
          for (const v of await axeProblems(page)) problems.push({ mode, path, ...v });
        }
      }
      if (problems.length) console.log(JSON.stringify(problems, null, 1));
      assert.deepEqual(problems, []);
    },
  },
  {
    name: 'screenshots of the dashboard, complaints and BOMs in light and dark',
    async run({ page, context, root }) {
      for (const mode of ['light', 'dark']) {
        await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await exploreDemo(page);
        for (const [path, name, text] of [
          ['/admin/dashboard', 'dashboard', 'Complaints by status'],
          ['/admin/service/complaints', 'complaints', 'Parts Approval'],
          ['/admin/catalog/boms', 'boms', 'BOM List'],
        ]) {
          await page.goto(path);
          await visible(page.getByText(text, { exact: true }));
          await settle(page);
          await page.screenshot({ path: join(root, 'docs', 'screenshots', `${name}-${mode}.png`) });
        }
      }
    },
  },
];
