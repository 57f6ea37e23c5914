// Every console route on a phone (issue 27): at 390x844, signed in to the demo as the super admin (who
// may open every screen), each screen of src/screens.ts is opened: its list, and for a
// record resource each view it has (create, a show and an edit of an existing record), every tab of a
// tabbed page (its tabs are routes too: /suggestions, /stats). None may scroll sideways: the page's
// scrollWidth is at most 390 px (a wide table scrolling inside its own box is fine), and nothing is
// cut off by a card instead. Every route that fails is named in the one failure, with its width.
// And a list comes first on a phone: a screen's create form is not on its list route but behind a
// button (or tab) to its /create route, where it opens.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, exploreDemo, root } from './helpers';
import { ENTITY_LIST } from '../../src/entities';

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 }, hasTouch: true });

interface ScreenRoutes {
  name: string;
  /** The API path of a record resource (its records' ids come from there). */
  apiPath?: string;
  views: string[];
}

/**
 * The console's screens as src/screens.ts declares them (the one list the routes, the
 * <Resource>s and the menu are made from), read from its source: the module reads Vite's
 * import.meta.env, which Node does not have.
 */
const consoleScreens = (): ScreenRoutes[] => {
  const file = join(root, 'src', 'screens.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const screens: ScreenRoutes[] = [];
  const text = (node: ts.Node | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);
  const property = (object: ts.ObjectLiteralExpression, key: string) =>
    object.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === key)?.initializer;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'SCREENS' && node.initializer) {
      let list: ts.Expression = node.initializer;
      while (ts.isAsExpression(list) || ts.isSatisfiesExpression(list) || ts.isParenthesizedExpression(list)) list = list.expression;
      if (!ts.isArrayLiteralExpression(list)) throw new Error('SCREENS is not an array literal');
      for (const element of list.elements) {
        // The declared entities' screens (src/entities), read from their declarations below.
        if (ts.isSpreadElement(element) && element.expression.getText(source) === 'ENTITY_LIST.map(entityScreen)') continue;
        if (!ts.isObjectLiteralExpression(element)) throw new Error(`a screen that is not an object literal: ${element.getText(source)}`);
        const name = text(property(element, 'name'));
        if (!name) throw new Error(`a screen without a literal name: ${element.getText(source)}`);
        const apiObject = property(element, 'api');
        const apiPath = apiObject && ts.isObjectLiteralExpression(apiObject) ? text(property(apiObject, 'path')) : undefined;
        const views = property(element, 'views');
        screens.push({
          name,
          apiPath,
          views: views && ts.isArrayLiteralExpression(views) ? views.elements.map((v) => text(v)!).filter(Boolean) : [],
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // As src/screens.ts's entityScreen makes them: the list at /api/<name>, a create and a record page where declared.
  for (const entity of ENTITY_LIST) screens.push({ name: entity.name, apiPath: `/api/${entity.name}`, views: entity.actions.filter((a) => a === 'create' || a === 'show') });
  return screens;
};

/** The id of one existing record of a resource, from its API path's first page. */
const firstRecordId = async (page: Page, apiPath: string): Promise<string | undefined> => {
  // As the console's call layer resolves it (providers/http.ts): /api/... as it is, any other path under /v1.
  const path = /^\/(api|v1)(\/|$)/.test(apiPath) ? apiPath : `/v1${apiPath}`;
  const answer = await api(page, `${path}?page=1&limit=5`);
  const rows: unknown = Array.isArray(answer) ? answer : (Object.values(answer ?? {}).find(Array.isArray) ?? []);
  const row = (rows as { id?: unknown }[]).find((r) => r && (typeof r.id === 'number' || typeof r.id === 'string'));
  return row ? String(row.id) : undefined;
};

/** No network for a moment, react-admin's loading indicator gone, no spinner in the page: the screen has its data. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('.app-loader')).toHaveCount(0).catch(() => undefined);
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
  // Forms that render once the first rows are painted (useAfterPaint), and their lookups.
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle').catch(() => undefined);
};

/**
 * The page's width, and what a box cuts off instead of scrolling: a card clips what overflows it, so
 * the page could fit the screen with a table's last columns lost. Whatever is wider than a box that
 * clips (overflow hidden) is named; a box that scrolls (overflow auto) is fine. Outlined fields'
 * legends and switches' inputs (hidden on purpose), a tap's ripple and ellipsised text are not counted.
 */
const measure = (page: Page) =>
  page.evaluate(() => {
    const cutOff = new Map<Element, string>();
    for (const element of document.querySelectorAll('main *')) {
      const box = element.getBoundingClientRect();
      if (!box.width || !box.height || element.closest('legend, .MuiTouchRipple-root') || getComputedStyle(element).opacity === '0') continue;
      for (let clip = element.parentElement; clip && clip !== document.body; clip = clip.parentElement) {
        const style = getComputedStyle(clip);
        if (style.overflowX === 'visible') continue;
        const hides = style.overflowX === 'hidden' || style.overflowX === 'clip';
        if (hides && style.textOverflow !== 'ellipsis' && box.right > clip.getBoundingClientRect().right + 1 && !cutOff.has(clip))
          cutOff.set(clip, `"${(element.textContent ?? '').trim().slice(0, 40)}" cut off by its box`);
        break;
      }
    }
    // The fields in view (their labels): the create route's that the list route lacks are its form's.
    const fields = [...document.querySelectorAll('main label')].map((label) => (label.textContent ?? '').trim()).filter(Boolean);
    return { width: document.documentElement.scrollWidth, cutOff: [...cutOff.values()], fields };
  });

test('every console route at 390x844: no sideways scroll, the list first and its create form behind a button', async ({ page }) => {
  test.setTimeout(300_000);
  const screens = consoleScreens();
  expect(screens.length, 'screens read from screens.ts').toBeGreaterThan(20);
  await exploreDemo(page);
  await settle(page);

  const routes: string[] = [];
  const lists = new Set<string>();
  /** The list routes of the screens with a create route, each with that route. */
  const creates = new Map<string, string>();
  for (const screen of screens) {
    routes.push(`/admin/${screen.name}`);
    lists.add(`/admin/${screen.name}`);
    if (!screen.apiPath) continue;
    if (screen.views.includes('create')) {
      routes.push(`/admin/${screen.name}/create`);
      creates.set(`/admin/${screen.name}`, `/admin/${screen.name}/create`);
    }
    const recordViews = screen.views.filter((v) => v === 'show' || v === 'edit');
    if (!recordViews.length) continue;
    const id = await firstRecordId(page, screen.apiPath);
    expect(id, `a record of ${screen.name} to open`).toBeDefined();
    for (const view of recordViews) routes.push(`/admin/${screen.name}/${encodeURIComponent(id!)}${view === 'show' ? '/show' : ''}`);
  }

  const measured: { route: string; width: number }[] = [];
  const problems: string[] = [];
  const fieldsOf = new Map<string, string[]>();
  /** The list routes whose page has a way to their create route: a link (react-admin's CreateButton) or a tab. */
  const createEntry = new Set<string>();
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('main').getByText(/\S/).first(), `${route} shows something`).toBeVisible();
    if (await page.getByText('You do not have permission to view this page.').count()) problems.push(`${route}: access denied`);
    await settle(page);
    const { width, cutOff, fields } = await measure(page);
    measured.push({ route, width });
    fieldsOf.set(route, fields);
    problems.push(...cutOff.map((c) => `${route}: ${c}`));
    const create = creates.get(route);
    if (create && (await page.locator(`main a[href="${create}"]`).count())) createEntry.add(route);
    // A tabbed page's tabs are routes (RouteTabs): those the walk does not open itself (/suggestions,
    // /stats) are opened from their tab on the list.
    if (lists.has(route)) {
      const tabs = page.locator('main').getByRole('tab');
      const count = await tabs.count();
      for (let i = 0; i < count; i++) {
        const tab = tabs.nth(i);
        if ((await tab.getAttribute('aria-selected')) === 'true') continue;
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const path = new URL(page.url()).pathname;
        if (path === creates.get(route)) createEntry.add(route);
        if (!routes.includes(path)) {
          await settle(page);
          const tabbed = await measure(page);
          measured.push({ route: path, width: tabbed.width });
          problems.push(...tabbed.cutOff.map((c) => `${path}: ${c}`));
        }
        await page.goto(route);
        await settle(page);
      }
    }
  }
  console.log(measured.map(({ route, width }) => `${String(width).padStart(5)}  ${route}`).join('\n'));
  const tooWide = measured.filter((m) => m.width > WIDTH).map(({ route, width }) => `${route} is ${width}px wide`);
  // List first: the create form's fields are only on the create route, which the list's page opens.
  for (const [list, create] of creates) {
    const formFields = fieldsOf.get(create)!.filter((field) => !fieldsOf.get(list)!.includes(field));
    if (!formFields.length) problems.push(`${create}: no create form that ${list} does not show already`);
    if (!createEntry.has(list)) problems.push(`${list}: no button or tab to ${create}`);
  }
  expect([...tooWide, ...problems], `routes wider than ${WIDTH}px, cutting content off or with their create form first (of ${measured.length})`).toEqual([]);
});
