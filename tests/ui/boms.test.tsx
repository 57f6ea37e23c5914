import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { http } from '../../src/providers/http';
import { formatINR } from '../../src/domain/money';
import { db, locationPath, renderScreen, server, signInAs } from './harness';
import { findCell } from './queries';
import { renderEmptyList } from './screenChecks';

// The BOM screen (TV Assembly) against the demo backend (mocks/handlers/boms.ts): list, filters,
// the four row actions, create with every refusal, CSV import, statistics, and the failure states.
// Seed of tenant 1: products 1-3 have v1.0 inactive + v1.1 active; product 4 has v1.0 inactive + v1.1 draft.


const PATH = '/admin/catalog/boms';
const LIST_URL = `${DEMO_ORIGIN}/api/boms`;
const t1 = () => db.tenant('1');
type User = ReturnType<typeof userEvent.setup>;

const bomOf = (sku: string, version: string) => t1().boms.find((b) => b.parentProduct.sku === sku && b.version === version)!;
const productOption = (sku: string) => {
  const p = t1().products.find((x) => x.sku === sku)!;
  return `${p.name} (${p.sku})`;
};

/** The table row of BOM `id` (its ID cell). */
const findRowById = async (id: number) => (await findCell(String(id))).closest('tr') as HTMLTableRowElement;

const chooseOption = async (user: User, label: string | RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const openCreateTab = async (user: User) => {
  await user.click(await screen.findByRole('tab', { name: 'Create BOM' }));
  return screen.findByRole('group', { name: 'Effective Date' });
};

/** POSTs to /api/boms that reached the server. */
const recordCreates = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/boms') seen.push(request.url);
  });
  return seen;
};

const alertWith = async (title: string) => (await screen.findByText(title)).closest('[role="alert"]') as HTMLElement;

describe('BOM screen', () => {
  it('lists the BOMs with product name and SKU, status, cost and the paging bar', async () => {
    await signInAs();
    await renderScreen(PATH);
    expect(await screen.findByText('Total: 8')).toBeInTheDocument();
    const bom = bomOf('VST-43-4K', 'v1.1');
    const row = await findRowById(bom.id);
    expect(within(row).getByText(bom.parentProduct.name)).toBeInTheDocument();
    expect(within(row).getByText('VST-43-4K')).toBeInTheDocument();
    expect(within(row).getByText('v1.1')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText(/^₹/)).toHaveTextContent(new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(bom.totalCost));
    for (const name of ['ID', 'Product', 'Version', 'Description', 'Status', 'Total Cost', 'Effective Date']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const pager = within(screen.getByText('Total: 8').closest('nav') as HTMLElement);
    expect(pager.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('paging: Prev/Next, page size 10/20/50, and a page size change or a Search goes back to page 1', async () => {
    await signInAs();
    const base = bomOf('VST-43-4K', 'v1.0');
    for (let i = 0; i < 15; i++) {
      t1().boms.push({ ...base, id: 1000 + i, version: `v9.${i}`, status: 'draft', description: `Paging filler ${i}` });
    }
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    expect(await screen.findByText('Total: 23')).toBeInTheDocument();
    const nav = within(screen.getByText('Total: 23').closest('nav') as HTMLElement);
    expect(nav.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await nav.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Prev' })).toBeEnabled();

    await user.click(nav.getByRole('combobox', { name: /Page size/ }));
    expect(await screen.findByRole('option', { name: '50' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '20' }));
    expect(await nav.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await nav.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(screen.getByRole('search', { name: 'BOM filters' })).getByRole('button', { name: 'Search' }));
    expect(await nav.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('filters apply on change, Clear resets them, and the product filter finds products by typing', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    expect(await screen.findByText('Total: 8')).toBeInTheDocument();
    const filters = within(screen.getByRole('search', { name: 'BOM filters' }));

    await user.click(filters.getByRole('combobox', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Active' }));
    // Applied on choosing: no Search press (the spec's Search button stays).
    expect(await screen.findByText('Total: 3')).toBeInTheDocument();
    const table = document.querySelector('table') as HTMLElement;
    expect(within(table).getAllByText(/^(Active|Draft|Inactive)$/).every((c) => c.textContent === 'Active')).toBe(true);

    await user.type(filters.getByRole('textbox', { name: 'Description search' }), 'revised');
    await user.click(filters.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Total: 3')).toBeInTheDocument();

    await user.click(filters.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Total: 8')).toBeInTheDocument();
    expect(filters.getByRole('textbox', { name: 'Description search' })).toHaveValue('');
    expect(filters.getByRole('combobox', { name: /Status/ })).toHaveTextContent('All');

    // The product filter searches the catalogue on the server as the user types (no first-100 list).
    await user.click(filters.getByRole('combobox', { name: /Product/ }));
    await user.paste('NLG-32-HD');
    await user.click(await screen.findByRole('option', { name: productOption('NLG-32-HD') }));
    await user.type(filters.getByRole('textbox', { name: 'Version' }), 'v1.1');
    // Typed text applies once typing pauses.
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
    expect(await findRowById(bomOf('NLG-32-HD', 'v1.1').id)).toBeInTheDocument();
  });

  it('creates a BOM: says BOM created successfully, goes back to the list and shows it', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await openCreateTab(user);
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Draft');
    await chooseOption(user, /TV Product/, productOption('NLG-32-HD'));
    await user.type(screen.getByRole('textbox', { name: /^Version/ }), 'v2.0');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Wall-mount variant');
    await user.type(screen.getByRole('spinbutton', { name: 'Total Cost' }), '1500');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'New bracket');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('BOM created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'BOM List', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Wall-mount variant')).toBeInTheDocument();
    const stored = bomOf('NLG-32-HD', 'v2.0');
    expect(stored).toMatchObject({ status: 'draft', totalCost: 1500, description: 'Wall-mount variant', notes: 'New bracket' });
    expect(Math.abs(new Date(stored.effectiveDate).getTime() - Date.now())).toBeLessThan(5 * 60_000);
  });

  it('refuses a BOM with the exact rule text and keeps what was typed', async () => {
    await signInAs();
    const before = t1().boms.length;
    const creates = recordCreates();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const dateGroup = await openCreateTab(user);
    const version = () => screen.getByRole('textbox', { name: /^Version/ });
    const cost = () => screen.getByRole('spinbutton', { name: 'Total Cost' });

    // Screen rules.
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('TV Product is required')).toBeInTheDocument();
    expect(screen.getByText('Version is required')).toBeInTheDocument();

    // Call-layer rules: version format.
    await chooseOption(user, /TV Product/, productOption('VST-55-QLED'));
    await user.type(version(), 'V2');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Refused one');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const alert = await alertWith('Failed to create BOM');
    expect(alert).toHaveTextContent('Version should follow format: v1.0, v1.1, v2.0, etc.');
    expect(version()).toHaveValue('V2');
    expect(screen.getByRole('combobox', { name: /TV Product/ })).toHaveTextContent(productOption('VST-55-QLED'));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Refused one');

    // Blank version (spaces pass the screen rule, the call layer refuses).
    await user.clear(version());
    await user.type(version(), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(async () => expect(await alertWith('Failed to create BOM')).toHaveTextContent('BOM version is required'));

    // Negative cost.
    await user.clear(version());
    await user.type(version(), 'v3.0');
    await user.type(cost(), '-5');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(async () => expect(await alertWith('Failed to create BOM')).toHaveTextContent('Total cost cannot be negative'));
    expect(version()).toHaveValue('v3.0');
    expect(cost()).toHaveValue(-5);

    // Active with an effective date in the past (a year back).
    await user.clear(cost());
    await user.type(cost(), '250');
    await chooseOption(user, /Status/, 'Active');
    const year = within(dateGroup).getByRole('spinbutton', { name: 'Year' });
    await user.click(year);
    await user.keyboard('{ArrowDown}');
    const lastYear = String(new Date().getFullYear() - 1);
    expect(year).toHaveAttribute('aria-valuenow', lastYear);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(async () =>
      expect(await alertWith('Failed to create BOM')).toHaveTextContent('Effective date for active BOMs should not be in the past'),
    );
    expect(version()).toHaveValue('v3.0');
    expect(cost()).toHaveValue(250);
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Active');
    expect(within(dateGroup).getByRole('spinbutton', { name: 'Year' })).toHaveAttribute('aria-valuenow', lastYear);

    // Nothing was sent: all of these are refused before the request.
    expect(creates).toEqual([]);
    expect(t1().boms.length).toBe(before);

    // Reset brings back the defaults.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(version()).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Draft');
    expect(screen.queryByText('Failed to create BOM')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to List' }));
    expect(await screen.findByRole('tab', { name: 'BOM List', selected: true })).toBeInTheDocument();
  });

  it('a server refusal on create is shown with its message and the form kept', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await openCreateTab(user);
    await chooseOption(user, /TV Product/, productOption('VST-43-4K'));
    // v1.1 already exists for this product: the server answers 409.
    await user.type(screen.getByRole('textbox', { name: /^Version/ }), 'v1.1');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const p = t1().products.find((x) => x.sku === 'VST-43-4K')!;
    expect(await alertWith('Failed to create BOM')).toHaveTextContent(`Version v1.1 already exists for ${p.name}`);
    expect(screen.getByRole('textbox', { name: /^Version/ })).toHaveValue('v1.1');
  });

  it('activates a BOM: the product’s previous active BOM becomes inactive; Activate and Delete are disabled on the active row', async () => {
    await signInAs();
    const older = bomOf('VST-43-4K', 'v1.0');
    const current = bomOf('VST-43-4K', 'v1.1');
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    let row = await findRowById(current.id);
    expect(await within(row).findByRole('button', { name: 'Activate' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeDisabled();

    row = await findRowById(older.id);
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('BOM v1.0 activated successfully')).toBeInTheDocument();

    await waitFor(async () => expect(within(await findRowById(older.id)).getByText('Active')).toBeInTheDocument());
    row = await findRowById(older.id);
    expect(within(row).getByRole('button', { name: 'Activate' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeDisabled();
    row = await findRowById(current.id);
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Activate' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(bomOf('VST-43-4K', 'v1.0').status).toBe('active');
    expect(bomOf('VST-43-4K', 'v1.1').status).toBe('inactive');
  });

  it('a failed activation names the failure and the server message', async () => {
    await signInAs();
    const older = bomOf('VST-55-QLED', 'v1.0');
    server.use(rest.patch(`${LIST_URL}/:id/activate`, () => HttpResponse.json({ message: 'BOM is locked' }, { status: 409 })));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await user.click(await within(await findRowById(older.id)).findByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Failed to activate BOM: BOM is locked')).toBeInTheDocument();
  });

  it('View opens /admin/catalog/boms/<id>/show with every field of the BOM; Back returns to the list', async () => {
    await signInAs();
    const bom = bomOf('VST-65-OLED', 'v1.1');
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const view = await within(await findRowById(bom.id)).findByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', `${PATH}/${bom.id}/show`);
    await user.click(view);
    const article = (await screen.findByRole('heading', { name: 'BOM v1.1' })).closest('article') as HTMLElement;
    expect(locationPath()).toBe(`${PATH}/${bom.id}/show`);
    const page = within(article);
    for (const label of ['ID', 'Product', 'SKU', 'Version', 'Total Cost', 'Notes', 'Effective Date', 'Created At']) {
      expect(page.getByText(label)).toBeInTheDocument();
    }
    expect(page.getByText(bom.notes)).toBeInTheDocument();
    expect(page.getByText('VST-65-OLED')).toBeInTheDocument();
    expect(page.getByText(bom.description)).toBeInTheDocument();
    expect(page.getByText('Active')).toBeInTheDocument();
    expect(page.getByText(formatINR(bom.totalCost))).toBeInTheDocument();
    expect(article.querySelectorAll('time')).toHaveLength(2);
    // The product by name (its representation once fetched; a link where products have a page).
    expect(await page.findByText(`${bom.parentProduct.name} (VST-65-OLED)`)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to BOMs' }));
    expect(await screen.findByRole('tab', { name: 'BOM List' })).toBeInTheDocument();
    expect(locationPath()).toBe(PATH);
  });

  it("a BOM's page reopens from its URL (reload), with its component lines: product link, SKU, quantity, unit cost, amount and the total", async () => {
    await signInAs();
    const bom = bomOf('VST-43-4K', 'v1.0');
    const lines = bom.lines!;
    expect(lines.length).toBeGreaterThan(1);
    await renderScreen(`${PATH}/${bom.id}/show`);
    const article = (await screen.findByRole('heading', { name: 'BOM v1.0' })).closest('article') as HTMLElement;
    expect(within(article).getByText(bom.description)).toBeInTheDocument();
    expect(within(article).getByText('Inactive')).toBeInTheDocument();
    const components = within(screen.getByRole('region', { name: 'Components' }));
    for (const name of ['Part', 'SKU', 'Quantity', 'Unit cost', 'Amount']) expect(components.getByRole('columnheader', { name })).toBeInTheDocument();
    const first = lines[0];
    const product = t1().products.find((p) => p.id === first.productId)!;
    const link = await components.findByRole('link', { name: `${product.name} (${product.sku})` });
    expect(link).toHaveAttribute('href', `/admin/products/${product.id}/show`);
    const row = link.closest('tr') as HTMLTableRowElement;
    expect([...row.cells].map((c) => c.textContent)).toEqual([`${product.name} (${product.sku})`, product.sku, String(first.quantity), formatINR(first.unitCost), formatINR(first.amount)]);
    expect(components.getAllByRole('row')).toHaveLength(lines.length + 1);
    expect(components.getByText('Total cost:').parentElement).toHaveTextContent(formatINR(bom.totalCost));
  });

  it('a BOM saved before lines existed shows no components and its typed total', async () => {
    await signInAs();
    const bom = bomOf('VST-55-QLED', 'v1.0');
    delete bom.lines;
    bom.totalCost = 12345;
    await renderScreen(`${PATH}/${bom.id}/show`);
    await screen.findByRole('heading', { name: 'BOM v1.0' });
    expect(within(screen.getByRole('region', { name: 'Components' })).getByText('No components listed')).toBeInTheDocument();
    expect(screen.getByText(formatINR(12345))).toBeInTheDocument();
  });

  it("an unknown BOM's page shows the server's message", async () => {
    await signInAs();
    await renderScreen(`${PATH}/999999/show`);
    expect((await screen.findByText('Failed to load the BOM')).closest('[role="alert"]')).toHaveTextContent('BOM #999999 not found');
  });

  it('a BOM row, its delete question or a statistics row without the product name shows the product by name, not #id', async () => {
    await signInAs();
    const bom = bomOf('VST-43-4K', 'v1.0');
    const product = t1().products.find((p) => p.id === bom.parentProductId)!;
    server.use(
      rest.get(LIST_URL, () => HttpResponse.json({ data: [{ ...bom, parentProduct: null }], total: 1 })),
      rest.get(`${LIST_URL}/stats`, () =>
        HttpResponse.json({ totalBoms: 1, totalByStatus: { inactive: 1 }, totalByProduct: [{ productId: product.id, productName: '', bomCount: 1 }] }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRowById(bom.id);
    expect(await within(row).findByText(`${product.name} (${product.sku})`)).toBeInTheDocument();
    expect(row).not.toHaveTextContent(`#${product.id}`);
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    await waitFor(() => expect(confirm).toHaveTextContent(`BOM v1.0 of ${product.name} (${product.sku}) will be deleted.`));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Statistics' }));
    const table = await screen.findByRole('table', { name: 'BOMs per product' });
    expect(await within(table).findByText(`${product.name} (${product.sku})`)).toBeInTheDocument();
  });

  it('clones with the default version (source version followed by .1)', async () => {
    await signInAs();
    const source = bomOf('VST-43-4K', 'v1.1');
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await user.click(await within(await findRowById(source.id)).findByRole('button', { name: 'Clone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone BOM v1.1' });
    expect(within(dialog).getByRole('textbox', { name: /New version/ })).toHaveValue('v1.1.1');
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));

    expect(await screen.findByText('BOM cloned successfully as version v1.1.1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const clone = bomOf('VST-43-4K', 'v1.1.1');
    expect(clone).toMatchObject({ status: 'draft', parentProductId: source.parentProductId, description: source.description });
    expect(await findRowById(clone.id)).toBeInTheDocument();
  });

  it("clone refuses an empty version ('New version is required') and keeps the modal and its values on a failure", async () => {
    await signInAs();
    const source = bomOf('VST-55-QLED', 'v1.1');
    const before = t1().boms.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await user.click(await within(await findRowById(source.id)).findByRole('button', { name: 'Clone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone BOM v1.1' });
    const version = within(dialog).getByRole('textbox', { name: /New version/ });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });

    await user.clear(version);
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await within(dialog).findByText('New version is required')).toBeInTheDocument();

    await user.type(version, 'next');
    await user.clear(description);
    await user.type(description, 'Cheaper speakers');
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    const alert = (await within(dialog).findByText('Failed to clone BOM')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Version should follow format: v1.0, v1.1, v2.0, etc.');
    expect(version).toHaveValue('next');
    expect(description).toHaveValue('Cheaper speakers');

    // A version that already exists: the server's 409 message.
    await user.clear(version);
    await user.type(version, 'v1.0');
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    const p = t1().products.find((x) => x.id === source.parentProductId)!;
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(`Version v1.0 already exists for ${p.name}`));
    expect(t1().boms.length).toBe(before);
  });

  it('delete: disabled for an active BOM; a draft is deleted after confirmation', async () => {
    await signInAs();
    const active = bomOf('VST-65-OLED', 'v1.1');
    const draft = bomOf('NLG-32-HD', 'v1.1');
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    expect(await within(await findRowById(active.id)).findByRole('button', { name: 'Delete' })).toBeDisabled();

    await user.click(await within(await findRowById(draft.id)).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete BOM v1.1?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('BOM deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: String(draft.id) })).not.toBeInTheDocument());
    expect(t1().boms.some((b) => b.id === draft.id)).toBe(false);
    expect(await screen.findByText('Total: 7')).toBeInTheDocument();
  });

  it("a refused delete shows 'Failed to delete BOM' with the server message", async () => {
    await signInAs();
    const draft = bomOf('NLG-32-HD', 'v1.1');
    server.use(rest.delete(`${LIST_URL}/:id`, () => HttpResponse.json({ message: 'Cannot delete active BOM' }, { status: 409 })));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await user.click(await within(await findRowById(draft.id)).findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete BOM: Cannot delete active BOM')).toBeInTheDocument();
    expect(t1().boms.some((b) => b.id === draft.id)).toBe(true);
  });

  it('imports a CSV: the preview shows the bad row before upload, the result lists 1 imported and 1 refused', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await screen.findByText('Total: 8');
    const uploadButton = screen.getByRole('button', { name: 'Upload' });
    expect(uploadButton).toBeDisabled();

    const csv = [
      'sku,version,description,status,totalCost,notes,effectiveDate',
      'NLG-32-HD,v5.0,Imported from the plant,draft,1200,From CSV,',
      'VST-43-4K,five,Broken row,draft,100,,',
    ].join('\n');
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'boms.csv', { type: 'text/csv' }));

    const preview = await screen.findByRole('table', { name: 'Import preview' });
    expect(within(preview).getAllByRole('row')).toHaveLength(3);
    const bad = within(preview).getByRole('cell', { name: 'five' }).closest('tr') as HTMLElement;
    expect(within(bad).getByText('Version should follow format: v1.0, v1.1, v2.0, etc.')).toBeInTheDocument();
    expect(within(bad).getByRole('cell', { name: '3' })).toBeInTheDocument();
    const good = within(preview).getByRole('cell', { name: 'v5.0' }).closest('tr') as HTMLElement;
    expect(within(good).getByText('OK')).toBeInTheDocument();
    expect(screen.getByText('Rows ready: 1. Rows with errors: 1.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const imported = await screen.findByRole('list', { name: 'Imported (1)' });
    expect(within(imported).getAllByRole('listitem')).toHaveLength(1);
    expect(within(imported).getByText('Row 2: v5.0')).toBeInTheDocument();
    const refused = screen.getByRole('list', { name: 'Refused (1)' });
    expect(within(refused).getAllByRole('listitem')).toHaveLength(1);
    expect(within(refused).getByText('Row 3: Version should follow format: v1.0, v1.1, v2.0, etc.')).toBeInTheDocument();

    // The list refreshed with the imported BOM.
    expect(await screen.findByText('Imported from the plant')).toBeInTheDocument();
    expect(await screen.findByText('Total: 9')).toBeInTheDocument();
    expect(bomOf('NLG-32-HD', 'v5.0')).toMatchObject({ status: 'draft', totalCost: 1200, notes: 'From CSV' });
  });

  it('import: Upload stays disabled when no row is valid', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await screen.findByText('Total: 8');
    const csv = 'parentProductId,version,totalCost\n9999,v1.0,10\n1,v7.0,-3\n';
    await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'bad.csv', { type: 'text/csv' }));
    const preview = await screen.findByRole('table', { name: 'Import preview' });
    expect(within(preview).getByText('Product 9999 not found')).toBeInTheDocument();
    expect(within(preview).getByText('Total cost cannot be negative')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('statistics: the cards and the per-product table equal GET /api/boms/stats', async () => {
    await signInAs();
    // Change the figures first so they are not just the seed's.
    await http.patch(`/api/boms/${bomOf('NLG-32-HD', 'v1.1').id}/activate`, {});
    const stats = await http.get('/api/boms/stats');
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await user.click(await screen.findByRole('tab', { name: 'Statistics' }));

    const card = async (name: string) => within(await screen.findByRole('region', { name }));
    expect((await card('Total BOMs')).getByText(String(stats.totalBoms))).toBeInTheDocument();
    expect((await card('Active BOMs')).getByText(String(stats.totalByStatus.active))).toBeInTheDocument();
    expect((await card('Draft BOMs')).getByText(String(stats.totalByStatus.draft))).toBeInTheDocument();
    expect((await card('Inactive BOMs')).getByText(String(stats.totalByStatus.inactive))).toBeInTheDocument();
    expect(stats.totalByStatus.active).toBe(4);

    const table = screen.getByRole('table', { name: 'BOMs per product' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(stats.totalByProduct.length);
    stats.totalByProduct.forEach((p: { productName: string; bomCount: number }, i: number) => {
      expect(rows[i]).toHaveTextContent(p.productName);
      expect(within(rows[i]).getAllByRole('cell')[1]).toHaveTextContent(String(p.bomCount));
    });
  });

  it('statistics: a failed load shows the error and the sample figures under the banner', async () => {
    await signInAs();
    server.use(rest.get(`${LIST_URL}/stats`, () => HttpResponse.json({ message: 'Stats service down' }, { status: 503 })));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await user.click(await screen.findByRole('tab', { name: 'Statistics' }));
    expect(await alertWith('Failed to load BOM statistics')).toHaveTextContent('Stats service down');
    expect(screen.getByText('Sample data: the server could not be reached')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Total BOMs' })).getByText('2')).toBeInTheDocument();
  });

  it('a failed load shows the red alert, the sample banner and the sample BOMs with their actions disabled', async () => {
    await signInAs();
    server.use(rest.get(LIST_URL, () => HttpResponse.json({ message: 'BOM service down' }, { status: 500 })));
    await renderScreen(PATH);
    expect(await alertWith('Failed to load BOMs')).toHaveTextContent('BOM service down');
    expect(screen.getByText('Sample data: the server could not be reached')).toBeInTheDocument();
    const table = document.querySelector('table') as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(table).getByText('43" TV main assembly')).toBeInTheDocument();
    // The row actions show once the role's access is checked (asynchronously, as on the live rows).
    await within(rows[0]).findByRole('button', { name: 'Delete' });
    for (const row of rows) {
      for (const name of ['View', 'Activate', 'Clone', 'Delete']) expect(within(row).getByRole('button', { name })).toBeDisabled();
    }
  });

  it("an empty list says 'No BOMs found'", async () => {
    await renderEmptyList(PATH, LIST_URL, 'No BOMs found');
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('a technician reads the list and statistics only: no Create tab, no import, no mutations', async () => {
    await signInAs('tech@demo.in');
    await renderScreen(PATH);
    const row = await findRowById(bomOf('VST-43-4K', 'v1.0').id);
    expect(await within(row).findByRole('link', { name: 'View' })).toHaveAttribute('href', `${PATH}/${bomOf('VST-43-4K', 'v1.0').id}/show`);
    for (const name of ['Activate', 'Clone', 'Delete']) expect(within(row).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Create BOM' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Statistics' })).toBeInTheDocument();
    expect(screen.queryByText('Import CSV')).not.toBeInTheDocument();
  });

  it('has no axe violations on the list and the create form', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    const view = await renderScreen(PATH);
    await screen.findByText('Total: 8');
    await within(document.querySelector('table') as HTMLElement).findAllByRole('button', { name: 'Activate' });
    const main = () => view.container.querySelector('main') ?? view.container;
    const run = async () => {
      const result = await axe.run(main(), { rules: { 'color-contrast': { enabled: false } } });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    expect(await run()).toEqual([]);
    await openCreateTab(user);
    expect(await run()).toEqual([]);
  });

  it('speaks Hindi when the locale is hi', async () => {
    localStorage.setItem('locale', 'hi');
    await signInAs();
    await renderScreen(PATH);
    expect(await screen.findByRole('tab', { name: 'BOM सूची' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'BOM बनाएँ' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    expect((await screen.findAllByText('सक्रिय')).length).toBeGreaterThan(0);
  });
});
