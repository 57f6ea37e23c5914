import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { DEMO_ACCOUNTS } from '../../src/config';
import { localDay, openJobs } from '../../src/resources/my-jobs/jobs';
import { db, locationPath, renderScreen, signInAs } from './harness';

// Dialogs that survive Back (issue 27): the technician types into the Complete dialog of a job and
// presses Back: the dialog closes, the job stays on screen, and the dialog opens again with what he
// typed. Leaving a page whose create form has unsaved input asks first.

const t1 = () => db.tenant('1');

/** The router's navigate and hash, from inside the screen's router (the test's Back and Forward). */
let navigate: NavigateFunction;
let hash = '';
const HistoryProbe = () => {
  navigate = useNavigate();
  hash = useLocation().hash;
  return null;
};
// Outside act, as a click's effects are here: the checks after them wait for the screen.
const back = async () => navigate(-1);
const forward = async () => navigate(1);

/** The technician's jobs as My jobs lists them. */
const technicianJobs = () => {
  const mine = new Set(t1().vendors.filter((v) => v.userId != null).map((v) => v.id));
  return openJobs(
    t1().bookings.filter((b) => b.assignedTechnicianId != null && mine.has(b.assignedTechnicianId)),
    localDay(),
  );
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** My jobs as the technician, with one of his jobs in progress (started from its card when none is): its card and dialog. */
const myJobInProgress = async (user: ReturnType<typeof userEvent.setup>) => {
  await signInAs(DEMO_ACCOUNTS.technician);
  const view = await renderScreen('/admin/service/my-jobs', { beside: <HistoryProbe /> });
  const jobs = technicianJobs();
  const job = jobs.find((b) => b.status === 'in_progress') ?? jobs.find((b) => b.status === 'scheduled')!;
  const card = async () => within((await screen.findByRole('link', { name: `Booking #${job.id}` })).closest('article') as HTMLElement);
  if (job.status === 'scheduled') {
    await user.click(await (await card()).findByRole('button', { name: 'Start' }));
    expect(await screen.findByText(`Booking #${job.id} status updated to In progress`)).toBeInTheDocument();
    await waitFor(async () => expect((await card()).getByRole('button', { name: 'Complete' })).toBeEnabled());
  }
  const title = `Complete booking #${job.id}`;
  const openDialog = async () => {
    await user.click(await (await card()).findByRole('button', { name: 'Complete' }));
    return within(await screen.findByRole('dialog', { name: title }));
  };
  const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
  return { job, view, title, card, openDialog, closed };
};
const notes = (dialog: ReturnType<typeof within>) => dialog.getByRole('textbox', { name: /Work notes/ });

describe('the Complete dialog in the URL', () => {
  it('closes on Back with the job still shown, and opens again with what was typed (a draft of that job)', async () => {
    const user = userEvent.setup({ delay: null });
    const { job, title, openDialog, closed } = await myJobInProgress(user);

    // Open and type.
    let dialog = await openDialog();
    expect(hash).toBe(`#dialog=complete-${job.id}`);
    // Nothing typed yet: no draft to speak of.
    expect(dialog.queryByRole('status')).toBeNull();
    await user.type(notes(dialog), 'Replaced the fuse');

    // Back: the dialog closes, the page and the job stay.
    await back();
    await closed();
    expect(hash).toBe('');
    expect(locationPath()).toBe('/admin/service/my-jobs');
    expect(await screen.findByRole('link', { name: `Booking #${job.id}` })).toBeInTheDocument();
    expect(t1().bookings.find((b) => b.id === job.id)!.status).toBe('in_progress');

    // Forward opens it again, with what was typed.
    await forward();
    dialog = within(await screen.findByRole('dialog', { name: title }));
    expect(notes(dialog)).toHaveValue('Replaced the fuse');
    expect(dialog.getByRole('status')).toHaveTextContent('What you typed here earlier and did not send is back.');

    // Escape closes it too (Back in the history), keeping the draft; the button opens it again with it.
    await user.keyboard('{Escape}');
    await closed();
    expect(hash).toBe('');
    dialog = await openDialog();
    expect(notes(dialog)).toHaveValue('Replaced the fuse');
  });

  it('a reload of its URL opens it with the draft; Discard and Cancel drop the draft, and so does the completion', async () => {
    const user = userEvent.setup({ delay: null });
    const { job, view, title, openDialog, closed } = await myJobInProgress(user);
    await user.type(notes(await openDialog()), 'Replaced the fuse');

    // The page loaded again at the dialog's URL (a reload, a phone that dropped the tab).
    view.unmount();
    await renderScreen(`/admin/service/my-jobs#dialog=complete-${job.id}`, { beside: <HistoryProbe /> });
    let dialog = within(await screen.findByRole('dialog', { name: title }));
    expect(notes(dialog)).toHaveValue('Replaced the fuse');

    // Discard starts again from the booking's values; Cancel drops the draft.
    await user.click(dialog.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(notes(dialog)).toHaveValue(''));
    expect(dialog.queryByRole('status')).toBeNull();
    await user.type(notes(dialog), 'Cable loose');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await closed();
    // Opened by its URL, closed in place: still My jobs.
    expect(locationPath()).toBe('/admin/service/my-jobs');
    dialog = await openDialog();
    expect(notes(dialog)).toHaveValue('');

    // Typed, left by Back, completed after reopening: the draft goes with the completion.
    await user.type(notes(dialog), 'Replaced the fuse; tested.');
    await back();
    await closed();
    dialog = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Complete booking' }));
    expect(await screen.findByText(`Booking #${job.id} status updated to Completed`)).toBeInTheDocument();
    expect(t1().bookings.find((b) => b.id === job.id)!.workNotes).toBe('Replaced the fuse; tested.');
    expect(Object.keys(sessionStorage).filter((key) => key.includes('draft'))).toEqual([]);
    await waitFor(() => expect(hash).toBe(''));
  });
});

describe('the other dialogs with typed input, on the same shared piece', () => {
  it('a row action of a list (Reject with notes): Back closes it on the list, the notes come back', async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    await renderScreen('/admin/approvals', { beside: <HistoryProbe /> });
    const approval = t1().approvals.find((a) => a.status === 'pending')!;
    const row = async () => within((await screen.findByRole('cell', { name: String(approval.id) })).closest('tr') as HTMLElement);
    const title = `Reject approval #${approval.id}`;
    await user.click(await (await row()).findByRole('button', { name: 'Reject' }));
    let dialog = within(await screen.findByRole('dialog', { name: title }));
    expect(hash).toBe(`#dialog=approvals.reject-${approval.id}`);
    await user.type(dialog.getByRole('textbox', { name: 'Notes' }), 'Quote too high');

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    expect(locationPath()).toBe('/admin/approvals');
    await user.click((await row()).getByRole('button', { name: 'Reject' }));
    dialog = within(await screen.findByRole('dialog', { name: title }));
    expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue('Quote too high');
    expect(dialog.getByRole('status')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(`Approval #${approval.id} rejected`)).toBeInTheDocument();
    expect(t1().approvals.find((a) => a.id === approval.id)).toMatchObject({ status: 'rejected', notes: 'Quote too high' });
    await waitFor(() => expect(hash).toBe(''));
  });

  it("a record page's action (Reopen with a reason): Back keeps the reason, Cancel drops it", async () => {
    await signInAs();
    const user = userEvent.setup({ delay: null });
    const resolved = t1().complaints.find((c) => c.status === 'resolved')!;
    await renderScreen(`/admin/service/complaints/${resolved.id}/show`, { beside: <HistoryProbe /> });
    const page = within((await screen.findByRole('heading', { name: `Complaint #${resolved.id}` })).closest('article') as HTMLElement);
    const title = `Reopen complaint #${resolved.id}`;
    await user.click(await page.findByRole('button', { name: 'Reopen' }));
    let dialog = within(await screen.findByRole('dialog', { name: title }));
    await user.click(dialog.getByRole('textbox', { name: /Reason/ }));
    await user.paste('Picture fault came back');

    await back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    expect(page.getByRole('heading', { name: `Complaint #${resolved.id}` })).toBeInTheDocument();
    await forward();
    dialog = within(await screen.findByRole('dialog', { name: title }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('Picture fault came back'));

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    await user.click(page.getByRole('button', { name: 'Reopen' }));
    dialog = within(await screen.findByRole('dialog', { name: title }));
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('');
    expect(dialog.queryByRole('status')).toBeNull();
    expect(t1().complaints.find((c) => c.id === resolved.id)!.status).toBe('resolved');
  });
});

describe('a page with unsaved input', () => {
  it('asks before it is left, not before a dialog of its own opens', async () => {
    await signInAs();
    const user = userEvent.setup();
    await renderScreen('/admin/areas', { beside: <HistoryProbe /> });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    // The create form's (the list's filters have a pincode too), under a dialog drawn over it too.
    const pincode = () => screen.getAllByRole('textbox', { name: /Pincode/, hidden: true }).find((input) => input.closest('form')?.querySelector('button[type="submit"]'))!;
    await waitFor(() => expect(pincode()).toBeInTheDocument());

    // Nothing typed: leaving asks nothing.
    await navigate('/admin/areas/1/show');
    await waitFor(() => expect(locationPath()).toBe('/admin/areas/1/show'));
    await navigate('/admin/areas');
    await waitFor(() => expect(locationPath()).toBe('/admin/areas'));
    expect(confirm).not.toHaveBeenCalled();

    await user.type(pincode(), '560001');
    // Another page: asked; No stays, with what was typed.
    await navigate('/admin/dashboard');
    expect(confirm).toHaveBeenCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?");
    expect(locationPath()).toBe('/admin/areas');
    expect(pincode()).toHaveValue('560001');
    // Moves that keep the form: a dialog in the hash, a record drawn over the list it is above.
    confirm.mockClear();
    await navigate({ hash: '#dialog=x' });
    await waitFor(() => expect(hash).toBe('#dialog=x'));
    await navigate('/admin/areas/1/show');
    await waitFor(() => expect(locationPath()).toBe('/admin/areas/1/show'));
    expect(pincode()).toHaveValue('560001');
    expect(confirm).not.toHaveBeenCalled();
    // Yes leaves.
    confirm.mockReturnValue(true);
    await navigate('/admin/dashboard');
    await waitFor(() => expect(locationPath()).toBe('/admin/dashboard'));
  });
});
