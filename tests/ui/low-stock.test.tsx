import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { db, renderScreen, server, signInAs } from './harness';
import { expectMainAxeClean, renderFailedList, expectSampleBanner } from './screenChecks';
import { LanguagePicker } from '../../src/console/layout/LanguagePicker';

// The low-stock screen against the demo backend (mocks/handlers/inventory.ts): rows, labels and
// colours, the threshold edited in place, the status filter, both empty texts, failure + sample.


const PATH = '/admin/inventory/low-stock';
const LOW_STOCK_URL = `${DEMO_ORIGIN}/api/inventory/low-stock`;
const THRESHOLD_URL = `${DEMO_ORIGIN}/api/inventory/threshold/:id`;
const t1 = () => db.tenant('1');
type User = ReturnType<typeof userEvent.setup>;

type RequestListener = (event: { request: Request }) => void;
const listeners: RequestListener[] = [];
afterEach(() => {
  for (const listener of listeners.splice(0)) server.events.removeListener('request:start', listener);
});
/** Every PUT /api/inventory/threshold/{id} the screen sends. */
const recordThresholdPuts = () => {
  const seen: Request[] = [];
  const listener: RequestListener = ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.startsWith('/api/inventory/threshold/')) seen.push(request);
  };
  server.events.on('request:start', listener);
  listeners.push(listener);
  return seen;
};

/**
 * Warehouse 1 with exactly the given low-stock parts: everything else is well stocked.
 * Returns the products, in the order given.
 */
const stockLevels = (levels: [stock: number, threshold: number][]) => {
  const products = t1().products;
  for (const p of products) {
    p.stock = 500;
    p.stockThreshold = 5;
  }
  return levels.map(([stock, threshold], i) => Object.assign(products[i], { stock, stockThreshold: threshold }));
};

const findRow = async (sku: string) => (await screen.findByRole('cell', { name: sku })).closest('tr') as HTMLTableRowElement;
const bodyRows = () => document.querySelectorAll('table tbody tr');
const statusChip = (row: HTMLElement) => row.querySelector('[data-status]') as HTMLElement;

const chooseOption = async (user: User, label: string | RegExp, option: string) => {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const setThreshold = async (user: User, row: HTMLElement, name: string, value: string) => {
  const input = await within(row).findByRole('spinbutton', { name: `Threshold for ${name}` });
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.click(within(row).getByRole('button', { name: 'Save' }));
  return input;
};

describe('Low stock screen', () => {
  it('lists productId, name, SKU, stock, threshold and status with its label and colour', async () => {
    await signInAs();
    const [out, critical, low] = stockLevels([
      [0, 5],
      [2, 10],
      [4, 5],
    ]);
    await renderScreen(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Low Stock Alert - TV Parts' })).toBeInTheDocument();
    expect(await screen.findByText('Total: 3')).toBeInTheDocument();
    const headers = Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers).toEqual(['Product ID', 'Name', 'SKU', 'Current Stock', 'Threshold', 'Status']);

    const expectations = [
      [out, 'Out of Stock', 'OUT_OF_STOCK', 'red'],
      [critical, 'Critical', 'CRITICAL', 'amber'],
      [low, 'Low Stock', 'LOW_STOCK', 'amber'],
    ] as const;
    for (const [product, label, status, colour] of expectations) {
      const row = await findRow(product.sku);
      const cells = within(row).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent(String(product.id));
      expect(cells[1]).toHaveTextContent(product.name);
      expect(cells[3]).toHaveTextContent(String(product.stock));
      expect(await within(row).findByRole('spinbutton', { name: `Threshold for ${product.name}` })).toHaveValue(product.stockThreshold);
      expect(statusChip(row)).toHaveTextContent(label);
      expect(statusChip(row)).toHaveAttribute('data-status', status);
      expect(statusChip(row)).toHaveAttribute('data-colour', colour);
    }
    // Lowest stock first.
    expect(Array.from(bodyRows()).map((r) => within(r as HTMLElement).getAllByRole('cell')[2].textContent)).toEqual([
      out.sku,
      critical.sku,
      low.sku,
    ]);
  });

  it('a threshold update is saved and the status follows it', async () => {
    await signInAs();
    const [, low] = stockLevels([
      [0, 5],
      [4, 5],
    ]);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    let row = await findRow(low.sku);
    expect(statusChip(row)).toHaveTextContent('Low Stock');

    await setThreshold(user, row, low.name, '10');
    expect(await screen.findByText(`Threshold for ${low.name} set to 10`)).toBeInTheDocument();
    await waitFor(async () => expect(statusChip(await findRow(low.sku))).toHaveTextContent('Critical'));
    row = await findRow(low.sku);
    expect(within(row).getByRole('spinbutton', { name: `Threshold for ${low.name}` })).toHaveValue(10);
    expect(t1().products.find((p) => p.id === low.id)?.stockThreshold).toBe(10);

    // Lowered to below the stock: no longer low, so it leaves the list.
    await setThreshold(user, row, low.name, '3');
    await waitFor(() => expect(screen.queryByRole('cell', { name: low.sku })).not.toBeInTheDocument());
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
  });

  it("an empty threshold is not sent (the update is skipped)", async () => {
    await signInAs();
    const [low] = stockLevels([[4, 5]]);
    const puts = recordThresholdPuts();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow(low.sku);
    await setThreshold(user, row, low.name, '');
    expect(await screen.findByText(`No threshold entered for ${low.name}: nothing was changed`)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    expect(low.stockThreshold).toBe(5);
  });

  it("a failed update shows 'Failed to update threshold', keeps the row and the typed value", async () => {
    await signInAs();
    const [low] = stockLevels([[4, 5]]);
    server.use(rest.put(THRESHOLD_URL, () => HttpResponse.json({ message: 'Threshold service down' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow(low.sku);
    const input = await setThreshold(user, row, low.name, '9');
    expect(await screen.findByText('Failed to update threshold: Threshold service down')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: low.sku })).toBeInTheDocument();
    expect(input).toHaveValue(9);
    expect(statusChip(row)).toHaveTextContent('Low Stock');
    expect(within(row).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(low.stockThreshold).toBe(5);
  });

  it("a negative threshold cannot be saved", async () => {
    await signInAs();
    const [low] = stockLevels([[4, 5]]);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow(low.sku);
    const input = await within(row).findByRole('spinbutton', { name: `Threshold for ${low.name}` });
    expect(input).toHaveAttribute('min', '0');
    await user.clear(input);
    await user.type(input, '-2');
    expect(within(row).getByText('Whole number, 0 or more')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("status filter, and 'No items match the current filter' when it hides every row", async () => {
    await signInAs();
    const [out, critical, low] = stockLevels([
      [0, 5],
      [2, 10],
      [4, 5],
    ]);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    expect(await screen.findByText('Total: 3')).toBeInTheDocument();

    await chooseOption(user, 'Status', 'Critical');
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
    expect(await findRow(critical.sku)).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: out.sku })).not.toBeInTheDocument();

    await chooseOption(user, 'Status', 'Out of Stock');
    expect(await findRow(out.sku)).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: low.sku })).not.toBeInTheDocument();

    // Nothing critical any more: the filter hides every row that exists.
    critical.stock = 4;
    critical.stockThreshold = 5;
    await chooseOption(user, 'Status', 'Critical');
    expect(await screen.findByText('No items match the current filter')).toBeInTheDocument();
    expect(screen.queryByText('No low stock items found - All parts are well stocked!')).not.toBeInTheDocument();

    await chooseOption(user, 'Status', 'All');
    expect(await screen.findByText('Total: 3')).toBeInTheDocument();
  });

  it("nothing low at all: 'No low stock items found - All parts are well stocked!', with or without a filter", async () => {
    await signInAs();
    stockLevels([]);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    expect(await screen.findByText('No low stock items found - All parts are well stocked!')).toBeInTheDocument();
    expect(document.querySelector('table')).toBeNull();
    await chooseOption(user, 'Status', 'Low Stock');
    // Once the filtered page and the unfiltered count are both in (the text tells the two cases apart).
    await waitFor(() => {
      expect(screen.getByText('No low stock items found - All parts are well stocked!')).toBeInTheDocument();
      expect(screen.queryByText('No items match the current filter')).not.toBeInTheDocument();
    });
  });

  it('pages 10 at a time', async () => {
    await signInAs();
    stockLevels(Array.from({ length: 12 }, (_, i) => [i % 4, 5] as [number, number]));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    expect(await screen.findByText('Total: 12')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await chooseOption(user, 'Status', 'Out of Stock');
    expect(await screen.findByText('Total: 3')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it("a failed load shows 'Failed to load low stock items', the sample banner and sample rows that cannot be edited", async () => {
    await renderFailedList(PATH, LOW_STOCK_URL, { status: 503, message: 'Inventory DB offline' }, 'Failed to load low stock items');
    expectSampleBanner();
    const row = await findRow('PSU-150W');
    expect(statusChip(row)).toHaveTextContent('Out of Stock');
    expect(bodyRows()).toHaveLength(3);
    for (const button of within(document.querySelector('tbody') as HTMLElement).getAllByRole('button', { name: 'Save' })) {
      expect(button).toBeDisabled();
    }
    for (const input of within(document.querySelector('tbody') as HTMLElement).getAllByRole('spinbutton')) {
      expect(input).toBeDisabled();
    }
  });

  it('a technician sees the list but cannot edit thresholds', async () => {
    await signInAs('tech@demo.in');
    const [low] = stockLevels([[4, 5]]);
    await renderScreen(PATH);
    const row = await findRow(low.sku);
    expect(within(row).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('5');
  });

  it('speaks Hindi after switching the language', async () => {
    await signInAs();
    const [out] = stockLevels([[0, 5]]);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH, { beside: <LanguagePicker /> });
    await findRow(out.sku);
    await chooseOption(user, 'Language', 'हिन्दी');
    expect(await screen.findByRole('heading', { level: 1, name: 'कम स्टॉक चेतावनी - TV पार्ट्स' })).toBeInTheDocument();
    expect(await screen.findByText('स्टॉक समाप्त')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'सहेजें' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await signInAs();
    const [out] = stockLevels([
      [0, 5],
      [3, 8],
    ]);
    const view = await renderScreen(PATH);
    await findRow(out.sku);
    await expectMainAxeClean(view);
  });
});
