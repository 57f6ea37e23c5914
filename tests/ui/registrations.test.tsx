import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { DAY_MS } from '../../src/domain/dates';
import { addCalendarMonths, warrantyStatus } from '../../src/domain/warranty';
import { db, pickLookup, renderScreen, server, signInAs } from './harness';
import { expectMainAxeClean, renderFailedList, expectSampleBanner } from './screenChecks';

// The product registrations (warranty) screen against the demo backend (mocks/handlers/warranties.ts):
// warranty check, register, list with status filter and Extend, the expiring/expired panels, and
// the failure, empty and sample states.


const PATH = '/admin/catalog/registrations';
const API = `${DEMO_ORIGIN}/api/warranties`;
const t1 = () => db.tenant('1');
type User = ReturnType<typeof userEvent.setup>;

/** Queries inside the card whose heading is `title` (scoped: role queries over the whole console are slow in jsdom). */
const card = async (title: string) => within((await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement);
const checkCard = () => card('Warranty Check');
const registerCard = () => card('Register Product');

/** The table row holding `text` (a serial number). */
const findRow = async (text: string) => {
  const table = await screen.findByRole('table');
  const cell = await within(table).findByText(text);
  return cell.closest('tr') as HTMLTableRowElement;
};
/** The End Date cell's day, as the <time> element carries it (the second date of the row). */
const endDateOf = (row: HTMLElement) => row.querySelectorAll('time')[1]?.getAttribute('datetime');
const bodyRows = () => document.querySelectorAll('table tbody tr');

/** Every request the screen sends, as method + path + query. */
const recordRequests = () => {
  const seen: { method: string; url: URL }[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, url: new URL(request.url) });
  });
  return seen;
};

const chooseOption = async (user: User, combobox: HTMLElement, option: string) => {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
};

/** Picks a product in the form holding `button`: typed (its SKU), searched on the server, chosen by its label. */
const pickProduct = async (user: User, button: HTMLElement, product: { name: string; sku: string }) =>
  pickLookup(user, button.closest('form') as HTMLElement, /^Product/, product.sku, `${product.name} (${product.sku})`);

const typePurchaseDate = async (user: User, form: Awaited<ReturnType<typeof registerCard>>, ddmmyyyy: string) => {
  const group = form.getByRole('group', { name: 'Purchase Date' });
  await user.click(within(group).getByRole('spinbutton', { name: 'Day' }));
  await user.keyboard(ddmmyyyy);
};

/** A registration well inside its warranty (more than 40 days left). */
const activeRegistration = () => t1().registrations.find((r) => new Date(r.warrantyEndDate).getTime() > Date.now() + 40 * DAY_MS)!;

describe('Product registrations screen', () => {
  it("Check Warranty without a serial says 'Please enter a serial number' and calls nothing", async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const check = await checkCard();
    const requests = recordRequests();
    await user.click(check.getByRole('button', { name: 'Check Warranty' }));
    expect(await check.findByText('Please enter a serial number')).toBeInTheDocument();
    // Spaces only count as no serial too.
    await user.type(check.getByRole('textbox', { name: 'Serial Number' }), '   ');
    await user.click(check.getByRole('button', { name: 'Check Warranty' }));
    expect(check.getByText('Please enter a serial number')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/warranties/check')).toEqual([]);
  });

  it('checks a registered serial: Valid, the message and the details', async () => {
    await signInAs();
    const reg = activeRegistration();
    const product = t1().products.find((p) => p.id === reg.productId)!;
    const customer = t1().customers.find((c) => c.id === reg.customerId)!;
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const check = await checkCard();
    await user.type(check.getByRole('textbox', { name: 'Serial Number' }), reg.serialNo);
    await pickProduct(user, check.getByRole('button', { name: 'Check Warranty' }), product);
    await user.click(check.getByRole('button', { name: 'Check Warranty' }));

    expect(await check.findByText('Valid')).toBeInTheDocument();
    expect(check.getByText(`Warranty valid until ${reg.warrantyEndDate.slice(0, 10)}`)).toBeInTheDocument();
    const result = within(check.getByTestId('warranty-check-result'));
    expect(result.getByText(`${product.name} (${product.sku})`)).toBeInTheDocument();
    expect(result.getByText(customer.name)).toBeInTheDocument();
    const daysLeft = Math.ceil((new Date(reg.warrantyEndDate).getTime() - Date.now()) / DAY_MS);
    expect(result.getByText('Days Left').nextElementSibling).toHaveTextContent(String(daysLeft));
    expect(result.getByText('Active')).toBeInTheDocument();
    const times = [...check.getByTestId('warranty-check-result').querySelectorAll('time')].map((t) => t.getAttribute('datetime'));
    expect(times).toEqual([reg.purchaseDate, reg.warrantyEndDate]);
    const sent = requests.find((r) => r.url.pathname === '/api/warranties/check')!;
    expect(sent.url.searchParams.get('serialNo')).toBe(reg.serialNo);
    expect(sent.url.searchParams.get('productId')).toBe(String(product.id));
  });

  it('an unknown serial is Not valid, with the server message', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const check = await checkCard();
    await user.type(check.getByRole('textbox', { name: 'Serial Number' }), 'NO-SUCH-SERIAL');
    await user.click(check.getByRole('button', { name: 'Check Warranty' }));
    expect(await check.findByText('Not valid')).toBeInTheDocument();
    expect(check.getByText('No registration found for serial NO-SUCH-SERIAL')).toBeInTheDocument();
    expect(check.queryByText('Days Left')).not.toBeInTheDocument();
  });

  it('a failed check shows the error in a red alert and no result', async () => {
    await signInAs();
    server.use(rest.get(`${API}/check`, () => HttpResponse.json({ message: 'Warranty service unavailable' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const check = await checkCard();
    await user.type(check.getByRole('textbox', { name: 'Serial Number' }), activeRegistration().serialNo);
    await user.click(check.getByRole('button', { name: 'Check Warranty' }));
    const title = await check.findByText('Failed to check warranty');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Warranty service unavailable');
    expect(check.queryByText('Valid')).not.toBeInTheDocument();
    expect(check.queryByText('Not valid')).not.toBeInTheDocument();
    expect(check.queryByTestId('warranty-check-result')).not.toBeInTheDocument();
  });

  it('registers a product: success text, the form clears and the list shows it', async () => {
    await signInAs();
    const product = t1().products[0];
    const customer = t1().customers[0];
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await registerCard();
    await pickProduct(user, form.getByRole('button', { name: 'Register Product' }), product);
    await user.type(form.getByRole('textbox', { name: 'Serial Number' }), 'SN-REG-UI-1');
    await pickLookup(user, form.getByRole('button', { name: 'Register Product' }).closest('form') as HTMLElement, /^Customer ID/, customer.name, `${customer.name} · ${customer.phone}`);
    await typePurchaseDate(user, form, '15032025');
    expect(form.getByRole('spinbutton', { name: 'Warranty Months' })).toHaveValue(24);
    await user.type(form.getByRole('textbox', { name: 'Dealer ID' }), 'DLR-777');
    await user.type(form.getByRole('textbox', { name: 'Invoice Number' }), 'INV/2025/42');
    await user.click(form.getByRole('button', { name: 'Register Product' }));

    expect(await screen.findByText('Product registered successfully for warranty')).toBeInTheDocument();
    const row = await findRow('SN-REG-UI-1');
    expect(within(row).getByText(customer.name)).toBeInTheDocument();
    expect(within(row).getByText('24 months')).toBeInTheDocument();
    // 24 calendar months from 15 Mar 2025 (docs/architecture.md, "Money: GST and warranty").
    expect(endDateOf(row)).toBe('2027-03-15T00:00:00.000Z');
    const stored = t1().registrations.find((r) => r.serialNo === 'SN-REG-UI-1')!;
    expect(stored).toMatchObject({
      productId: product.id,
      customerId: customer.id,
      purchaseDate: '2025-03-15T00:00:00.000Z',
      warrantyMonths: 24,
      dealerId: 'DLR-777',
      invoiceNumber: 'INV/2025/42',
      notes: null,
    });
    // The form is empty again, months back at 24.
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Serial Number' })).toHaveValue(''));
    expect(form.getByRole('combobox', { name: /^Customer ID/ })).toHaveValue('');
    expect(form.getByRole('spinbutton', { name: 'Warranty Months' })).toHaveValue(24);
  });

  it('finds a product beyond the first 100 by typing: the picker searches the whole catalogue on the server', async () => {
    await signInAs();
    const products = t1().products;
    const far = products[0];
    // 150 newer products: the one sought is far past the first page of 100 the picker used to load.
    const now = new Date().toISOString();
    for (let n = 1; n <= 150; n += 1) products.push({ ...far, id: 100_000 + n, name: `Filler ${n}`, sku: `FILL-${n}`, createdAt: now });
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await registerCard();
    await pickProduct(user, form.getByRole('button', { name: 'Register Product' }), far);

    expect(form.getByRole('combobox', { name: /^Product/ })).toHaveValue(`${far.name} (${far.sku})`);
    const searches = requests.filter((r) => r.url.pathname.endsWith('/api/products') && r.url.searchParams.get('search'));
    expect(searches.length).toBeGreaterThan(0);
    for (const r of searches) expect(Number(r.url.searchParams.get('limit') ?? r.url.searchParams.get('perPage') ?? 0)).toBeLessThanOrEqual(25);
  });

  it("a missing required field gives 'Please fill all required fields', sends nothing and keeps the form", async () => {
    await signInAs();
    const before = t1().registrations.length;
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await registerCard();
    await user.type(form.getByRole('textbox', { name: 'Serial Number' }), 'SN-HALF-1');
    const someone = t1().customers[6];
    await pickLookup(user, form.getByRole('button', { name: 'Register Product' }).closest('form') as HTMLElement, /^Customer ID/, someone.name, `${someone.name} · ${someone.phone}`);
    await user.type(form.getByRole('textbox', { name: 'Notes' }), 'Bought at the fair');
    await user.click(form.getByRole('button', { name: 'Register Product' }));

    const alert = await form.findByText('Please fill all required fields');
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Serial Number' })).toHaveValue('SN-HALF-1');
    expect(form.getByRole('combobox', { name: /^Customer ID/ })).toHaveValue(`${someone.name} · ${someone.phone}`);
    expect(form.getByRole('textbox', { name: 'Notes' })).toHaveValue('Bought at the fair');
    expect(form.getByRole('spinbutton', { name: 'Warranty Months' })).toHaveValue(24);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(t1().registrations.length).toBe(before);
  });

  it('a serial already registered: Failed to register product with the 409 message, form kept', async () => {
    await signInAs();
    const existing = t1().registrations[0];
    const product = t1().products.find((p) => p.id === existing.productId)!;
    const before = t1().registrations.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await registerCard();
    await pickProduct(user, form.getByRole('button', { name: 'Register Product' }), product);
    await user.type(form.getByRole('textbox', { name: 'Serial Number' }), existing.serialNo);
    const owner = t1().customers.find((c) => c.id === existing.customerId)!;
    await pickLookup(user, form.getByRole('button', { name: 'Register Product' }).closest('form') as HTMLElement, /^Customer ID/, owner.name, `${owner.name} · ${owner.phone}`);
    await typePurchaseDate(user, form, '01022025');
    await user.click(form.getByRole('button', { name: 'Register Product' }));

    const title = await form.findByText('Failed to register product');
    expect(title.closest('[role="alert"]')).toHaveTextContent(`Serial ${existing.serialNo} is already registered`);
    expect(form.getByRole('textbox', { name: 'Serial Number' })).toHaveValue(existing.serialNo);
    expect(form.getByRole('combobox', { name: /^Customer ID/ })).toHaveValue(`${owner.name} · ${owner.phone}`);
    expect(form.getByRole('group', { name: 'Purchase Date' })).toHaveTextContent('01/02/2025');
    expect(form.getByRole('combobox', { name: /^Product/ })).toHaveValue(`${product.name} (${product.sku})`);
    expect(t1().registrations.length).toBe(before);
  });

  it('extends by the default 12 months: the success text and an end date 12 calendar months later', async () => {
    await signInAs();
    // The list shows the newest first.
    const reg = t1().registrations.at(-1)!;
    // A product without an extension price: the price starts at 0 (a free extension, with the spec's reason).
    delete t1().products.find((p) => p.id === reg.productId)!.extendedWarrantyPrice;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    let row = await findRow(reg.serialNo);
    const before = endDateOf(row)!;
    expect(before).toBe(reg.warrantyEndDate);
    expect(within(row).getAllByRole('cell').at(-2)).toHaveTextContent('0');

    await user.click(within(row).getByRole('button', { name: 'Extend' }));
    const dialog = within(await screen.findByRole('dialog'));
    const months = dialog.getByRole('textbox', { name: 'Additional months' });
    expect(months).toHaveValue('12');
    // Not a number: nothing can be sent.
    await user.clear(months);
    await user.type(months, 'abc');
    expect(dialog.getByRole('button', { name: 'Extend warranty' })).toBeDisabled();
    await user.clear(months);
    await user.type(months, '12');
    await user.click(dialog.getByRole('button', { name: 'Extend warranty' }));

    expect(await screen.findByText('Warranty extended by 12 months')).toBeInTheDocument();
    const after = addCalendarMonths(new Date(before), 12).toISOString();
    await waitFor(async () => expect(endDateOf(await findRow(reg.serialNo))).toBe(after));
    row = await findRow(reg.serialNo);
    expect(within(row).getAllByRole('cell').at(-2)).toHaveTextContent('1');
    expect(within(row).getByText(`${reg.warrantyMonths} months`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t1().registrations.find((r) => r.id === reg.id)!.extensions).toMatchObject([
      { months: 12, reason: 'Warranty extension', cost: 0 },
    ]);
  });

  it('sells an extension: the dialog sends the price and the reason, and the success text names the draft invoice', async () => {
    await signInAs();
    const reg = t1().registrations.at(-1)!;
    delete t1().products.find((p) => p.id === reg.productId)!.extendedWarrantyPrice;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await user.click(within(await findRow(reg.serialNo)).getByRole('button', { name: 'Extend' }));
    const dialog = within(await screen.findByRole('dialog'));
    const price = dialog.getByRole('textbox', { name: 'Price (₹)' });
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    const submit = dialog.getByRole('button', { name: 'Extend warranty' });
    expect(price).toHaveValue('0');
    expect(reason).toHaveValue('Warranty extension');
    // Free (price 0) with no reason cannot be sent.
    await user.clear(reason);
    expect(dialog.getByText('A free extension needs a reason')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(price);
    await user.paste('2,499.50');
    expect(submit).toBeEnabled();
    await user.click(reason);
    await user.paste('Extended warranty plan, paid at the counter');
    await user.click(submit);

    const invoice = await waitFor(() => {
      const made = t1().invoices.find((i) => i.registrationId === reg.id);
      expect(made).toBeDefined();
      return made!;
    });
    expect(await screen.findByText(`Warranty extended by 12 months; draft invoice #${invoice.id} raised`)).toBeInTheDocument();
    expect(invoice.lineItems[0]).toMatchObject({ description: `Extended warranty, 12 months (${reg.serialNo})`, unitPrice: 2499.5 });
    expect(t1().registrations.find((r) => r.id === reg.id)!.extensions.at(-1)).toMatchObject({
      months: 12,
      reason: 'Extended warranty plan, paid at the counter',
      cost: 2499.5,
    });
  });

  it("the price starts at the product's extended-warranty price x months / 12 and follows the months until a price is typed", async () => {
    await signInAs();
    const reg = t1().registrations.at(-1)!;
    const product = t1().products.find((p) => p.id === reg.productId)!;
    product.extendedWarrantyPrice = 2310;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await user.click(within(await findRow(reg.serialNo)).getByRole('button', { name: 'Extend' }));
    const dialog = within(await screen.findByRole('dialog'));
    const months = dialog.getByRole('textbox', { name: 'Additional months' });
    const price = dialog.getByRole('textbox', { name: 'Price (₹)' });
    await waitFor(() => expect(price).toHaveValue('2310'));
    // 18 months: 2310 x 18 / 12 = 3465; 7 months: 1347.5, to the rupee 1348.
    await user.clear(months);
    await user.type(months, '18');
    expect(price).toHaveValue('3465');
    await user.clear(months);
    await user.type(months, '7');
    expect(price).toHaveValue('1348');
    // A typed price stays when the months change; 0 still needs a reason.
    await user.clear(price);
    await user.type(price, '0');
    await user.clear(months);
    await user.type(months, '24');
    expect(price).toHaveValue('0');
    await user.clear(dialog.getByRole('textbox', { name: 'Reason' }));
    expect(dialog.getByText('A free extension needs a reason')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Extend warranty' })).toBeDisabled();
    await user.clear(price);
    await user.paste('3999');
    await user.click(dialog.getByRole('button', { name: 'Extend warranty' }));
    const invoice = await waitFor(() => {
      const made = t1().invoices.find((i) => i.registrationId === reg.id);
      expect(made).toBeDefined();
      return made!;
    });
    expect(invoice.lineItems[0]).toMatchObject({ description: `Extended warranty, 24 months (${reg.serialNo})`, unitPrice: 3999 });
  });

  it('a failed extension shows the error and leaves the end date unchanged', async () => {
    await signInAs();
    const reg = t1().registrations.at(-1)!;
    const storedEnd = reg.warrantyEndDate;
    server.use(rest.patch(`${API}/:id/extend-warranty`, () => HttpResponse.json({ message: 'Extension service down' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRow(reg.serialNo);
    const before = endDateOf(row);
    await user.click(within(row).getByRole('button', { name: 'Extend' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Extend warranty' }));

    const title = await dialog.findByText('Failed to extend warranty');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Extension service down');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(endDateOf(await findRow(reg.serialNo))).toBe(before);
    expect(screen.queryByText('Warranty extended by 12 months')).not.toBeInTheDocument();
    expect(t1().registrations.find((r) => r.id === reg.id)!.warrantyEndDate).toBe(storedEnd);
    expect(before).toBe(storedEnd);
  });

  it('the warranty status filter sends warrantyStatus and shows only that status', async () => {
    await signInAs();
    const expired = t1().registrations.filter((r) => warrantyStatus(r) === 'expired');
    expect(expired.length).toBeGreaterThan(0);
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    expect(await screen.findByText(`Total: ${t1().registrations.length}`)).toBeInTheDocument();
    await chooseOption(user, screen.getByRole('combobox', { name: 'Warranty Status' }), 'expired');
    expect(await screen.findByText(`Total: ${expired.length}`)).toBeInTheDocument();
    const list = requests.filter((r) => r.url.pathname === '/api/warranties');
    expect(list.at(-1)?.url.searchParams.get('warrantyStatus')).toBe('expired');
    expect(list.at(-1)?.url.searchParams.get('page')).toBe('1');
    const badges = [...document.querySelectorAll('table tbody [data-status]')].map((b) => b.getAttribute('data-status'));
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.every((s) => s === 'expired')).toBe(true);
  });

  it("the 'Expiring soon' and 'Expired' panels list their registrations with a count", async () => {
    await signInAs();
    const now = Date.now();
    const expiring = t1().registrations.filter((r) => {
      const end = new Date(r.warrantyEndDate).getTime();
      return end >= now && end - now <= 30 * DAY_MS;
    });
    const expired = t1().registrations.filter((r) => warrantyStatus(r) === 'expired');
    await renderScreen(PATH);
    const soon = await card('Expiring soon');
    const gone = await card('Expired');
    expect(await soon.findByLabelText(`${expiring.length} registrations`)).toBeInTheDocument();
    expect(await gone.findByLabelText(`${expired.length} registrations`)).toBeInTheDocument();
    expect(gone.getByText(expired[0].serialNo)).toBeInTheDocument();
    if (expiring.length) expect(soon.getByText(expiring[0].serialNo)).toBeInTheDocument();
    else expect(soon.getByText('No warranties expire in the next 30 days')).toBeInTheDocument();
  });

  it('a registration without its product or customer name shows them by name, not #id: table, panels and check', async () => {
    await signInAs();
    const reg = activeRegistration();
    const product = t1().products.find((p) => p.id === reg.productId)!;
    const customer = t1().customers.find((c) => c.id === reg.customerId)!;
    // The server sends the ids only: the names are fetched by id (one batched getMany per resource).
    const bare = { ...reg, product: null, customerName: null };
    server.use(
      rest.get(API, () => HttpResponse.json({ data: [bare], total: 1 })),
      rest.get(`${API}/expired`, () => HttpResponse.json({ data: [bare], total: 1 })),
      rest.get(`${API}/check`, () => HttpResponse.json({ isValid: true, message: 'Warranty valid', details: bare })),
    );
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const productName = `${product.name} (${product.sku})`;

    const row = await findRow(reg.serialNo);
    expect(await within(row).findByText(productName)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText(customer.name)).toBeInTheDocument());
    expect(row).not.toHaveTextContent(`#${customer.id}`);

    const gone = await card('Expired');
    expect(await gone.findByText(productName)).toBeInTheDocument();

    const check = await checkCard();
    await user.type(check.getByRole('textbox', { name: 'Serial Number' }), reg.serialNo);
    await user.click(check.getByRole('button', { name: 'Check Warranty' }));
    const result = within(await check.findByTestId('warranty-check-result'));
    expect(await result.findByText(productName)).toBeInTheDocument();
    await waitFor(() => expect(result.getByText(customer.name)).toBeInTheDocument());
  });

  it("an empty list says 'No registrations found'", async () => {
    await signInAs();
    server.use(rest.get(API, () => HttpResponse.json({ data: [], total: 0 })));
    await renderScreen(PATH);
    expect(await screen.findByText('No registrations found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Total: 0')).toBeInTheDocument();
  });

  it('a failed load shows the red alert, the sample banner and the sample rows with Extend disabled', async () => {
    await renderFailedList(PATH, API, { status: 500, message: 'Database is offline' }, 'Failed to load registrations');
    expectSampleBanner();
    const row = await findRow('TV55-SAMPLE-0001');
    expect(within(row).getByRole('button', { name: 'Extend' })).toBeDisabled();
    expect(bodyRows()).toHaveLength(2);
    for (const button of within(document.querySelector('table') as HTMLElement).getAllByRole('button', { name: 'Extend' })) {
      expect(button).toBeDisabled();
    }
  });

  it('a customer sees only their own registrations and may register, but not extend', async () => {
    const reg = t1().registrations[0];
    // The demo customer account owns the customer record of this registration (matched on e-mail).
    t1().customers.find((c) => c.id === reg.customerId)!.email = 'customer@demo.in';
    const own = t1().registrations.filter((r) => r.customerId === reg.customerId);
    await signInAs('customer@demo.in');
    await renderScreen(PATH);
    expect(await screen.findByText(`Total: ${own.length}`)).toBeInTheDocument();
    const row = await findRow(reg.serialNo);
    expect(within(row).queryByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(Math.min(10, own.length));
    expect(await screen.findByRole('heading', { name: 'Register Product' })).toBeInTheDocument();
  });

  it('speaks Hindi when the locale is hi', async () => {
    localStorage.setItem('locale', 'hi');
    await signInAs();
    await renderScreen(PATH);
    expect(await screen.findByRole('heading', { name: 'वारंटी जाँच' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'वारंटी जाँचें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'उत्पाद पंजीकृत करें' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await signInAs();
    const view = await renderScreen(PATH);
    await within(await screen.findByRole('table')).findAllByRole('button', { name: 'Extend' });
    await expectMainAxeClean(view);
  });
});
