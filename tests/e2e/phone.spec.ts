// The technician on his phone (issue 16, acceptance line 2): at 390x844, signed in as the technician,
// he lands on My jobs; no screen of his scrolls sideways; each job has its call and map links; the
// app bar's widgets are under More; he starts a job and completes it with the completion form
// (full-screen on a phone); axe finds no serious or critical violation on his screens.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { signInAsTechnician } from './helpers';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
/** axe-core, as the page sees it once AXE is added (only referenced inside page.evaluate). */
declare const axe: typeof import('axe-core');

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 }, hasTouch: true });

const seriousAxeProblems = async (page: Page) => {
  // Evaluated, not added as an inline <script>, which the page's Content-Security-Policy refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE, 'utf8'));
  const violations = await page.evaluate(async () =>
    (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })).violations
      .filter((v) => !v.tags.includes('experimental'))
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })),
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
};

/** No network for a moment and react-admin's loading indicator gone: the screen has its data. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('.app-loader')).toHaveCount(0).catch(() => undefined);
};

/** The page does not scroll sideways (tables may scroll inside their own box). */
const expectNoSidewaysScroll = async (page: Page, what: string) => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width}px wide`).toBeLessThanOrEqual(WIDTH);
};

test('the technician on a phone: his jobs, call and map links, More, start and complete, no sideways scroll, axe clean', async ({ page }) => {
  test.setTimeout(120_000);
  // His first screen is his day's jobs.
  const cards = await signInAsTechnician(page);
  await settle(page);
  await expectNoSidewaysScroll(page, 'My jobs');

  // Each job: a phone link and a map link of the customer's address, opening in a new tab.
  const first = cards.first();
  await expect(first.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d{6,}$/);
  const map = first.getByRole('link', { name: /^Map of / });
  await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.+\d{6}$/);
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', /noopener/);
  expect(await seriousAxeProblems(page), 'axe on My jobs').toEqual([]);

  // The bar keeps the bell and the profile on screen; language, theme and search are under More.
  for (const name of [/^Notifications/, /^Profile/, /^More$/]) {
    const box = await page.getByRole('banner').getByRole('button', { name }).first().boundingBox();
    expect(box && box.x + box.width, String(name)).toBeLessThanOrEqual(WIDTH);
    expect(box!.height, `${String(name)} is thumb-sized`).toBeGreaterThanOrEqual(44);
  }
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toHaveCount(0);
  await page.getByRole('button', { name: 'More', exact: true }).click();
  const more = page.getByRole('dialog', { name: 'More' });
  await expect(more.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(more.getByRole('button', { name: /theme/i })).toBeVisible();
  await expectNoSidewaysScroll(page, 'My jobs with More open');
  await page.keyboard.press('Escape');
  await expect(more).toHaveCount(0);

  // Start a scheduled job, then complete it with the completion form, full-screen on the phone.
  const job = cards.filter({ has: page.locator('button:enabled', { hasText: 'Start' }) }).first();
  const open = job.getByRole('link', { name: /^Booking #\d+$/ });
  const id = Number((await open.textContent())!.replace(/\D/g, ''));
  const card = cards.filter({ has: page.getByRole('link', { name: `Booking #${id}`, exact: true }) });
  const start = card.getByRole('button', { name: 'Start' });
  expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await start.click();
  await expect(page.getByText(`Booking #${id} status updated to In progress`).first()).toBeVisible();
  await expect(card.getByText('In progress')).toBeVisible();
  await card.getByRole('button', { name: 'Complete' }).click();
  const dialog = page.getByRole('dialog', { name: `Complete booking #${id}` });
  await expect(dialog).toBeVisible();
  const paper = (await dialog.boundingBox())!;
  expect(Math.round(paper.width), 'the dialog fills the phone').toBe(WIDTH);
  await expectNoSidewaysScroll(page, 'the completion form');
  await dialog.getByRole('textbox', { name: /Work notes/ }).fill('Replaced the speaker cable; tested sound.');
  await dialog.getByRole('button', { name: 'Complete booking' }).click();
  await expect(page.getByText(`Booking #${id} status updated to Completed`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `Booking #${id}`, exact: true })).toHaveCount(0);

  // His other screens: none scrolls sideways, axe finds nothing serious.
  for (const [path, what] of [
    ['/admin/service/bookings', 'Service Bookings'],
    [`/admin/service/bookings/${id}/show`, 'the booking'],
    ['/admin/service/complaints', 'Complaint Logging'],
    ['/admin/notifications', 'Notifications'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText('You do not have permission to view this page.')).toHaveCount(0);
    await expect(page.locator('main').getByText(/./).first()).toBeVisible();
    await settle(page);
    await expectNoSidewaysScroll(page, what);
    expect(await seriousAxeProblems(page), `axe on ${what}`).toEqual([]);
    if (path === '/admin/service/bookings') {
      // On a phone the list is cards (key fields and row actions), not a table.
      const list = page.getByRole('region', { name: 'Bookings', exact: true });
      await expect(list.getByTestId('record-card').first()).toBeVisible();
      await expect(list.locator('table')).toHaveCount(0);
    }
  }
});
