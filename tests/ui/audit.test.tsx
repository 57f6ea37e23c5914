import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ORIGIN } from '../../src/config';
import { http } from '../../src/providers/http';
import { db, renderScreen, server, signInAs } from './harness';
import { renderFailedList, expectSampleBanner } from './screenChecks';
import { pager, recordGets } from './queries';
import en from '../../i18n/en.json';

// The audit logs screen against the demo backend (GET /api/audit/logs in mocks/handlers/finance.ts,
// which writes a row for every mutation): the user default, the entity-type search, paging and
// the failure state.


const PATH = '/admin/audit';
const LIST_URL = `${DEMO_ORIGIN}/api/audit/logs`;
const t1 = () => db.tenant('1');
type User = ReturnType<typeof userEvent.setup>;

const translateAction = (action: string) => (en.audit.actions as Record<string, string>)[action] ?? action;

afterEach(() => {
  server.events.removeAllListeners();
});

const listCard = async () => within((await screen.findByRole('heading', { name: 'Audit log', level: 2 })).closest('section') as HTMLElement);
const bodyRows = () => [...document.querySelectorAll('section table tbody tr')] as HTMLTableRowElement[];
/** The Entity column of every row on screen. */
const entities = () => bodyRows().map((tr) => tr.querySelector('.column-entityType')?.textContent);

/** The query of every GET /api/audit/logs (the list) the screen sends. */
const listQueries = () => recordGets('/api/audit/logs');

/** Types an entity type; 'enter' applies it at once, 'pause' leaves it to apply once typing pauses. */
const search = async (user: User, entityType: string, how: 'enter' | 'pause') => {
  const card = await listCard();
  const box = card.getByRole('textbox', { name: 'Entity type' });
  await user.clear(box);
  if (entityType) await user.type(box, entityType);
  if (how === 'enter') await user.type(box, '{Enter}');
  return card;
};

describe('Audit logs screen', () => {
  it('shows every entity type at first (issue 27), the actor by name and what changed', async () => {
    const logs = t1().auditLogs;
    const newest = logs.at(-1)!;
    const actor = db.state.users.find((u) => u.id === newest.actorId)!;
    const queries = listQueries();
    await signInAs();
    await renderScreen(PATH);

    expect((await pager()).getByText(`Total: ${logs.length}`)).toBeInTheDocument();
    expect(queries.at(-1)?.has('entityType')).toBe(false);
    const card = await listCard();
    expect(card.getByRole('textbox', { name: 'Entity type' })).toHaveValue('');
    const table = card.getByRole('columnheader', { name: 'Entity ID' }).closest('table') as HTMLElement;
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Entity', 'Entity ID', 'Action', 'Actor', 'Changes', 'Date']);
    await waitFor(() => expect(entities().length).toBe(Math.min(logs.length, 10)));
    // Newest first.
    const first = within(bodyRows()[0]);
    expect(first.getByRole('cell', { name: String(newest.id) })).toBeInTheDocument();
    // The action in words, never the raw value; the actor by name.
    expect(first.getByText(translateAction(newest.action))).toBeInTheDocument();
    expect(first.getByText(`${actor.firstName} ${actor.lastName}`)).toBeInTheDocument();
  });

  it('an edit is logged with each field it changed, from what to what', async () => {
    await signInAs();
    const category = t1().categories[0];
    await http.put(`/api/categories/${category.id}`, { categoryName: 'Panels (renamed)' });
    await renderScreen(PATH);
    await pager();
    const first = within(bodyRows()[0]);
    expect(await first.findByText(/Panels \(renamed\)/)).toHaveTextContent(/categoryName: .+ → Panels \(renamed\)/);
  });

  it('filters to complaint after one is created through the API; an empty search shows every type', async () => {
    await signInAs();
    const created = await http.post<{ id: number }>('/api/complaints', {
      customerId: t1().customers[0].id,
      productId: t1().products[0].id,
      serialNo: 'AUDIT-TEST-0001',
      description: 'Created by the audit test',
    });
    const complaintLogs = t1().auditLogs.filter((a) => a.entityType === 'complaint');
    const queries = listQueries();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await pager();

    const card = await search(user, 'complaint', 'enter');
    expect(await card.findByText(`Total: ${complaintLogs.length}`)).toBeInTheDocument();
    expect(queries.at(-1)?.get('entityType')).toBe('complaint');
    await waitFor(() => expect(new Set(entities())).toEqual(new Set(['Complaint'])));
    const first = within(bodyRows()[0]);
    expect(first.getByText(String(created.id))).toBeInTheDocument();
    expect(first.getByText('Created')).toBeInTheDocument();

    await search(user, '', 'pause');
    expect(await card.findByText(`Total: ${t1().auditLogs.length}`)).toBeInTheDocument();
    // The unfiltered page is shown from the cache of the first load at once; its fresh request goes
    // out after the search box's pause, which a loaded machine can stretch past the line above.
    await waitFor(() => expect(queries.at(-1)?.has('entityType')).toBe(false));
  });

  it('pages with Prev / Next and a page size of 10, 20 or 50', async () => {
    for (let i = 0; i < 25; i++) {
      t1().auditLogs.push({ id: 97_000 + i, entityType: 'user', entityId: 500 + i, action: 'update', actorId: 1, createdAt: new Date().toISOString() });
    }
    const total = t1().auditLogs.length;
    const user = userEvent.setup({ delay: null });
    await signInAs();
    await renderScreen(PATH);

    const nav = await pager();
    expect(nav.getByText(`Total: ${total}`)).toBeInTheDocument();
    expect(nav.getByText(`Page 1 of ${Math.ceil(total / 10)}`)).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(bodyRows()[0]).getByRole('cell', { name: '97024' })).toBeInTheDocument();

    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await nav.findByText(`Page 2 of ${Math.ceil(total / 10)}`)).toBeInTheDocument();
    await waitFor(() => expect(within(bodyRows()[0]).getByRole('cell', { name: '97014' })).toBeInTheDocument());
    expect(nav.getByRole('button', { name: 'Prev' })).toBeEnabled();

    // A new page size goes back to page 1.
    await user.click(nav.getByRole('combobox', { name: 'Page size' }));
    await user.click(await screen.findByRole('option', { name: '20' }));
    expect(await nav.findByText(`Page 1 of ${Math.ceil(total / 20)}`)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));

    await user.click(nav.getByRole('combobox', { name: 'Page size' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(await nav.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() => expect(bodyRows()).toHaveLength(total));
  });

  it('a failed load shows the error with the sample rows under the sample banner', async () => {
    await renderFailedList(PATH, LIST_URL, { status: 500, message: 'Database is offline' }, 'Failed to load audit logs');
    expectSampleBanner();
    await waitFor(() => expect(entities()).toEqual(['User', 'User', 'Complaint']));
  });
});
