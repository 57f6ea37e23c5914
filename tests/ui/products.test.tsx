import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ACCOUNTS, DEMO_ORIGIN } from '../../src/config';
import { formatINR } from '../../src/domain/money';
import { db, renderScreen, server, signInAs } from './harness';
import { renderEmptyList, expectMainAxeClean, renderFailedList } from './screenChecks';

// The products screen against the demo backend (mocks/handlers/catalog.ts): stats, list, filters,
// create with the screen and call-layer rules, edit, delete, and the failure and empty states.

// Whole-app renders on a shared 2-core machine: leave room beyond the default 30 s.

const PATH = '/admin/products';
const LIST_URL = `${DEMO_ORIGIN}/api/products`;
const t1 = () => db.tenant('1');
type User = ReturnType<typeof userEvent.setup>;
type Scope = ReturnType<typeof within>;

const bodyRows = () => document.querySelectorAll('table tbody tr');
const findRow = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLTableRowElement;
const openTab = async (user: User, name: string) => user.click(await screen.findByRole('tab', { name }));
const statTile = (label: string) => screen.getByText(label).closest('div') as HTMLElement;

/** Every POST /api/products that reaches the server. */
const recordPosts = () => {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/products') seen.push(request);
  });
  return seen;
};

const choose = async (user: User, scope: Scope, label: RegExp, option: string) => {
  await user.click(scope.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

interface ProductValues {
  name?: string;
  category?: string;
  sku?: string;
  price?: string;
  warrantyMonths?: string;
  description?: string;
}

/** Fills the 'Add New Product' form (already open) and presses Create Product. */
const fillProduct = async (user: User, values: ProductValues) => {
  const form = within(screen.getByRole('tabpanel'));
  if (values.name) await user.type(form.getByRole('textbox', { name: 'Product name' }), values.name);
  if (values.category) {
    // The dropdown fills once the categories (page 1, limit 100) are in.
    await waitFor(() => expect(form.getByRole('combobox', { name: /^Category/ })).not.toHaveAttribute('aria-disabled', 'true'));
    await choose(user, form, /^Category/, values.category);
  }
  if (values.sku) await user.type(form.getByRole('textbox', { name: 'SKU' }), values.sku);
  if (values.price) await user.type(form.getByRole('spinbutton', { name: 'Price (₹)' }), values.price);
  if (values.warrantyMonths) await user.type(form.getByRole('spinbutton', { name: 'Warranty months' }), values.warrantyMonths);
  if (values.description) await user.type(form.getByRole('textbox', { name: 'Description' }), values.description);
  await user.click(form.getByRole('button', { name: 'Create Product' }));
  return form;
};

const expectFormKept = (form: Scope, values: ProductValues) => {
  if (values.name) expect(form.getByRole('textbox', { name: 'Product name' })).toHaveValue(values.name);
  if (values.category) expect(form.getByRole('combobox', { name: /^Category/ })).toHaveTextContent(values.category);
  if (values.sku) expect(form.getByRole('textbox', { name: 'SKU' })).toHaveValue(values.sku);
  if (values.price) expect(form.getByRole('spinbutton', { name: 'Price (₹)' })).toHaveValue(Number(values.price));
  if (values.warrantyMonths) expect(form.getByRole('spinbutton', { name: 'Warranty months' })).toHaveValue(Number(values.warrantyMonths));
  if (values.description) expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(values.description);
};

describe('Products screen', () => {
  it('shows the stats strip and the newest products with price in rupees, warranty and Active/Inactive', async () => {
    await signInAs();
    const products = t1().products;
    products[products.length - 1].isActive = false;
    const newest = products[products.length - 1];
    const active = products.filter((p) => p.isActive).length;
    const stockValue = Math.round(products.reduce((s, p) => s + p.price * p.stock, 0) * 100) / 100;
    await renderScreen(PATH);

    const row = await findRow(newest.name);
    expect(within(row).getByText(newest.sku)).toBeInTheDocument();
    expect(within(row).getByText(newest.category)).toBeInTheDocument();
    expect(within(row).getByText(formatINR(newest.price))).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: String(newest.warrantyMonths) })).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText(`Total: ${products.length}`)).toBeInTheDocument();

    await waitFor(() => expect(statTile('Total Products')).toHaveTextContent(`Total Products${products.length}`));
    expect(statTile('Active Products')).toHaveTextContent(`Active Products${active}`);
    expect(statTile('Inactive Products')).toHaveTextContent(`Inactive Products${products.length - active}`);
    expect(statTile('Total Stock Value')).toHaveTextContent(formatINR(stockValue));
  });

  it('a customer reads the catalogue without stock figures: no stock, reserved or available column, no stats strip (issue 27)', async () => {
    await signInAs(DEMO_ACCOUNTS.customer);
    const newest = t1().products[t1().products.length - 1];
    await renderScreen(PATH);
    const row = await findRow(newest.name);
    expect(within(row).getByText(formatINR(newest.price))).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    expect(headers.filter((h) => /Stock|Reserved|Available/.test(h))).toEqual([]);
    expect(screen.queryByText('Total Stock Value')).toBeNull();
  });

  it('creates a product: says so, lists it and counts it in the stats', async () => {
    await signInAs();
    const before = t1().products.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await openTab(user, 'Add New Product');
    await fillProduct(user, {
      name: 'Nilgiri 24" HD TV',
      category: 'Televisions',
      sku: 'NLG-24-HD',
      price: '9990',
      warrantyMonths: '12',
      description: 'Compact model',
    });

    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Product List', selected: true })).toBeInTheDocument();
    const row = await findRow('Nilgiri 24" HD TV');
    expect(within(row).getByText(formatINR(9990))).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const stored = t1().products.find((p) => p.sku === 'NLG-24-HD')!;
    expect(stored).toMatchObject({ name: 'Nilgiri 24" HD TV', category: 'Televisions', price: 9990, warrantyMonths: 12, description: 'Compact model' });
    await waitFor(() => expect(statTile('Total Products')).toHaveTextContent(`Total Products${before + 1}`));
  });

  it("the screen refuses a missing name or category: 'Product name is required', 'Category is required'", async () => {
    await signInAs();
    const posts = recordPosts();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await openTab(user, 'Add New Product');
    await screen.findByRole('textbox', { name: 'Product name' });
    const form = await fillProduct(user, { name: '   ', sku: 'ABC-1' });
    expect(await form.findByText('Product name is required')).toBeInTheDocument();
    expect(form.getByText('Category is required')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'SKU' })).toHaveValue('ABC-1');
    expect(posts).toHaveLength(0);
  });

  it('a TV model under 12 months is refused by the call layer with the exact text, nothing sent, form kept', async () => {
    await signInAs();
    const posts = recordPosts();
    const before = t1().products.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await openTab(user, 'Add New Product');
    await screen.findByRole('textbox', { name: 'Product name' });
    const values = { name: 'Kaveri 32" Smart TV', category: 'Televisions', sku: 'KVR-32-S', price: '12990', warrantyMonths: '6' };
    const form = await fillProduct(user, values);

    const title = await screen.findByText('Failed to create product');
    expect(title.closest('[role="alert"]')).toHaveTextContent('TV models should have minimum 12 months warranty');
    expectFormKept(form, values);
    expect(posts).toHaveLength(0);
    expect(t1().products).toHaveLength(before);
  });

  it('a lowercase SKU, then a negative price, are refused by the call layer with the exact text, form kept', async () => {
    await signInAs();
    const posts = recordPosts();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await openTab(user, 'Add New Product');
    await screen.findByRole('textbox', { name: 'Product name' });
    const values = { name: 'Speaker Pair 15W', category: 'Speakers', sku: 'spk-15w', price: '850', warrantyMonths: '6' };
    const form = await fillProduct(user, values);
    const title = await screen.findByText('Failed to create product');
    expect(title.closest('[role="alert"]')).toHaveTextContent('SKU should contain only uppercase letters, numbers, and hyphens');
    expectFormKept(form, values);

    const sku = form.getByRole('textbox', { name: 'SKU' });
    await user.clear(sku);
    await user.type(sku, 'SPK-15W');
    const price = form.getByRole('spinbutton', { name: 'Price (₹)' });
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(form.getByRole('button', { name: 'Create Product' }));
    await waitFor(() =>
      expect(screen.getByText('Failed to create product').closest('[role="alert"]')).toHaveTextContent('Product price cannot be negative'),
    );
    expectFormKept(form, { ...values, sku: 'SPK-15W', price: '-5' });
    expect(posts).toHaveLength(0);
  });

  it('edits a product in a dialog: name required, call-layer refusal kept open, then saved', async () => {
    await signInAs();
    const target = t1().products.find((p) => p.sku === 'SPK-10W-PR')!;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow(target.name);
    await user.click(await within(row).findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit product: ${target.name}` }));
    const name = dialog.getByRole('textbox', { name: 'Product name' });
    expect(name).toHaveValue(target.name);
    expect(dialog.getByRole('combobox', { name: /^Category/ })).toHaveTextContent(target.category);

    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Product name is required')).toBeInTheDocument();

    await user.type(name, 'Speaker Pair 12W');
    const sku = dialog.getByRole('textbox', { name: 'SKU' });
    await user.clear(sku);
    await user.type(sku, 'spk 12');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const failure = await dialog.findByText('Failed to update product');
    expect(failure.closest('[role="alert"]')).toHaveTextContent('SKU should contain only uppercase letters, numbers, and hyphens');
    expect(name).toHaveValue('Speaker Pair 12W');
    expect(target.name).toBe('Speaker Pair 10W');

    await user.clear(sku);
    await user.type(sku, 'SPK-12W-PR');
    const price = dialog.getByRole('spinbutton', { name: 'Price (₹)' });
    await user.clear(price);
    await user.type(price, '749.5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updated = await findRow('Speaker Pair 12W');
    expect(within(updated).getByText(formatINR(749.5))).toBeInTheDocument();
    expect(target).toMatchObject({ name: 'Speaker Pair 12W', sku: 'SPK-12W-PR', price: 749.5 });
  });

  it('deletes after a confirmation naming the product', async () => {
    await signInAs();
    const target = t1().products[t1().products.length - 1];
    // Nothing may point at a deleted product (409 otherwise): this one loses its opening stock movement.
    const t = t1();
    t.movements = t.movements.filter((m) => m.productId !== target.id);
    expect([t.complaints, t.registrations].flat().some((r) => r.productId === target.id) || t.boms.some((b) => b.parentProductId === target.id)).toBe(false);
    const before = t1().products.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow(target.name);
    await user.click(await within(row).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete product')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(`Are you sure you want to delete the product "${target.name}"?`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(target.name, { selector: 'td' })).not.toBeInTheDocument());
    expect(t1().products).toHaveLength(before - 1);
    expect(await screen.findByText(`Total: ${before - 1}`)).toBeInTheDocument();
  });

  it('a failed delete shows the server message in the dialog', async () => {
    await signInAs();
    server.use(rest.delete(`${LIST_URL}/:id`, () => HttpResponse.json({ message: 'Product has open complaints' }, { status: 409 })));
    const target = t1().products[t1().products.length - 1];
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await user.click(await within(await findRow(target.name)).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const failure = await within(dialog).findByText('Failed to delete product');
    expect(failure.closest('[role="alert"]')).toHaveTextContent('Product has open complaints');
  });

  it('filters by category and by search, back to page 1', async () => {
    await signInAs();
    const mainboards = t1().categories.find((c) => c.categoryName === 'Mainboards')!;
    const inCategory = t1().products.filter((p) => p.categoryId === mainboards.id);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const nav = within((await screen.findByText(`Total: ${t1().products.length}`)).closest('nav') as HTMLElement);
    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await nav.findByText('Page 2 of 2')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toBeEnabled());
    await choose(user, within(document.body), /^Category$/, 'Mainboards');
    expect(await screen.findByText(`Total: ${inCategory.length}`)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(inCategory.length));
    for (const p of inCategory) expect(screen.getByText(p.name, { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();

    await choose(user, within(document.body), /^Category$/, 'All categories');
    expect(await screen.findByText(`Total: ${t1().products.length}`)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'PSU');
    const psus = t1().products.filter((p) => /psu/i.test(p.name) || /psu/i.test(p.sku));
    expect(await screen.findByText(`Total: ${psus.length}`)).toBeInTheDocument();
  });

  it('a product without its category name shows the category by name, not #id', async () => {
    await signInAs();
    const product = t1().products[0];
    const category = t1().categories.find((c) => c.id === product.categoryId)!;
    server.use(rest.get(LIST_URL, () => HttpResponse.json({ data: [{ ...product, category: null }], total: 1 })));
    await renderScreen(PATH);
    const row = await findRow(product.name);
    expect(await within(row).findByText(category.categoryName)).toBeInTheDocument();
    expect(row).not.toHaveTextContent(`#${category.id}`);
  });

  it("an empty list says 'No products found'", async () => {
    await renderEmptyList(PATH, LIST_URL, 'No products found');
    expect(document.querySelector('table')).toBeNull();
  });

  it('a failed load shows the red alert with the server message', async () => {
    await renderFailedList(PATH, LIST_URL, { status: 500, message: 'Catalogue database offline' }, 'Failed to load products');
    expect(document.querySelector('table')).toBeNull();
  });

  it('a technician may only read: no adding tab, no Edit or Delete', async () => {
    await signInAs('tech@demo.in');
    const newest = t1().products[t1().products.length - 1];
    await renderScreen(PATH);
    const row = await findRow(newest.name);
    await screen.findByText(`Total: ${t1().products.length}`);
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Add New Product' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await signInAs();
    const view = await renderScreen(PATH);
    const row = await findRow(t1().products[t1().products.length - 1].name);
    await within(row).findByRole('button', { name: 'Edit' });
    await waitFor(() => expect(statTile('Total Products')).toHaveTextContent(String(t1().products.length)));
    await expectMainAxeClean(view);
  });

  it('speaks Hindi when the locale is hi, including the call-layer rules', async () => {
    localStorage.setItem('locale', 'hi');
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    expect(await screen.findByRole('tab', { name: 'उत्पाद सूची' })).toBeInTheDocument();
    expect(await screen.findByText('कुल उत्पाद')).toBeInTheDocument();
    await openTab(user, 'नया उत्पाद जोड़ें');
    const form = within(screen.getByRole('tabpanel'));
    await user.type(await form.findByRole('textbox', { name: 'उत्पाद का नाम' }), 'Part X');
    await waitFor(() => expect(form.getByRole('combobox', { name: /^श्रेणी/ })).not.toHaveAttribute('aria-disabled', 'true'));
    await choose(user, form, /^श्रेणी/, 'Speakers');
    await user.type(form.getByRole('textbox', { name: 'SKU' }), 'bad sku');
    await user.click(form.getByRole('button', { name: 'उत्पाद बनाएँ' }));
    expect(await screen.findByText('SKU में केवल बड़े अक्षर, अंक और हाइफ़न होने चाहिए')).toBeInTheDocument();
  });
});
