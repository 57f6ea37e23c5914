// Issue 16 scope 1: the dispatch board. A queued booking dragged onto a technician's day (the pointer
// moving in steps, as dnd-kit needs) is assigned and scheduled there, on the board and on the
// booking's page; then another is assigned by keyboard through Assign….
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, exploreDemo, openMenu } from './helpers';

const idOf = async (block: Locator) => Number(((await block.getAttribute('aria-label')) ?? '').replace('Booking #', ''));

/** Drags `from` onto `to` with the mouse: down, a first small move (dnd-kit starts after 6 px), then steps. */
const drag = async (page: Page, from: Locator, to: Locator) => {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height / 2, 20), { steps: 20 });
  await page.mouse.up();
};

test('dispatch board: drag a queued booking onto a technician\'s day, then assign one by keyboard', async ({ page }) => {
  await exploreDemo(page);
  await openMenu(page, 'Dispatch board', '/admin/service/dispatch');
  const queue = page.getByRole('region', { name: /^Queue/ });
  const first = queue.getByRole('group').first();
  await expect(first).toBeVisible();
  const id = await idOf(first);

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
  const technician = (await row.getByRole('rowheader').innerText()).trim();
  const cell = row.getByRole('cell').nth(4);
  const day = (await cell.getAttribute('data-day'))!;
  await drag(page, first.getByRole('button', { name: `Move booking #${id}` }), cell);

  await expect(page.getByText(new RegExp(`^Booking #${id} assigned to ${technician} on `)).first()).toBeVisible();
  await expect(cell.getByRole('group', { name: `Booking #${id}` })).toBeVisible();
  await expect(queue.getByRole('group', { name: `Booking #${id}` })).toHaveCount(0);
  const stored = await api(page, `/api/service-bookings/${id}`);
  expect(stored.scheduledDate).toBe(day);
  const vendor = await api(page, `/api/vendor-assignments/${stored.assignedTechnicianId}`);
  expect(vendor.name).toBe(technician);

  // The booking's page says the same.
  await cell.getByRole('group', { name: `Booking #${id}` }).getByRole('link').click();
  await page.waitForURL(`**/admin/service/bookings/${id}/show`);
  await expect(page.getByText(technician).first()).toBeVisible();
  await page.goBack();

  // By keyboard: Assign… on the next queued booking, a technician and a day picked with keys.
  const next = queue.getByRole('group').first();
  await expect(next).toBeVisible();
  const nextId = await idOf(next);
  expect(nextId).not.toBe(id);
  // Wednesday of the week shown (the open dialog hides the board from queries).
  const nextDay = (await row.getByRole('cell').nth(2).getAttribute('data-day'))!;
  await next.getByRole('button', { name: 'Assign…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Assign booking #${nextId}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: /Technician/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const chosen = ((await dialog.getByRole('combobox', { name: /Technician/ }).innerText()).match(/^(.*) \(#\d+\)$/) ?? [])[1];
  expect(chosen).toBeTruthy();
  await dialog.getByLabel('Date').fill(nextDay);
  await dialog.getByRole('button', { name: 'Assign' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(new RegExp(`^Booking #${nextId} assigned to ${chosen} on `)).first()).toBeVisible();
  const target = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: chosen, exact: true }) }).getByRole('cell').nth(2);
  await expect(target.getByRole('group', { name: `Booking #${nextId}` })).toBeVisible();
  expect((await api(page, `/api/service-bookings/${nextId}`)).scheduledDate).toBe(nextDay);
});
