import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, renderScreen, server, signInAs } from './harness';
import { isQueued } from '../../src/domain/dispatch';
import { visitToday } from '../../src/domain/service';
import { openAssignDialog, pickTechnicianAndDay } from './assignDialog';

// Visits are booked for today or later (issue 27), today being India's date: the booking form's
// picker starts at today and refuses an earlier day typed in, with the API's own text, before
// sending; the dispatch board's Assign… refuses a past day the same way. The API's refusal itself
// is tested in tests/api/bookings.test.ts, a drop on a past day in tests/e2e/dispatch.spec.ts.

const t1 = () => db.tenant('1');
const dayFromToday = (n: number) => new Date(Date.parse(`${visitToday()}T00:00:00.000Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The day as the picker and the refusal show it. */
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');
const pastText = (day: string) => `${day} is a past date: a visit can be booked for today (${visitToday()}) or a later day`;
/** The POST /api/service-bookings calls the screen sends, from now on. */
const recordPosts = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/service-bookings') seen.push(request.url);
  });
  return seen;
};

describe('past days refused for new visits', () => {
  it('the booking form refuses a day before today as soon as it is typed, and sends nothing; today is taken', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    const before = t1().bookings.length;
    const posts = recordPosts();
    await renderScreen('/admin/service/bookings');

    // No complaint picked either: were the day let through, the form would send and the server refuse.
    const form = within((await screen.findByText('New Service Booking')).closest('section') as HTMLElement);
    const date = form.getByRole('group', { name: 'Scheduled Date' }).parentElement!.querySelector('input') as HTMLInputElement;
    const yesterday = dayFromToday(-1);
    fireEvent.change(date, { target: { value: ddmmyyyy(yesterday) } });
    expect(await form.findByText(pastText(yesterday))).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Create Booking' }));
    expect(await form.findByText(pastText(yesterday))).toBeInTheDocument();
    // Time for a call to go, had the form sent one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts).toEqual([]);
    expect(t1().bookings.length).toBe(before);

    // Today is offered: the refusal goes (booking it is tests/api/bookings.test.ts's).
    fireEvent.change(date, { target: { value: ddmmyyyy(visitToday()) } });
    await waitFor(() => expect(form.queryByText(pastText(yesterday))).toBeNull());
  });

  it("the board's Assign… refuses a day before today with the same text, and moves nothing", async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    const booking = t1().bookings.find(isQueued)!;
    const before = { ...booking };
    const technician = t1().vendors.find((v) => v.type === 'technician' && v.isActive)!;
    await renderScreen('/admin/service/dispatch');

    const dialog = await openAssignDialog(user, booking.id);
    const past = dayFromToday(-3);
    await pickTechnicianAndDay(user, dialog, technician, past);
    expect(within(dialog).getByLabelText('Date')).toHaveAttribute('min', visitToday());
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(pastText(past))).toBeInTheDocument();
    expect(t1().bookings.find((b) => b.id === booking.id)).toMatchObject({ assignedTechnicianId: before.assignedTechnicianId, scheduledDate: before.scheduledDate });
  });
});
