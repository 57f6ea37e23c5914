import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { http } from '../../src/providers/http';
import { db, renderScreen, server, signInAs } from './harness';
import { renderFailedList } from './screenChecks';

// The inventory screen against the demo backend (mocks/handlers/inventory.ts): record IN and OUT
// movements and watch the stock, the screen and call-layer rules, the 409, filters, failure, empty.


const PATH = '/admin/inventory/transactions';
const MOVEMENTS_URL = `${DEMO_ORIGIN}/api/inventory/movements`;
const t1 = () => db.tenant('1');
type User = ReturnType<typeof userEvent.setup>;

/** A product of warehouse 1 with some stock, and the option text the dropdowns show for it. */
const stockedProduct = () => {
  const product = t1().products.find((p) => p.stock >= 6)!;
  return { product, option: `${product.name} (${product.sku})` };
};

type RequestListener = (event: { request: Request }) => void;
const listeners: RequestListener[] = [];
afterEach(() => {
  for (const listener of listeners.splice(0)) server.events.removeListener('request:start', listener);
});

/** Every POST /api/inventory/movements the screen sends. */
const recordPosts = () => {
  const seen: Request[] = [];
  const listener: RequestListener = ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/inventory/movements') seen.push(request);
  };
  server.events.on('request:start', listener);
  listeners.push(listener);
  return seen;
};

const chooseOption = async (user: User, scope: ReturnType<typeof within> | typeof screen, label: string | RegExp, option: string) => {
  await user.click(scope.getByRole('combobox', { name: label }));
  // The product pickers search the catalogue on the server: typed, the product's SKU ('Name (SKU)').
  if (label === 'Product') await user.paste(/\(([^)]+)\)$/.exec(option)![1]);
  await user.click(await screen.findByRole('option', { name: option }));
};

/** Opens 'Add Movement' and returns queries scoped to the form. */
const openAddMovement = async (user: User) => {
  await user.click(await screen.findByRole('tab', { name: 'Add Movement' }));
  const heading = await screen.findByRole('heading', { name: 'Add Movement' });
  return within(heading.closest('section') as HTMLElement);
};

interface MovementValues {
  product?: string;
  type?: 'IN' | 'OUT';
  qty?: string;
  reason?: string;
  ref?: string;
}

const fillMovement = async (user: User, form: ReturnType<typeof within>, values: MovementValues) => {
  if (values.product) await chooseOption(user, form, 'Product', values.product);
  if (values.type) await user.click(form.getByRole('radio', { name: values.type }));
  const qty = form.getByRole('spinbutton', { name: 'Quantity' });
  await user.clear(qty);
  if (values.qty) await user.type(qty, values.qty);
  const reason = form.getByRole('textbox', { name: 'Reason' });
  await user.clear(reason);
  if (values.reason) await user.type(reason, values.reason);
  const ref = form.getByRole('textbox', { name: 'Ref' });
  await user.clear(ref);
  if (values.ref) await user.type(ref, values.ref);
  await user.click(form.getByRole('button', { name: 'Record Movement' }));
};

/** The form still holds what was typed. */
const expectKept = (form: ReturnType<typeof within>, values: MovementValues) => {
  if (values.product) expect(form.getByRole('combobox', { name: 'Product' })).toHaveValue(values.product);
  if (values.type) expect(form.getByRole('radio', { name: values.type })).toBeChecked();
  expect(form.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(values.qty ? Number(values.qty) : null);
  expect(form.getByRole('textbox', { name: 'Reason' })).toHaveValue(values.reason ?? '');
  expect(form.getByRole('textbox', { name: 'Ref' })).toHaveValue(values.ref ?? '');
};

const failureAlert = async () => (await screen.findByText('Failed to record inventory movement')).closest('[role="alert"]') as HTMLElement;

const bodyRows = () => Array.from(document.querySelectorAll<HTMLTableRowElement>('table tbody tr'));

describe('Inventory movements screen', () => {
  it('records an IN and an OUT: the current stock changes and both rows are listed', async () => {
    await signInAs();
    const { product, option } = stockedProduct();
    const start = product.stock;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    const form = await openAddMovement(user);
    await chooseOption(user, form, 'Product', option);
    expect(await form.findByText(`Current stock: ${start}`)).toBeInTheDocument();
    // The movement date defaults to today.
    const today = new Date();
    const dateInput = form.getByRole('group', { name: 'Movement Date' }).parentElement!.querySelector('input') as HTMLInputElement;
    expect(dateInput.value).toBe(
      `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`,
    );

    await fillMovement(user, form, { type: 'IN', qty: '7', reason: 'Supplier delivery', ref: 'GRN-UI-IN-1' });
    expect(await screen.findByText('Inventory movement recorded successfully')).toBeInTheDocument();
    expect(await form.findByText(`Current stock: ${start + 7}`)).toBeInTheDocument();
    // Cleared for the next one, the product kept.
    expect(form.getByRole('combobox', { name: 'Product' })).toHaveValue(option);
    expect(form.getByRole('textbox', { name: 'Ref' })).toHaveValue('');

    await fillMovement(user, form, { type: 'OUT', qty: '3', reason: 'Job card repair', ref: 'JOB-UI-OUT-1' });
    expect(await form.findByText(`Current stock: ${start + 4}`)).toBeInTheDocument();
    expect(product.stock).toBe(start + 4);

    await user.click(screen.getByRole('tab', { name: 'Stock Movements' }));
    const outRow = (await screen.findByText('JOB-UI-OUT-1')).closest('tr') as HTMLElement;
    expect(within(outRow).getByText(product.name)).toBeInTheDocument();
    expect(within(outRow).getByText(product.sku)).toBeInTheDocument();
    expect(within(outRow).getByText('OUT')).toBeInTheDocument();
    expect(within(outRow).getByText('3')).toBeInTheDocument();
    expect(within(outRow).getByText('Job card repair')).toBeInTheDocument();
    const inRow = screen.getByText('GRN-UI-IN-1').closest('tr') as HTMLElement;
    expect(within(inRow).getByText('IN')).toBeInTheDocument();
    expect(within(inRow).getByText('7')).toBeInTheDocument();
    // Newest first.
    expect(bodyRows().indexOf(outRow as HTMLTableRowElement)).toBeLessThan(bodyRows().indexOf(inRow as HTMLTableRowElement));
    const stored = t1().movements.filter((m) => m.productId === product.id).slice(-2);
    expect(stored.map((m) => [m.type, m.qty, m.ref])).toEqual([
      ['IN', 7, 'GRN-UI-IN-1'],
      ['OUT', 3, 'JOB-UI-OUT-1'],
    ]);
    expect(new Date(stored[1].movementDate).toDateString()).toBe(today.toDateString());
  });

  it("shows the screen rules and sends nothing: 'Product is required', 'Movement type is required', 'Valid quantity is required'", async () => {
    await signInAs();
    const posts = recordPosts();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await openAddMovement(user);
    await user.click(form.getByRole('button', { name: 'Record Movement' }));
    expect(await form.findByText('Product is required')).toBeInTheDocument();
    expect(form.getByText('Movement type is required')).toBeInTheDocument();
    expect(form.getByText('Valid quantity is required')).toBeInTheDocument();

    // Zero is not a valid quantity either; what was typed stays.
    const { option } = stockedProduct();
    await fillMovement(user, form, { product: option, type: 'IN', qty: '0', reason: 'Count' });
    expect(await form.findByText('Valid quantity is required')).toBeInTheDocument();
    expect(form.queryByText('Product is required')).not.toBeInTheDocument();
    expectKept(form, { product: option, type: 'IN', qty: '0', reason: 'Count' });
    expect(posts).toHaveLength(0);
  });

  it('call-layer rule: an OUT of more than 1 without a ref is refused before any request, the form kept', async () => {
    await signInAs();
    const posts = recordPosts();
    const { product, option } = stockedProduct();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await openAddMovement(user);
    const values: MovementValues = { product: option, type: 'OUT', qty: '2', reason: 'Repair' };
    await fillMovement(user, form, values);
    expect(await failureAlert()).toHaveTextContent('Outgoing movements require reference for tracking');
    expectKept(form, values);
    expect(posts).toHaveLength(0);
    expect(product.stock).toBe(stockedProduct().product.stock);
  });

  it('call-layer rule: more than 100 units without a reason is refused, the form kept', async () => {
    await signInAs();
    const posts = recordPosts();
    const { option } = stockedProduct();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await openAddMovement(user);
    const values: MovementValues = { product: option, type: 'IN', qty: '150', ref: 'GRN-BULK' };
    await fillMovement(user, form, values);
    expect(await failureAlert()).toHaveTextContent('Large quantity movements (>100) require a reason');
    expectKept(form, values);
    expect(posts).toHaveLength(0);
  });

  it("an OUT above the stock is refused by the server: 'Insufficient stock: only N left'", async () => {
    await signInAs();
    const { product, option } = stockedProduct();
    const start = product.stock;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await openAddMovement(user);
    const values: MovementValues = { product: option, type: 'OUT', qty: String(start + 1), reason: 'Repair', ref: 'JOB-TOO-MANY' };
    await fillMovement(user, form, values);
    expect(await failureAlert()).toHaveTextContent(`Insufficient stock: only ${start} left`);
    expectKept(form, values);
    expect(form.getByText(`Current stock: ${start}`)).toBeInTheDocument();
    expect(product.stock).toBe(start);
  });

  it('filters by type and by product, back to page 1, 20 a page by default', async () => {
    await signInAs();
    const { product, option } = stockedProduct();
    // The seed has fewer than 21 movements: add some so there is a second page.
    for (let i = 0; i < 4; i++) await http.post('/api/inventory/movements', { productId: product.id, type: 'IN', qty: 1, reason: 'Test', ref: `IN-FILTER-${i}` });
    await http.post('/api/inventory/movements', { productId: product.id, type: 'OUT', qty: 1, reason: 'Test', ref: 'OUT-FILTER-1' });
    await http.post('/api/inventory/movements', { productId: product.id, type: 'OUT', qty: 2, reason: 'Test', ref: 'OUT-FILTER-2' });
    const total = t1().movements.length;
    expect(total).toBeGreaterThan(20);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    expect(await screen.findByText(`Total: ${total}`)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByRole('combobox', { name: 'Page size' })).toHaveTextContent('20');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Page 2 of ${Math.ceil(total / 20)}`)).toBeInTheDocument();

    // The seed's OUT movements (parts used on completed jobs) and the two above.
    const outs = t1().movements.filter((m) => m.type === 'OUT').length;
    await chooseOption(user, screen, 'Type', 'OUT');
    expect(await screen.findByText(`Total: ${outs}`)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(outs));
    expect(screen.getByText('OUT-FILTER-1')).toBeInTheDocument();
    expect(within(document.querySelector('tbody') as HTMLElement).queryByText('IN')).not.toBeInTheDocument();

    await chooseOption(user, screen, 'Type', 'All');
    await chooseOption(user, screen, 'Product', option);
    const ofProduct = t1().movements.filter((m) => m.productId === product.id).length;
    expect(await screen.findByText(`Total: ${ofProduct}`)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(ofProduct));
    for (const row of bodyRows()) expect(within(row).getByText(product.sku)).toBeInTheDocument();
  });

  it('a movement without its product name shows the product by name, not #id', async () => {
    await signInAs();
    const movement = t1().movements[0];
    const product = t1().products.find((p) => p.id === movement.productId)!;
    server.use(rest.get(MOVEMENTS_URL, () => HttpResponse.json({ data: [{ ...movement, product: null }], total: 1 })));
    await renderScreen(PATH);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText(`${product.name} (${product.sku})`)).toBeInTheDocument();
    expect(table).not.toHaveTextContent(`#${product.id}`);
  });

  it("a failed load shows 'Failed to load inventory movements' with the server message", async () => {
    await renderFailedList(PATH, MOVEMENTS_URL, { status: 500, message: 'Stock ledger offline' }, 'Failed to load inventory movements');
    expect(document.querySelector('table')).toBeNull();
  });

  it("no movements: 'No inventory movements found'", async () => {
    await signInAs();
    t1().movements.length = 0;
    await renderScreen(PATH);
    expect(await screen.findByText('No inventory movements found')).toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('has no axe violations on either tab', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    const view = await renderScreen(PATH);
    await screen.findByText(/^Total: /);
    const main = () => view.container.querySelector('main') ?? view.container;
    const rules = { 'color-contrast': { enabled: false } };
    let result = await axe.run(main(), { rules });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await openAddMovement(user);
    result = await axe.run(main(), { rules });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
