import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, pickLookup, renderScreen, signInAs } from './harness';

// The leave days screen (src/resources/leave-days) on the demo backend: the seeded days with the
// technician's name, a day added above the list, a refused one keeping what was typed, a removal.

const PATH = '/admin/leave-days';
const t1 = () => db.tenant('1');

const createForm = async () => within((await screen.findByText('Add Leave Day', { selector: 'h2, h3, h6, span, div' })).closest('section') as HTMLElement);
const formElement = (form: ReturnType<typeof within>) => form.getByRole('button', { name: 'Add Leave Day' }).closest('form') as HTMLElement;
const listCard = async () => within((await screen.findByRole('heading', { name: "Technicians' days off" })).closest('section') as HTMLElement);

const setDay = (scope: ReturnType<typeof within>, label: string, isoDay: string) => {
  const [y, m, d] = isoDay.split('-');
  const input = scope.getByRole('group', { name: label }).parentElement!.querySelector('input') as HTMLInputElement;
  fireEvent.change(input, { target: { value: `${d}/${m}/${y}` } });
};

describe('Leave days screen', () => {
  it("lists the warehouse's leave days, latest first, with the technician's name", async () => {
    await signInAs();
    await renderScreen(PATH);
    const list = await listCard();
    const latest = [...t1().leaveDays].sort((a, b) => b.date.localeCompare(a.date))[0];
    const name = t1().vendors.find((v) => v.id === latest.technicianId)!.name;
    const firstRow = await waitFor(() => {
      const row = list.getAllByRole('row')[1];
      expect(row).toHaveTextContent(name);
      return row;
    });
    expect(within(firstRow).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('adds a leave day for a technician; the same day again is refused and the form keeps what was typed', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    const tech = t1().vendors.find((v) => v.type === 'technician' && v.isActive)!;
    await renderScreen(PATH);
    const form = await createForm();
    await pickLookup(user, formElement(form), /^Technician/, tech.name.split(' ')[0], new RegExp(tech.name));
    setDay(form, 'Day', '2031-05-06');
    await user.type(form.getByRole('textbox', { name: 'Reason' }), 'Wedding');
    await user.click(form.getByRole('button', { name: 'Add Leave Day' }));
    expect(await screen.findByText('Leave day added successfully')).toBeInTheDocument();
    expect(t1().leaveDays.at(-1)).toMatchObject({ technicianId: tech.id, date: '2031-05-06', reason: 'Wedding' });

    await waitFor(() => expect(form.getByRole('textbox', { name: 'Reason' })).toHaveValue(''));
    await pickLookup(user, formElement(form), /^Technician/, tech.name.split(' ')[0], new RegExp(tech.name));
    setDay(form, 'Day', '2031-05-06');
    await user.type(form.getByRole('textbox', { name: 'Reason' }), 'Twice');
    await user.click(form.getByRole('button', { name: 'Add Leave Day' }));
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to add leave day');
    expect(alert).toHaveTextContent('This technician already has a leave day on 2031-05-06');
    expect(form.getByRole('textbox', { name: 'Reason' })).toHaveValue('Twice');
  });

  it('removes a leave day after asking', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    const before = t1().leaveDays.length;
    await renderScreen(PATH);
    const list = await listCard();
    await user.click((await list.findAllByRole('button', { name: 'Remove' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Remove leave day' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Leave day removed')).toBeInTheDocument();
    expect(t1().leaveDays).toHaveLength(before - 1);
  });
});
