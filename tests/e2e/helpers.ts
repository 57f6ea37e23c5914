// Shared steps of the end-to-end tests.
import { resolve } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** The repository root (dist/, docs/screenshots/). */
export const root = resolve(import.meta.dirname, '../..');

/** Explore Demo from the landing page: demo mode on, signed in as the super admin. */
export const exploreDemo = async (page: Page) => {
  await page.goto('/landing');
  await page.getByRole('button', { name: 'Explore Demo' }).first().click();
  await page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
};

/** Opens a console screen through the side menu, as a user would. */
export const openMenu = async (page: Page, label: string, urlPart: string) => {
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  await page.waitForURL(`**${urlPart}**`);
};

/** Picks an option of an MUI select found by its label. */
export const choose = async (scope: Page | Locator, page: Page, label: string | RegExp, option: string | RegExp, search?: string) => {
  const box = scope.getByRole('combobox', { name: label }).first();
  await box.click();
  // A lookup that searches on the server as the user types (the product pickers): typed first.
  if (search !== undefined) await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).first().click();
};

/** The API origin of each page's console: the demo backend's unless `useApiOrigin` said otherwise. */
const apiOrigins = new WeakMap<Page, string>();
/** This page's console is built for the API at `origin` (a real server): `api` calls go there. */
export const useApiOrigin = (page: Page, origin: string) => apiOrigins.set(page, origin);

/** An authenticated call to the console's API from the page, for checks the screen does not show. */
export const api = (page: Page, path: string): Promise<any> =>
  page.evaluate(
    async ([origin, p]) => {
      const res = await fetch(`${origin}${p}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('adminAccessToken')}`, 'X-Tenant-Id': localStorage.getItem('tenantId') || '1' },
      });
      return res.json();
    },
    [apiOrigins.get(page) ?? 'https://demo-api.invalid', path] as const,
  );

/** Signs in on the sign-in form (a build for a real API has no Explore Demo). */
export const signInWithForm = async (page: Page, email: string, password: string) => {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByLabel(/^Password/).first().fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/admin/dashboard', { timeout: 30_000 });
};

/**
 * Signs in on the sign-in form as the demo technician, on a phone or not: his first screen is his
 * day's jobs (My jobs), shown once its first job card is. Returns the job cards.
 */
export const signInAsTechnician = async (page: Page) => {
  await page.goto('/sign-in');
  await page.getByLabel(/^Email/).fill('tech@demo.in');
  await page.getByLabel(/^Password/).first().fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/admin/service/my-jobs', { timeout: 30_000 });
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards;
};

/** A product's name as a pattern matching its option (quotes and brackets of the name match any character). */
export const optionName = (name: string) => new RegExp(name.replace(/[()"]/g, '.'));

/**
 * Books a visit for complaint `complaintId` on the Service Bookings screen (open): the complaint picked
 * by its number in the lookup, two weeks from today (a visit is booked for today or later, India's
 * date), the form's defaults. Returns the new booking as the server has it.
 */
export const bookVisit = async (page: Page, complaintId: number) => {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Booking' }) });
  // The complaint is a lookup: found by its number, offered as '#id · customer · description'.
  await form.getByRole('combobox', { name: /^Complaint ID/ }).fill(`#${complaintId}`);
  await page.getByRole('option', { name: new RegExp(`^#${complaintId} · `) }).first().click();
  await form.getByRole('spinbutton', { name: 'Day' }).first().click();
  // DDMMYYYY of the day 14 days after today in India (UTC+05:30).
  const [year, month, day] = new Date(Date.now() + (5.5 + 14 * 24) * 3_600_000).toISOString().slice(0, 10).split('-');
  await page.keyboard.type(`${day}${month}${year}`);
  await form.getByRole('button', { name: 'Create Booking' }).click();
  await expect(page.getByText('Service booking created successfully').first()).toBeVisible();
  const bookings: { id: number; [field: string]: unknown }[] = await api(page, `/v1/service/bookings/complaint/${complaintId}`);
  return bookings.sort((a, b) => b.id - a.id)[0];
};

/**
 * Logs a complaint on the Complaint Logging screen (open): the customer picked by name and the
 * product by SKU in their lookups, then the serial and description; waits for 'Complaint created'.
 */
export const logComplaint = async (
  page: Page,
  { customer, product, serial, description }: { customer: { name: string }; product: { name: string; sku: string }; serial: string; description: string },
) => {
  await page.getByRole('combobox', { name: /^Customer ID/ }).fill(customer.name);
  await page.getByRole('option', { name: new RegExp(`^${customer.name}`) }).first().click();
  await page.getByRole('combobox', { name: /^Product ID/ }).fill(product.sku);
  await page.getByRole('option', { name: optionName(product.name) }).first().click();
  await page.getByRole('textbox', { name: /^Serial No/ }).fill(serial);
  await page.getByRole('textbox', { name: /^Description/ }).fill(description);
  await page.getByRole('button', { name: 'Create Complaint' }).click();
  await expect(page.getByText('Complaint created').first()).toBeVisible();
};
