// Issue 30 acceptance, end to end in Chromium against the server (`npm run demo:server` on PGlite) with
// a real SMTP server and a fake of the WhatsApp Cloud API (tests/e2e/message-sinks.mjs): a complaint
// for a customer whose language is Hindi sends an e-mail and a WhatsApp message in Hindi with the job
// link; the link opens on a 390 px phone without signing in and shows the status; an estimate approved
// there lets the technician complete the job on his phone (refused before, with the form kept); the
// issued invoice shows there with its PDF and a QR code that decodes to upi://pay for its amount; a
// rating given there is on the complaint and moves the vendor's rating. Staff's steps go through the
// API (the console's screens for them have tests of their own).
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { expect, test } from './fixtures';
import { SERVER_API, SERVER_PORT, SINKS } from '../../playwright.config';
import { signInAsTechnician } from './helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The warehouse admin's calls to the server. */
const staff = async () => {
  const login = await fetch(`${SERVER_API}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.in', password: 'Demo@1234' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${SERVER_API}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'X-Tenant-Id': '1', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as any;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
};

interface Received {
  mails: { to: string; subject: string; text: string }[];
  whatsapp: { path: string; body: any }[];
}
const received = async (): Promise<Received> => (await (await fetch(`${SINKS}/received`)).json()) as Received;

test.describe('the customer in the loop, on the server', () => {
  test.use({ baseURL: `http://127.0.0.1:${SERVER_PORT}`, viewport: { width: 390, height: 844 } });

  test('Hindi e-mail and WhatsApp with the link; estimate approved on it lets the technician complete; invoice PDF and QR (upi://pay); rating moves the vendor', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const call = await staff();
    const customers = (await call('GET', '/v1/customers?page=1&limit=5')).data;
    const customer = customers[0];
    await call('PUT', `/v1/customers/${customer.id}`, { language: 'hi', channels: ['email', 'whatsapp'] });
    const product = (await call('GET', '/api/products?page=1&limit=1')).data[0];
    const complaint = await call('POST', '/api/complaints', { customerId: customer.id, productId: product.id, serialNo: `E2E-MSG-${Date.now()}`, description: 'Screen stays dark' });
    const vendor = (await call('GET', '/api/vendor-assignments?page=1&limit=100')).data.find((v: { isActive: boolean }) => v.isActive);
    await call('PATCH', `/api/complaints/${complaint.id}/assign`, { vendorId: vendor.id });

    // The e-mail and the WhatsApp message arrive, in Hindi, with the link.
    let mail: Received['mails'][number] | undefined;
    await expect
      .poll(async () => (mail = (await received()).mails.find((m) => m.subject === `सेवा अनुरोध #${complaint.id} दर्ज हो गया`)), { timeout: 20_000 })
      .toBeTruthy();
    expect(mail!.to).toBe(customer.email);
    expect(mail!.text).toContain(`प्रिय ${customer.name}`);
    const link = mail!.text.match(/http:\/\/127\.0\.0\.1:\d+\/track\/[\w.-]+/)![0];
    await expect
      .poll(async () => (await received()).whatsapp.filter((w) => w.body?.template?.components?.[0]?.parameters?.some((p: { text: string }) => p.text === link)).length, { timeout: 20_000 })
      .toBe(1);
    const whatsapp = (await received()).whatsapp.find((w) => w.body.template.components[0].parameters.some((p: { text: string }) => p.text === link))!;
    expect(whatsapp.body.template).toMatchObject({ name: 'servicedesk_complaint_logged', language: { code: 'hi' } });

    // The link opens on the phone without signing in, in Hindi.
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { level: 1, name: `सेवा अनुरोध #${complaint.id}` })).toBeVisible();
    await expect(page.getByText('तकनीशियन नियुक्त', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminAccessToken'))).toBeNull();

    // A visit with an estimate, given to the demo technician (Imran, tech@demo.in): on his phone, in the
    // console, he cannot complete it until the customer approves the estimate on the link.
    const technicianUser = (await call('GET', '/api/users?page=1&limit=100')).data.find((u: { email: string }) => u.email === 'tech@demo.in');
    const technician = (await call('GET', '/api/vendor-assignments?page=1&limit=100')).data.find((v: { userId?: number }) => v.userId === technicianUser.id);
    const booking = await call('POST', '/api/service-bookings', { complaintId: complaint.id, scheduledDate: day(1) });
    await call('PATCH', `/v1/service/bookings/${booking.id}/assign-technician`, { technicianId: technician.id });
    await call('PATCH', `/v1/service/bookings/${booking.id}/status`, { status: 'in_progress' });
    await call('PUT', `/api/service-bookings/${booking.id}/estimate`, { labourCost: 650, parts: [{ productId: product.id, quantity: 1 }] });
    const techContext = await browser.newContext({ baseURL: `http://127.0.0.1:${SERVER_PORT}`, viewport: { width: 390, height: 844 } });
    const techPage = await techContext.newPage();
    await signInAsTechnician(techPage);
    await techPage.goto(`/admin/service/bookings/${booking.id}/show`);
    await techPage.getByRole('button', { name: 'Complete', exact: true }).click();
    const completion = techPage.getByRole('dialog', { name: `Complete booking #${booking.id}` });
    await completion.getByRole('textbox', { name: /Work notes/ }).fill('Replaced the backlight strip');
    await completion.getByRole('button', { name: 'Complete booking' }).click();
    await expect(completion.getByText(`Booking #${booking.id} cannot be completed: its estimate is not approved yet`)).toBeVisible();
    await expect(completion.getByRole('textbox', { name: /Work notes/ })).toHaveValue('Replaced the backlight strip');

    await page.reload();
    await page.getByRole('button', { name: 'स्वीकार करें', exact: true }).click();
    await expect(page.getByText('आपने यह अनुमान स्वीकार किया।')).toBeVisible();
    await completion.getByRole('button', { name: 'Complete booking' }).click();
    await expect(techPage.getByText(`Booking #${booking.id} status updated to Completed`).first()).toBeVisible();
    await techContext.close();

    // The invoice issued: on the link with a QR code that decodes to upi://pay for its amount.
    const invoiceId = (await call('GET', `/api/service-bookings/${booking.id}`)).invoiceId;
    const invoice = await call('PUT', `/api/invoices/${invoiceId}`, { status: 'sent' });
    await page.reload();
    const qr = page.getByRole('img', { name: /यूपीआई क्यूआर कोड/ });
    await expect(qr).toBeVisible();
    const pixels = await qr.evaluate(async (img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = 400;
      canvas.height = 400;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 400, 400);
      context.drawImage(img, 20, 20, 360, 360);
      return Array.from(context.getImageData(0, 0, 400, 400).data);
    });
    const decoded = jsQR(Uint8ClampedArray.from(pixels), 400, 400);
    expect(decoded?.data).toMatch(new RegExp(`^upi://pay\\?pa=[^&]+%40okhdfcbank&pn=[^&]+&am=${invoice.totalAmount.toFixed(2)}&cu=INR&tn=Invoice%20`));
    // And its PDF, downloaded from the link: the tax invoice with its number.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `इनवॉइस ${invoice.number} का PDF डाउनलोड करें` }).click()]);
    expect(download.suggestedFilename()).toBe(`${invoice.number.replaceAll('/', '-')}.pdf`);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(invoice.number);

    // Resolved by the completion: the customer rates it on the link; staff see it, the vendor's rating moves.
    await page.reload();
    await page.getByRole('button', { name: '2 सितारे' }).click();
    await page.getByRole('button', { name: 'रेटिंग भेजें' }).click();
    await expect(page.getByText('5 में से 2 की रेटिंग के लिए धन्यवाद।')).toBeVisible();
    expect((await call('GET', `/api/complaints/${complaint.id}`)).feedback).toMatchObject({ rating: 2 });
    const after = (await call('GET', '/api/vendor-assignments?page=1&limit=100')).data.find((v: { id: number }) => v.id === vendor.id);
    expect(after.ratingCount).toBe((vendor.ratingCount ?? 1) + 1);
    expect(after.rating).toBe(Math.round(((vendor.rating * (vendor.ratingCount ?? 1) + 2) / ((vendor.ratingCount ?? 1) + 1)) * 10) / 10);
  });
});
