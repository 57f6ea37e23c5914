import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as rest } from 'msw';
import { DEMO_ORIGIN } from '../../src/config';
import { db, renderScreen, server, signInAs } from './harness';
import { attachPersistence, detachPersistence } from '../../mocks/db';
import { renderEmptyList, expectMainAxeClean, renderFailedList, expectSampleBanner } from './screenChecks';

// The categories screen against the demo backend (mocks/handlers/catalog.ts): the three tabs,
// search, inline edit, delete with confirmation, suggestions, and the failure and empty states.

// Whole-app renders on a shared 2-core machine: leave room beyond the default 30 s.

const PATH = '/admin/catalog/categories';
const LIST_URL = `${DEMO_ORIGIN}/api/categories`;
const t1 = () => db.tenant('1');
type User = ReturnType<typeof userEvent.setup>;

const bodyRows = () => document.querySelectorAll('table tbody tr');
/** The table row showing `name` in its name cell. */
const findRow = async (name: string) => (await screen.findByText(name, { selector: 'td' })).closest('tr') as HTMLTableRowElement;
const openTab = async (user: User, name: string) => user.click(await screen.findByRole('tab', { name }));
/** Adds an unused category straight into the demo store (the seeded ones all hold products). */
const addUnusedCategory = (name: string) => {
  const row = { id: db.nextId('categories'), categoryName: name, createdAt: new Date().toISOString() };
  t1().categories.push(row);
  return row;
};

describe('Categories screen', () => {
  it('lists the categories with ID, name and created date', async () => {
    await signInAs();
    await renderScreen(PATH);
    expect(await screen.findByRole('tab', { name: 'Categories List', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Add New Category' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Suggested Categories' })).toBeInTheDocument();
    const row = await findRow('Display Panels');
    const stored = t1().categories.find((c) => c.categoryName === 'Display Panels')!;
    expect(within(row).getByRole('cell', { name: String(stored.id) })).toBeInTheDocument();
    expect(row.querySelector('time')).not.toBeNull();
    expect(screen.getByText(`Total: ${t1().categories.length}`)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(t1().categories.length);
  });

  it('pages by 10: Next shows the rest, Prev goes back', async () => {
    await signInAs();
    for (let i = 1; i <= 8; i++) addUnusedCategory(`Zz Spare Group ${i}`);
    const total = t1().categories.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    const nav = within((await screen.findByText(`Total: ${total}`)).closest('nav') as HTMLElement);
    expect(bodyRows()).toHaveLength(10);
    expect(nav.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await nav.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(total - 10));
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(nav.getByRole('button', { name: 'Prev' }));
    expect(await nav.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('creates a category: trims the name, says it was created and lists it', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await openTab(user, 'Add New Category');
    await user.type(await screen.findByRole('textbox', { name: 'Category name' }), '  Tuner Modules  ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('TV parts category created successfully')).toBeInTheDocument();
    expect(t1().categories.some((c) => c.categoryName === 'Tuner Modules')).toBe(true);
    expect(await screen.findByRole('tab', { name: 'Categories List', selected: true })).toBeInTheDocument();
    expect(await findRow('Tuner Modules')).toBeInTheDocument();
  });

  it("refuses a blank name with 'Category name is required'; a duplicate shows the server message and keeps the name", async () => {
    await signInAs();
    const before = t1().categories.length;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await openTab(user, 'Add New Category');
    const field = await screen.findByRole('textbox', { name: 'Category name' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Category name is required')).toBeInTheDocument();
    expect(t1().categories).toHaveLength(before);

    await user.clear(field);
    await user.type(field, 'speakers');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const title = await screen.findByText('Failed to create category');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Category "speakers" already exists');
    expect(screen.getByRole('textbox', { name: 'Category name' })).toHaveValue('speakers');
    expect(t1().categories).toHaveLength(before);

    // Reset empties the form and the alert.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Category name' })).toHaveValue(''));
    expect(screen.queryByText('Failed to create category')).not.toBeInTheDocument();
  });

  it("with the browser's storage full or unavailable a new category is not saved, and the form says so", async () => {
    await signInAs();
    const before = JSON.stringify(t1().categories);
    const unavailable = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await attachPersistence({ load: unavailable, write: unavailable, clear: unavailable });
    try {
      const user = userEvent.setup({ delay: null });
      await renderScreen(PATH);
      await openTab(user, 'Add New Category');
      await user.type(await screen.findByRole('textbox', { name: 'Category name' }), 'Tuner Modules');
      await user.click(screen.getByRole('button', { name: 'Create' }));
      const title = await screen.findByText('Failed to create category');
      expect(title.closest('[role="alert"]')).toHaveTextContent("Your change was not saved: the browser's storage is full or unavailable.");
      expect(screen.queryByText('TV parts category created successfully')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Category name' })).toHaveValue('Tuner Modules');
      expect(JSON.stringify(t1().categories)).toBe(before);
    } finally {
      detachPersistence();
      warn.mockRestore();
    }
  });

  it('searches once typing pauses (Search and Enter at once), and Clear shows every category again', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await findRow('Mainboards');
    const box = screen.getByRole('searchbox', { name: 'Search categories' });
    await user.type(box, 'board');
    // No Search press needed: the list follows the box (the spec's Search button stays).
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    const matching = t1().categories.filter((c) => c.categoryName.toLowerCase().includes('board'));
    expect(await screen.findByText(`Total: ${matching.length}`)).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(matching.length));
    expect(screen.queryByText('Speakers', { selector: 'td' })).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'no such part{Enter}');
    expect(await screen.findByText('No categories found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText(`Total: ${t1().categories.length}`)).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(await findRow('Speakers')).toBeInTheDocument();
  });

  it('edits a name inline: Save updates it, a blank name is refused, Cancel keeps the old one', async () => {
    await signInAs();
    const target = t1().categories.find((c) => c.categoryName === 'Speakers')!;
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    let row = await findRow('Speakers');
    await user.click(await within(row).findByRole('button', { name: 'Edit' }));
    const field = within(row).getByRole('textbox', { name: 'Category name' });
    expect(field).toHaveValue('Speakers');

    await user.clear(field);
    await user.type(field, '  ');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Category name is required')).toBeInTheDocument();
    expect(target.categoryName).toBe('Speakers');

    // A duplicate is refused by the server: its message shows and the typed name stays.
    await user.clear(field);
    await user.type(field, 'Mainboards');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    const failure = await within(row).findByText('Failed to update category');
    expect(failure.closest('[role="alert"]')).toHaveTextContent('Category "Mainboards" already exists');
    expect(field).toHaveValue('Mainboards');

    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    row = await findRow('Speakers');
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const again = within(row).getByRole('textbox', { name: 'Category name' });
    await user.clear(again);
    await user.type(again, ' Speakers & Tweeters ');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('TV parts category updated successfully')).toBeInTheDocument();
    expect(await findRow('Speakers & Tweeters')).toBeInTheDocument();
    expect(target.categoryName).toBe('Speakers & Tweeters');
  });

  it('deletes after a confirmation naming the category; a category in use shows the server message', async () => {
    await signInAs();
    const unused = addUnusedCategory('Cable Kits');
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);

    // In use: refused with a 409, shown in the dialog.
    let row = await findRow('Speakers');
    await user.click(await within(row).findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the category "Speakers"?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const failure = await within(dialog).findByText('Failed to delete category');
    expect(failure.closest('[role="alert"]')).toHaveTextContent('Category "Speakers" is used by 1 product(s)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(t1().categories.some((c) => c.categoryName === 'Speakers')).toBe(true);

    row = await findRow('Cable Kits');
    await user.click(await within(row).findByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete category')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('"Cable Kits"');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Cable Kits', { selector: 'td' })).not.toBeInTheDocument());
    expect(t1().categories.some((c) => c.id === unused.id)).toBe(false);
  });

  it("suggestions: existing names are disabled; Add creates one, names it, then disables it", async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    await openTab(user, 'Suggested Categories');
    const list = await screen.findByRole('list', { name: 'Suggested Categories' });
    const item = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
    await waitFor(() => expect(within(item('Display Panels')).getByRole('button', { name: 'Add' })).toBeDisabled());
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(item('Display Panels')).getByText('Already added')).toBeInTheDocument();
    const add = within(item('Remote Controls')).getByRole('button', { name: 'Add' });
    expect(add).toBeEnabled();
    expect(add).toHaveAccessibleDescription('Remote Controls');

    await user.click(add);
    expect(await screen.findByText('Category "Remote Controls" created')).toBeInTheDocument();
    await waitFor(() => expect(within(item('Remote Controls')).getByRole('button', { name: 'Add' })).toBeDisabled());
    expect(t1().categories.some((c) => c.categoryName === 'Remote Controls')).toBe(true);
    expect(within(item('Wall Mounts')).getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it('reads a category sent as category_name, case-insensitively, for the suggestions too', async () => {
    await signInAs();
    server.use(
      rest.get(LIST_URL, () =>
        HttpResponse.json({ data: [{ id: 41, category_name: 'wall mounts', createdAt: '2025-02-01T00:00:00.000Z' }], total: 1 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await renderScreen(PATH);
    expect(await findRow('wall mounts')).toBeInTheDocument();
    await openTab(user, 'Suggested Categories');
    const list = await screen.findByRole('list', { name: 'Suggested Categories' });
    const wallMounts = within(list).getByText('Wall Mounts').closest('li') as HTMLElement;
    await waitFor(() => expect(within(wallMounts).getByRole('button', { name: 'Add' })).toBeDisabled());
  });

  it('a failed load shows the red alert, the sample banner and sample categories with actions disabled', async () => {
    await renderFailedList(PATH, LIST_URL, { status: 503, message: 'Catalogue service is down' }, 'Failed to load categories');
    expectSampleBanner();
    const row = await findRow('Display Panels');
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it("an empty list says 'No categories found'", async () => {
    await renderEmptyList(PATH, LIST_URL, 'No categories found');
    expect(document.querySelector('table')).toBeNull();
  });

  it('a technician may only read: no adding tabs, no Edit or Delete', async () => {
    await signInAs('tech@demo.in');
    await renderScreen(PATH);
    const row = await findRow('Mainboards');
    await screen.findByText(`Total: ${t1().categories.length}`);
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Add New Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Suggested Categories' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await signInAs();
    const view = await renderScreen(PATH);
    await findRow('Speakers');
    await within(await findRow('Speakers')).findByRole('button', { name: 'Edit' });
    await expectMainAxeClean(view);
  });

  it('speaks Hindi when the locale is hi', async () => {
    localStorage.setItem('locale', 'hi');
    await signInAs();
    await renderScreen(PATH);
    expect(await screen.findByRole('tab', { name: 'श्रेणियों की सूची' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'खोजें' })).toBeInTheDocument();
  });
});
