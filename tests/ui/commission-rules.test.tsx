import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { db, renderScreen, server, signInAs } from './harness';
import { addCommissionRule } from './fixtures';
import { pager } from './queries';
import { expectMainAxeClean, renderFailedList, expectSampleBanner, renderListInHindi } from './screenChecks';

// The commission logic screen against the demo backend (mocks/handlers/finance.ts): calculator,
// create-rule form (percentage and tiered, with the tier check), rules table with filters, paging,
// edit and delete, and the failure, empty and sample states.

// Whole-app renders on a shared 2-core machine: leave room beyond the default 30 s.

const PATH = '/admin/finance/commissions';
const RULES_URL = `${DEMO_ORIGIN}/v1/commission-rules`;
const t1 = () => db.tenant('1');
const DAY = 86_400_000;
type User = ReturnType<typeof userEvent.setup>;
type Scope = ReturnType<typeof within>;

/** Queries inside the card whose heading is `title` (scoped: role queries over the whole console are slow in jsdom). */
const card = async (title: string) => within((await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement);
const calculator = () => card('Commission Calculator');
const createForm = () => card('Create Commission Rule');
const rulesCard = () => card('Commission Rules');
const bodyRows = () => document.querySelectorAll('table tbody tr');
const findRowById = async (id: number) => (await screen.findByRole('cell', { name: String(id) })).closest('tr') as HTMLTableRowElement;

const choose = async (user: User, scope: Scope, label: string | RegExp, option: string) => {
  await user.click(scope.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const setNumber = async (user: User, input: HTMLElement, value: string) => {
  await user.clear(input);
  if (value) await user.type(input, value);
};

/** Every request to the commission-rules API that reaches the server, as "METHOD path?query". */
const recordRequests = () => {
  const seen: { method: string; url: URL }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/v1/commission-rules')) seen.push({ method: request.method, url });
  });
  return seen;
};

const addRule = addCommissionRule;

/** The result panel's value under `label` (Commission Amount, Rate Applied, Rule Type, Paid By). */
const resultValue = (scope: Scope, label: string) => scope.getByText(label).nextElementSibling?.textContent;

describe('Commission logic screen', () => {
  it("the calculator's defaults (vendor, 1000, any category, 560100) find the seeded rule; an area no rule covers says 'No applicable commission rule', not zero", async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const calc = await calculator();
    expect(calc.getByRole('combobox', { name: /Party/ })).toHaveTextContent('vendor');
    expect(calc.getByRole('spinbutton', { name: 'Order Value' })).toHaveValue(1000);
    expect(calc.getByRole('textbox', { name: 'Service Category' })).toHaveValue('');
    expect(calc.getByRole('textbox', { name: 'Area' })).toHaveValue('560100');

    await user.click(calc.getByRole('button', { name: 'Calculate' }));
    // The seeded Bengaluru vendor rule, for any category: 12.5% of 1000.
    expect(await calc.findByText('Commission Amount')).toBeInTheDocument();
    expect(resultValue(calc, 'Commission Amount')).toBe('₹125.00');
    expect(resultValue(calc, 'Rate Applied')).toBe('12.5%');
    expect(calc.queryByText('No applicable commission rule')).not.toBeInTheDocument();

    await user.clear(calc.getByRole('textbox', { name: 'Area' }));
    await user.type(calc.getByRole('textbox', { name: 'Area' }), '110001');
    await user.click(calc.getByRole('button', { name: 'Calculate' }));
    expect(await calc.findByText('No applicable commission rule')).toBeInTheDocument();
    expect(calc.queryByText('Commission Amount')).not.toBeInTheDocument();
    expect(calc.queryByText('₹0.00')).not.toBeInTheDocument();
  });

  it('the calculator shows amount in INR, rate applied, rule type and paid by for the seeded rule', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const calc = await calculator();
    await user.type(calc.getByRole('textbox', { name: 'Service Category' }), 'Mobile Repair');
    await user.click(calc.getByRole('button', { name: 'Calculate' }));

    expect(await calc.findByText('Commission Amount')).toBeInTheDocument();
    expect(resultValue(calc, 'Commission Amount')).toBe('₹150.00');
    expect(resultValue(calc, 'Rate Applied')).toBe('15%');
    expect(resultValue(calc, 'Rule Type')).toBe('percentage');
    expect(resultValue(calc, 'Paid By')).toBe('Customer');

    // Lakh grouping for a bigger order.
    await setNumber(user, calc.getByRole('spinbutton', { name: 'Order Value' }), '9999');
    await user.click(calc.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(resultValue(calc, 'Commission Amount')).toBe('₹1,499.85'));
  });

  it("a failed calculation says 'Failed to calculate commission' with the server's message", async () => {
    await signInAs();
    server.use(rest.post(`${RULES_URL}/calculate`, () => HttpResponse.json({ message: 'Rules engine is down' }, { status: 503 })));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const calc = await calculator();
    await user.click(calc.getByRole('button', { name: 'Calculate' }));
    const title = await calc.findByText('Failed to calculate commission');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Rules engine is down');
    expect(calc.getByRole('spinbutton', { name: 'Order Value' })).toHaveValue(1000);
  });

  it('creates a percentage rule with the defaults: success text, the row in the table, the spec payload', async () => {
    await signInAs();
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    expect(form.getByRole('combobox', { name: /Party/ })).toHaveTextContent('vendor');
    expect(form.getByRole('combobox', { name: /Type/ })).toHaveTextContent('percentage');
    expect(form.getByRole('spinbutton', { name: 'Value (%)' })).toHaveValue(15);
    expect(form.getByRole('textbox', { name: 'Service Category' })).toHaveValue('Mobile Repair');
    expect(form.getByRole('spinbutton', { name: 'Min Order Value' })).toHaveValue(100);
    expect(form.getByRole('spinbutton', { name: 'Max Order Value' })).toHaveValue(10000);
    expect(form.getByRole('textbox', { name: 'Applicable Areas' })).toHaveValue('560100, 400001');
    expect(form.getByRole('spinbutton', { name: 'Priority' })).toHaveValue(1);
    const before = t1().commissionRules.length;

    await user.click(form.getByRole('button', { name: 'Create Rule' }));
    expect(await screen.findByText('Commission rule created successfully')).toBeInTheDocument();
    await waitFor(() => expect(t1().commissionRules.length).toBe(before + 1));
    const created = t1().commissionRules.at(-1)!;
    expect(created).toMatchObject({
      party: 'vendor',
      type: 'percentage',
      value: 15,
      serviceCategory: 'Mobile Repair',
      minOrderValue: 100,
      maxOrderValue: 10000,
      applicableAreas: ['560100', '400001'],
      priority: 1,
      description: 'Percentage commission for vendor',
      isActive: true,
    });
    const window = new Date(created.effectiveUntil!).getTime() - new Date(created.effectiveFrom!).getTime();
    expect(window).toBe(365 * DAY);
    expect(Math.abs(new Date(created.effectiveFrom!).getTime() - Date.now())).toBeLessThan(60_000);
    const post = requests.find((r) => r.method === 'POST' && r.url.pathname === '/v1/commission-rules');
    expect(post).toBeTruthy();

    const row = await findRowById(created.id);
    expect(within(row).getByText('15%')).toBeInTheDocument();
    expect(within(row).getByText('₹100.00 – ₹10,000.00')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('a refused create shows the server message and keeps the form', async () => {
    await signInAs();
    server.use(rest.post(RULES_URL, () => HttpResponse.json({ message: 'Value must be a percentage between 0 and 100' }, { status: 400 })));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    await setNumber(user, form.getByRole('spinbutton', { name: 'Value (%)' }), '150');
    await user.click(form.getByRole('button', { name: 'Create Rule' }));
    const title = await form.findByText('Failed to create commission rule');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Value must be a percentage between 0 and 100');
    expect(form.getByRole('spinbutton', { name: 'Value (%)' })).toHaveValue(150);
    expect(form.getByRole('textbox', { name: 'Service Category' })).toHaveValue('Mobile Repair');
  });

  it('switching the type to tiered adds a first tier 0 to 1000 at 10 (once) and hides Value (%)', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    await choose(user, form, /Type/, 'tiered');

    const tier1 = within(await form.findByRole('group', { name: 'Tier 1' }));
    expect(tier1.getByRole('spinbutton', { name: 'Min Value' })).toHaveValue(0);
    expect(tier1.getByRole('spinbutton', { name: 'Max Value' })).toHaveValue(1000);
    expect(tier1.getByRole('spinbutton', { name: 'Rate' })).toHaveValue(10);
    expect(form.queryByRole('spinbutton', { name: 'Value (%)' })).not.toBeInTheDocument();

    // Back and forth keeps the one tier; removing it does not bring it back by itself.
    await choose(user, form, /Type/, 'percentage');
    await choose(user, form, /Type/, 'tiered');
    expect(form.getAllByRole('group', { name: /^Tier \d$/ })).toHaveLength(1);
    // The rows were hidden while percentage: query the shown ones again.
    await user.click(within(form.getByRole('group', { name: 'Tier 1' })).getByRole('button', { name: 'Remove' }));
    expect(form.queryByRole('group', { name: 'Tier 1' })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add Tier' }));
    expect(within(form.getByRole('group', { name: 'Tier 1' })).getByRole('spinbutton', { name: 'Max Value' })).toHaveValue(1000);
  });

  it('creates a tiered rule with two tiers, and the calculator uses the second tier for an order in it', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    await choose(user, form, /Type/, 'tiered');
    await form.findByRole('group', { name: 'Tier 1' });
    await user.click(form.getByRole('button', { name: 'Add Tier' }));
    const tier2 = within(form.getByRole('group', { name: 'Tier 2' }));
    // The new row starts where the first ends.
    expect(tier2.getByRole('spinbutton', { name: 'Min Value' })).toHaveValue(1000);
    await setNumber(user, tier2.getByRole('spinbutton', { name: 'Max Value' }), '');
    await setNumber(user, tier2.getByRole('spinbutton', { name: 'Rate' }), '7.5');
    // Above the seeded vendor rule (priority 1).
    await setNumber(user, form.getByRole('spinbutton', { name: 'Priority' }), '5');
    await user.click(form.getByRole('button', { name: 'Create Rule' }));

    expect(await screen.findByText('Commission rule created successfully')).toBeInTheDocument();
    const created = t1().commissionRules.at(-1)!;
    expect(created).toMatchObject({
      type: 'tiered',
      value: null,
      priority: 5,
      tieredRates: [
        { minValue: 0, maxValue: 1000, rate: 10 },
        { minValue: 1000, maxValue: null, rate: 7.5 },
      ],
      description: 'Tiered commission for vendor',
    });
    const row = await findRowById(created.id);
    expect(within(row).getByText('0–1000: 10%, 1000–∞: 7.5%')).toBeInTheDocument();

    const calc = await calculator();
    await setNumber(user, calc.getByRole('spinbutton', { name: 'Order Value' }), '2500');
    await user.type(calc.getByRole('textbox', { name: 'Service Category' }), 'Mobile Repair');
    await user.click(calc.getByRole('button', { name: 'Calculate' }));
    expect(await calc.findByText('Commission Amount')).toBeInTheDocument();
    expect(resultValue(calc, 'Commission Amount')).toBe('₹187.50');
    expect(resultValue(calc, 'Rate Applied')).toBe('7.5%');
    expect(resultValue(calc, 'Rule Type')).toBe('tiered');

    // An order in the first tier gets its 10%.
    await setNumber(user, calc.getByRole('spinbutton', { name: 'Order Value' }), '800');
    await user.click(calc.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(resultValue(calc, 'Commission Amount')).toBe('₹80.00'));
    expect(resultValue(calc, 'Rate Applied')).toBe('10%');
  });

  it('a gap between tiers shows the tier message, sends nothing and keeps the form', async () => {
    await signInAs();
    const requests = recordRequests();
    const before = t1().commissionRules.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const form = await createForm();
    await choose(user, form, /Type/, 'tiered');
    await form.findByRole('group', { name: 'Tier 1' });
    await user.click(form.getByRole('button', { name: 'Add Tier' }));
    const tier2 = within(form.getByRole('group', { name: 'Tier 2' }));
    await setNumber(user, tier2.getByRole('spinbutton', { name: 'Min Value' }), '1500');
    await setNumber(user, tier2.getByRole('spinbutton', { name: 'Max Value' }), '');
    await user.click(form.getByRole('button', { name: 'Create Rule' }));

    expect(await form.findByText('Tier 2 must start where tier 1 ends (1000)')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    expect(t1().commissionRules.length).toBe(before);
    expect(tier2.getByRole('spinbutton', { name: 'Min Value' })).toHaveValue(1500);
    expect(tier2.getByRole('spinbutton', { name: 'Max Value' })).toHaveValue(null);
    expect(form.getByRole('combobox', { name: /Type/ })).toHaveTextContent('tiered');
    expect(screen.queryByText('Commission rule created successfully')).not.toBeInTheDocument();
  });

  it("delete asks first, then says 'Commission rule #id deleted'", async () => {
    await signInAs();
    const rule = addRule();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const row = await findRowById(rule.id);
    await user.click(await within(row).findByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(`Delete commission rule #${rule.id}?`)).toBeInTheDocument();

    // Cancel keeps it.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t1().commissionRules.some((r) => r.id === rule.id)).toBe(true);

    await user.click(await within(await findRowById(rule.id)).findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Commission rule #${rule.id} deleted`)).toBeInTheDocument();
    expect(t1().commissionRules.some((r) => r.id === rule.id)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('cell', { name: String(rule.id) })).not.toBeInTheDocument());
  });

  it("a refused delete says 'Failed to delete commission rule' with the server's message", async () => {
    await signInAs();
    const rule = addRule();
    server.use(rest.delete(`${RULES_URL}/:id`, () => HttpResponse.json({ message: 'Rule is in use' }, { status: 409 })));
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await user.click(await within(await findRowById(rule.id)).findByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    const title = await dialog.findByText('Failed to delete commission rule');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Rule is in use');
    expect(t1().commissionRules.some((r) => r.id === rule.id)).toBe(true);
  });

  it('edit: changes the rate and makes the rule inactive through PUT, in a dialog', async () => {
    await signInAs();
    const rule = addRule({ value: 5 });
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await user.click(await within(await findRowById(rule.id)).findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit Commission Rule #${rule.id}` }));
    expect(dialog.getByRole('spinbutton', { name: 'Value (%)' })).toHaveValue(5);
    expect(dialog.getByRole('textbox', { name: 'Service Category' })).toHaveValue('Installation');
    await setNumber(user, dialog.getByRole('spinbutton', { name: 'Value (%)' }), '6.5');
    expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await user.click(dialog.getByRole('switch', { name: 'Active' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`Commission rule #${rule.id} updated`)).toBeInTheDocument();
    expect(t1().commissionRules.find((r) => r.id === rule.id)).toMatchObject({ value: 6.5, isActive: false, serviceCategory: 'Installation' });
    // Active only by default: it leaves the table.
    await waitFor(() => expect(screen.queryByRole('cell', { name: String(rule.id) })).not.toBeInTheDocument());
  });

  it('filters: active only by default; Inactive, All, party and type', async () => {
    await signInAs();
    const rules = t1().commissionRules;
    const active = rules.filter((r) => r.isActive);
    const inactive = rules.filter((r) => !r.isActive);
    expect(inactive.length).toBeGreaterThan(0);
    const requests = recordRequests();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const list = await rulesCard();

    expect(await list.findByText(`Total: ${active.length}`)).toBeInTheDocument();
    expect(list.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    const lastList = () => requests.filter((r) => r.method === 'GET' && r.url.pathname === '/v1/commission-rules').at(-1)!.url.searchParams;
    expect(lastList().get('active')).toBe('true');
    expect(bodyRows()).toHaveLength(active.length);

    await choose(user, list, 'Status', 'Inactive');
    expect(await list.findByText(`Total: ${inactive.length}`)).toBeInTheDocument();
    expect(lastList().get('active')).toBe('false');
    await findRowById(inactive[0].id);
    expect(within(document.querySelector('table tbody') as HTMLElement).getAllByText('Inactive')).toHaveLength(inactive.length);

    await choose(user, list, 'Status', 'All');
    expect(await list.findByText(`Total: ${rules.length}`)).toBeInTheDocument();
    expect(lastList().has('active')).toBe(false);

    await choose(user, list, 'Party', 'technician');
    const technicians = rules.filter((r) => r.party === 'technician');
    expect(await list.findByText(`Total: ${technicians.length}`)).toBeInTheDocument();
    expect(lastList().get('party')).toBe('technician');

    await choose(user, list, 'Party', 'All');
    await choose(user, list, 'Type', 'tiered');
    expect(await list.findByText(`Total: ${rules.filter((r) => r.type === 'tiered').length}`)).toBeInTheDocument();
    expect(lastList().get('type')).toBe('tiered');
    expect(lastList().has('party')).toBe(false);
  });

  it('paging: Prev/Next, and a page size or filter change goes back to page 1', async () => {
    await signInAs();
    for (let i = 0; i < 25; i++) addRule({ priority: 1 + (i % 3) });
    const activeTotal = t1().commissionRules.filter((r) => r.isActive).length;
    expect(activeTotal).toBeGreaterThan(20);
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const list = await rulesCard();

    expect(await list.findByText(`Total: ${activeTotal}`)).toBeInTheDocument();
    let nav = await pager();
    expect(nav.getByText(`Page 1 of ${Math.ceil(activeTotal / 10)}`)).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(bodyRows()).toHaveLength(10);
    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await nav.findByText(`Page 2 of ${Math.ceil(activeTotal / 10)}`)).toBeInTheDocument();

    await choose(user, nav, /Page size/, '20');
    nav = await pager();
    expect(await nav.findByText(`Page 1 of ${Math.ceil(activeTotal / 20)}`)).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));

    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await nav.findByText(`Page 2 of ${Math.ceil(activeTotal / 20)}`)).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();

    // A filter change goes back to page 1 on this screen too.
    await choose(user, list, 'Status', 'All');
    const all = t1().commissionRules.length;
    expect(await list.findByText(`Total: ${all}`)).toBeInTheDocument();
    nav = await pager();
    expect(nav.getByText(`Page 1 of ${Math.ceil(all / 20)}`)).toBeInTheDocument();
  });

  it('a failed load shows the red alert, the sample banner and the sample rules with Edit and Delete disabled', async () => {
    await renderFailedList(PATH, RULES_URL, { status: 500, message: 'Database is offline' }, 'Failed to load commission rules');
    expectSampleBanner();
    expect(await screen.findByText('0–1000: 10%, 1000–∞: 7.5%')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    const table = within(document.querySelector('table') as HTMLElement);
    for (const button of [...table.getAllByRole('button', { name: 'Edit' }), ...table.getAllByRole('button', { name: 'Delete' })]) {
      expect(button).toBeDisabled();
    }
  });

  it("an empty list says 'No commission rules found'", async () => {
    await signInAs();
    server.use(rest.get(RULES_URL, () => HttpResponse.json({ data: [], total: 0 })));
    await renderScreen(PATH);
    expect(await screen.findByText('No commission rules found')).toBeInTheDocument();
    expect(document.querySelector('table')).toBeNull();
  });

  it('speaks Hindi after switching the language', async () => {
    await renderListInHindi(PATH);
    expect(await screen.findByRole('heading', { name: 'कमीशन कैलकुलेटर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'गणना करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नियम बनाएँ' })).toBeInTheDocument();
  });

  it('has no axe violations, with a calculation shown', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    const view = await renderScreen(PATH);
    await pager();
    const calc = await calculator();
    await user.type(calc.getByRole('textbox', { name: 'Service Category' }), 'Mobile Repair');
    await user.click(calc.getByRole('button', { name: 'Calculate' }));
    await calc.findByText('Commission Amount');
    await within(document.querySelector('table') as HTMLElement).findAllByRole('button', { name: 'Edit' });
    await expectMainAxeClean(view);
  });
});
