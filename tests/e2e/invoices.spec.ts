// Invoices end to end (issue 27): Issue asks to confirm before a draft takes a legal number (Cancel
// sends nothing), and 'GSTR-1 CSV' saves the issued tax invoices one row per invoice and GST rate.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { choose, exploreDemo } from './helpers';

const NUMBER = /^[A-Z]{2,4}\/\d{2}-\d{2}\/\d{5}$/;

test('Issue asks to confirm (Cancel leaves the draft), then numbers it; GSTR-1 CSV files it', async ({ page }) => {
  await exploreDemo(page);
  await page.goto('/admin/invoices');
  await choose(page, page, 'Status', 'draft');
  await page.waitForURL(/draft/);
  // A charged draft (a ₹0 one would be issued as a service note).
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Issue', exact: true }) }).filter({ hasNotText: 'Service note' }).first();
  const id = (await row.getByRole('cell').first().textContent())!.trim();
  const draftRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });

  await draftRow.getByRole('button', { name: 'Issue', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Issue invoice #${id}?` });
  await expect(confirm).toContainText(/next number of this warehouse's tax-invoice series for \d{2}-\d{2}/);
  await expect(confirm).toContainText(/₹[\d,]+\.\d\d/);
  await expect(confirm).toContainText('can only be cancelled with a credit note');
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(confirm).toBeHidden();
  // Still a draft (its number and status cells read Draft), still offered Issue.
  await expect(draftRow.getByRole('cell', { name: 'Draft', exact: true })).toHaveCount(2);
  await expect(draftRow.getByRole('button', { name: 'Issue', exact: true })).toBeVisible();

  await draftRow.getByRole('button', { name: 'Issue', exact: true }).click();
  await page.getByRole('dialog', { name: `Issue invoice #${id}?` }).getByRole('button', { name: 'Issue invoice' }).click();
  const issued = page.getByText(/^Invoice issued as [A-Z]{2,4}\/\d{2}-\d{2}\/\d{5}$/).first();
  await expect(issued).toBeVisible();
  const number = (await issued.textContent())!.replace('Invoice issued as ', '').trim();
  expect(number).toMatch(NUMBER);

  // GSTR-1 CSV: every issued tax invoice, whatever the status filter (here: draft), one row per rate.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'GSTR-1 CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^invoices-gstr1-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
  const [header, ...lines] = text.split('\r\n');
  expect(header).toBe(
    'Section,GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Invoice Type,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount,HSN/SAC,Supplier GSTIN',
  );
  const mine = lines.filter((line) => line.includes(`,${number},`));
  expect(mine.length).toBeGreaterThan(0);
  for (const line of mine) expect(line).toMatch(/^B2(B|CL|CS),.*,\d{2}-[A-Z][a-z]{2}-\d{4},[\d.]+,\d{2}-[^,]+,N,Regular/);
  expect(lines.some((line) => line.includes(',SN/'))).toBe(false);
  await expect(page.getByText(/^GSTR-1 CSV: \d+ tax invoices? in \d+ rows/).first()).toBeVisible();
});
