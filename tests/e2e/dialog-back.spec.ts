// Dialogs that survive Back (issue 27), in Chromium with the browser's own Back, Forward and reload:
// the technician on his phone types into a job's Complete dialog and presses Back: the dialog
// closes and the job stays; Forward and a reload open it again with what he typed. A page whose
// create form has unsaved input asks before Back leaves it.
import { expect, test } from './fixtures';
import { exploreDemo, signInAsTechnician } from './helpers';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("Back closes the Complete dialog and stays on the job; Forward and reload bring it back with what was typed", async ({ page }) => {
    const cards = await signInAsTechnician(page);

    // A job in progress (started here when none is).
    let job = cards.filter({ has: page.locator('button:enabled', { hasText: 'Complete' }) }).first();
    if ((await job.count()) === 0) {
      const scheduled = cards.filter({ has: page.locator('button:enabled', { hasText: 'Start' }) }).first();
      const id = (await scheduled.getByRole('link', { name: /^Booking #\d+$/ }).textContent())!.replace(/\D/g, '');
      await scheduled.getByRole('button', { name: 'Start' }).click();
      await expect(page.getByText(`Booking #${id} status updated to In progress`).first()).toBeVisible();
      job = cards.filter({ has: page.getByRole('link', { name: `Booking #${id}`, exact: true }) });
    }
    const id = (await job.getByRole('link', { name: /^Booking #\d+$/ }).textContent())!.replace(/\D/g, '');
    const card = cards.filter({ has: page.getByRole('link', { name: `Booking #${id}`, exact: true }) });

    await card.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('dialog', { name: `Complete booking #${id}` });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/service/my-jobs#dialog=complete-${id}$`));
    const notes = dialog.getByRole('textbox', { name: /Work notes/ });
    await notes.fill('Replaced the speaker cable; tested sound.');

    // The phone's Back: the dialog closes, the job is still on screen.
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/service\/my-jobs$/);
    await expect(card.getByRole('button', { name: 'Complete' })).toBeEnabled();

    // Forward opens it again, with what was typed; so does a reload of its URL.
    await page.goForward();
    await expect(dialog).toBeVisible();
    await expect(notes).toHaveValue('Replaced the speaker cable; tested sound.');
    await expect(dialog.getByRole('status')).toContainText('did not send is back');
    await page.reload();
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(notes).toHaveValue('Replaced the speaker cable; tested sound.');

    // Back again closes it; the job is completed from the button with the kept notes.
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/service\/my-jobs$/);
    await card.getByRole('button', { name: 'Complete' }).click();
    await expect(notes).toHaveValue('Replaced the speaker cable; tested sound.');
    await dialog.getByRole('button', { name: 'Complete booking' }).click();
    await expect(page.getByText(`Booking #${id} status updated to Completed`).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/service\/my-jobs$/);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('draft')))).toEqual([]);
  });
});

test('Back from a page with unsaved input asks first: No stays with the input, Yes leaves', async ({ page }) => {
  await exploreDemo(page);
  await page.getByRole('menuitem', { name: 'Coverage Areas', exact: true }).first().click();
  await page.waitForURL('**/admin/areas');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Area' }) });
  const pincode = form.getByRole('textbox', { name: /Pincode/ });
  await pincode.fill('560001');

  const questions: string[] = [];
  // No, then Yes.
  let answer = false;
  page.on('dialog', async (question) => {
    questions.push(`${question.type()}: ${question.message()}`);
    await (answer ? question.accept() : question.dismiss());
  });
  await page.goBack();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toMatch(/^confirm: Some of your changes/);
  await expect(page).toHaveURL(/\/admin\/areas$/);
  await expect(pincode).toHaveValue('560001');

  answer = true;
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(questions).toHaveLength(2);
});
