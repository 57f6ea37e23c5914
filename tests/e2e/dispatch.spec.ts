// The dispatch board (issue 16 scope 1, issue 27) at the 1366x900 of a laptop (playwright.config.ts):
// the whole week and the technicians' names in view with nothing scrolling sideways; a card dragged
// with the mouse (moving in steps, as dnd-kit needs) lands on the day under the pointer, held still
// over it before the release as a person does; Undo puts it back; a past day is refused; and a
// booking assigned by keyboard through Assign….
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, exploreDemo, openMenu } from './helpers';

const idOf = async (block: Locator) => Number(((await block.getAttribute('aria-label')) ?? '').replace('Booking #', ''));

/**
 * Drags `from` with the mouse to the point (x, y): down, a first small move (dnd-kit starts after
 * 6 px), then steps to the point, where the pointer rests before the release (a board that scrolled
 * under a resting pointer dropped on the next day).
 */
const dragTo = async (page: Page, from: Locator, x: number, y: number) => {
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 4 });
  await page.mouse.move(x, y, { steps: 20 });
  await page.waitForTimeout(700);
  await page.mouse.up();
};

/** The board's rows of technicians, and a technician's day cell (0 = Monday). */
const technicianRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader') });
const dayCell = (row: Locator, index: number) => row.getByRole('cell').nth(index);

const openBoard = async (page: Page) => {
  await exploreDemo(page);
  await openMenu(page, 'Dispatch board', '/admin/service/dispatch');
  await expect(technicianRows(page).first()).toBeVisible();
};

/** Next week: every day of it is today or later, whatever day the test runs. */
const nextWeek = async (page: Page) => {
  const heading = page.getByRole('heading', { name: /^Week of / });
  const before = await heading.innerText();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(heading).not.toHaveText(before);
  await expect(technicianRows(page).first()).toBeVisible();
};

const stored = (page: Page, id: number) => api(page, `/api/service-bookings/${id}`) as Promise<{ scheduledDate: string; assignedTechnicianId: number | null }>;

test('the week fits a 1366 px laptop: Monday to Sunday and every name in view, nothing scrolls sideways, cards with customer and area', async ({ page }) => {
  expect(page.viewportSize()).toEqual({ width: 1366, height: 900 });
  await openBoard(page);
  const board = page.getByRole('table', { name: "Technicians' week" });
  const headers = board.getByRole('columnheader');
  await expect(headers).toHaveCount(8);
  const area = (await page.getByRole('region', { name: "Technicians' week" }).boundingBox())!;
  for (let i = 0; i < 8; i++) {
    const box = (await headers.nth(i).boundingBox())!;
    expect(box.x, `column ${i}`).toBeGreaterThanOrEqual(area.x - 1);
    expect(box.x + box.width, `column ${i}`).toBeLessThanOrEqual(Math.min(area.x + area.width, 1366) + 1);
  }
  await expect(headers.nth(7)).toHaveText(/^Sun/);
  for (const name of await page.getByRole('rowheader').all()) {
    const box = (await name.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
  }
  // Neither the board's box nor the page is wider than what shows.
  const widths = await board.evaluate((table) => ({
    board: table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
    page: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(widths).toEqual({ board: 0, page: 0 });
  // The queue beside the week, its cards with the customer and the area.
  const queue = page.getByRole('region', { name: /^Queue/ });
  expect((await queue.boundingBox())!.x + 100).toBeLessThan(area.x);
  const card = queue.getByRole('group').first();
  await expect(card).toContainText(/Customer: \S/);
  await expect(card).toContainText(/Area: \d{6} · \S/);
});

test('a drop lands on the day under the pointer; Undo moves it back, by a second call or, from the queue, by sending nothing', async ({ page }) => {
  // Four drags, two of them waiting for their message to close: longer than one journey.
  test.setTimeout(120_000);
  await openBoard(page);
  await nextWeek(page);
  const queue = page.getByRole('region', { name: /^Queue/ });
  const rows = technicianRows(page);
  const firstRow = rows.first();
  const secondRow = rows.nth(1);
  const technician = (await firstRow.getByRole('rowheader').innerText()).trim();
  const other = (await secondRow.getByRole('rowheader').innerText()).trim();

  // Queue -> the first technician's Friday, released near the cell's right edge (where the board
  // used to scroll on to Saturday). On the board at once; saved when its message closes.
  const card = queue.getByRole('group').first();
  const id = await idOf(card);
  const friday = dayCell(firstRow, 4);
  const fridayDay = (await friday.getAttribute('data-day'))!;
  let box = (await friday.boundingBox())!;
  await dragTo(page, card.getByRole('button', { name: `Move booking #${id}` }), box.x + box.width - 8, box.y + 10);
  await expect(friday.getByRole('group', { name: `Booking #${id}` })).toBeVisible();
  await expect(queue.getByRole('group', { name: `Booking #${id}` })).toHaveCount(0);
  await expect(page.getByText(new RegExp(`^Booking #${id} assigned to ${technician} on `)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect.poll(() => stored(page, id)).toMatchObject({ scheduledDate: fridayDay });
  const technicianId = (await stored(page, id)).assignedTechnicianId;
  expect((await api(page, `/api/vendor-assignments/${technicianId}`)).name).toBe(technician);
  expect(await page.getByRole('table', { name: "Technicians' week" }).evaluate((t) => t.parentElement!.scrollLeft)).toBe(0);

  // Friday -> the second technician's Sunday, released just inside the cell's left edge: saved at
  // once; Undo sends it back to Friday with the first technician.
  const moved = friday.getByRole('group', { name: `Booking #${id}` });
  await expect(moved.getByRole('button', { name: `Move booking #${id}` })).toBeVisible();
  const sunday = dayCell(secondRow, 6);
  const sundayDay = (await sunday.getAttribute('data-day'))!;
  box = (await sunday.boundingBox())!;
  await dragTo(page, moved.getByRole('button', { name: `Move booking #${id}` }), box.x + 6, box.y + box.height / 2);
  await expect(sunday.getByRole('group', { name: `Booking #${id}` })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Booking #${id} assigned to ${other} on `)).first()).toBeVisible();
  await expect.poll(() => stored(page, id)).toMatchObject({ scheduledDate: sundayDay });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(new RegExp(`^Booking #${id} moved back to ${technician} on `)).first()).toBeVisible();
  await expect.poll(() => stored(page, id)).toMatchObject({ scheduledDate: fridayDay, assignedTechnicianId: technicianId });
  await expect(friday.getByRole('group', { name: `Booking #${id}` })).toBeVisible();

  // Queue -> a cell, then Undo: back in the queue, and nothing was sent.
  const next = queue.getByRole('group').first();
  const nextId = await idOf(next);
  const before = await stored(page, nextId);
  const wednesday = dayCell(secondRow, 2);
  box = (await wednesday.boundingBox())!;
  await dragTo(page, next.getByRole('button', { name: `Move booking #${nextId}` }), box.x + box.width / 2, box.y + 12);
  await expect(wednesday.getByRole('group', { name: `Booking #${nextId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`Booking #${nextId} stays in the queue`).first()).toBeVisible();
  await expect(queue.getByRole('group', { name: `Booking #${nextId}` })).toBeVisible();
  await expect(wednesday.getByRole('group', { name: `Booking #${nextId}` })).toHaveCount(0);
  await page.waitForTimeout(1000);
  expect(await stored(page, nextId)).toMatchObject({ scheduledDate: before.scheduledDate, assignedTechnicianId: before.assignedTechnicianId });

  // The booking's page has the first move.
  await friday.getByRole('group', { name: `Booking #${id}` }).getByRole('link').click();
  await page.waitForURL(`**/admin/service/bookings/${id}/show`);
  await expect(page.getByText(technician).first()).toBeVisible();
});

test('a drop on a day before today is refused with the reason, and the card stays in the queue', async ({ page }) => {
  await openBoard(page);
  // The week before this one: every day of it is past.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByRole('button', { name: 'This week' })).toBeEnabled();
  const queue = page.getByRole('region', { name: /^Queue/ });
  const card = queue.getByRole('group').first();
  const id = await idOf(card);
  const before = await stored(page, id);
  // Thursday, or Friday should the booking already be on that Thursday (a day it may keep).
  let cell = dayCell(technicianRows(page).first(), 3);
  if ((await cell.getAttribute('data-day')) === before.scheduledDate) cell = dayCell(technicianRows(page).first(), 4);
  await expect(cell).toHaveAttribute('data-past', 'true');
  const day = (await cell.getAttribute('data-day'))!;
  const box = (await cell.boundingBox())!;
  await dragTo(page, card.getByRole('button', { name: `Move booking #${id}` }), box.x + box.width / 2, box.y + 12);
  await expect(page.getByText(new RegExp(`^Could not move booking #${id}: ${day} is a past date: a visit can be booked for today \\(\\d{4}-\\d{2}-\\d{2}\\) or a later day$`)).first()).toBeVisible();
  await expect(queue.getByRole('group', { name: `Booking #${id}` })).toBeVisible();
  await expect(cell.getByRole('group', { name: `Booking #${id}` })).toHaveCount(0);
  expect(await stored(page, id)).toMatchObject({ scheduledDate: before.scheduledDate, assignedTechnicianId: before.assignedTechnicianId });
});

test('a queued booking is assigned by keyboard through Assign…', async ({ page }) => {
  await openBoard(page);
  await nextWeek(page);
  const queue = page.getByRole('region', { name: /^Queue/ });
  const next = queue.getByRole('group').first();
  await expect(next).toBeVisible();
  const nextId = await idOf(next);
  // Wednesday of the week shown (the open dialog hides the board from queries).
  const nextDay = (await dayCell(technicianRows(page).first(), 2).getAttribute('data-day'))!;
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
  const target = technicianRows(page).filter({ has: page.getByRole('rowheader', { name: chosen, exact: true }) }).getByRole('cell').nth(2);
  await expect(target.getByRole('group', { name: `Booking #${nextId}` })).toBeVisible();
  expect((await api(page, `/api/service-bookings/${nextId}`)).scheduledDate).toBe(nextDay);
});
