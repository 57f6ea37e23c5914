import { fireEvent, screen, within } from '@testing-library/react';

// The dispatch board's Assign… dialog, as the screen tests drive it: opened from a queued booking's
// card, then a technician picked (by the dialog's "name (#id)") and a day typed.

type User = { click: (element: Element) => Promise<void> };

/** Opens Assign… on booking `id`'s card in the queue; the dialog. */
export const openAssignDialog = async (user: User, id: number) => {
  const block = await within(await screen.findByRole('region', { name: /^Queue/ })).findByRole('group', { name: `Booking #${id}` });
  await user.click(within(block).getByRole('button', { name: 'Assign…' }));
  return screen.findByRole('dialog', { name: `Assign booking #${id}` });
};

/** Picks the technician and types the day in an open Assign… dialog. */
export const pickTechnicianAndDay = async (user: User, dialog: HTMLElement, technician: { id: number; name: string }, day: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: /Technician/ }));
  await user.click(await screen.findByRole('option', { name: `${technician.name} (#${technician.id})` }));
  fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: day } });
};
