// Customer messages delivered by the server (issue 30; server/messages): in-process on an in-memory
// PGlite, with a real SMTP server (the `smtp-server` package, mails parsed by `mailparser`) and a
// local fake of the WhatsApp Cloud API. A complaint for a Hindi customer sends an e-mail and a
// WhatsApp template message in Hindi, each with a job link that opens; a provider failing three
// times is retried with back-off and sent on the fourth try; a server stopped mid-send records the
// send before it stops, and the next server sends nothing twice.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { startServer, type RunningServer } from '../../server/start';
import type { ServerConfig } from '../../server/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/config';
import { db as store } from '../../mocks/db';

const CONSOLE = 'https://console.example.in';

// ---- A real SMTP server --------------------------------------------------------------------------
const mails: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream).then((mail) => {
      mails.push(mail);
      done();
    }, done);
  },
});

// ---- A fake of the WhatsApp Cloud API --------------------------------------------------------------
interface ProviderCall {
  at: number;
  path: string;
  auth: string | undefined;
  body: any;
}
const calls: ProviderCall[] = [];
let failures = 0;
/** When set, the provider holds its answer until the promise resolves. */
let hold: Promise<void> | null = null;
const provider: Server = createServer((req: IncomingMessage, res) => {
  let text = '';
  req.on('data', (c) => (text += c));
  req.on('end', async () => {
    calls.push({ at: Date.now(), path: req.url ?? '', auth: req.headers.authorization ?? (req.headers.authkey as string | undefined), body: JSON.parse(text) });
    if (hold) await hold;
    if (failures > 0) {
      failures--;
      res.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'Service temporarily unavailable' } }));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ messages: [{ id: `wamid.${calls.length}` }] }));
  });
});

const listen = (s: { listen: (port: number, host: string, cb: () => void) => unknown }, address: () => AddressInfo | string | null) =>
  new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((address() as AddressInfo).port)));

let database: Database;
let config: ServerConfig;
let server: RunningServer;

beforeAll(async () => {
  const smtpPort = await listen(smtp.server, () => smtp.server.address());
  const providerPort = await listen(provider, () => provider.address());
  database = await openDatabase({});
  config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    demo: true,
    demoSize: 10,
    corsOrigins: [CONSOLE],
    production: false,
    publicUrl: CONSOLE,
    messaging: {
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      smtpFrom: 'Service Centre <service@example.in>',
      whatsapp: { url: `http://127.0.0.1:${providerPort}/v21.0`, phoneNumberId: '1055', token: 'wa-token' },
      // An MSG91-style flow API on the same fake: DLT template ids per event and language.
      sms: { url: `http://127.0.0.1:${providerPort}/sms/flow`, authKey: 'sms-key', templates: { complaintLogged: { en: '1107160000000000001', hi: '1107160000000000002' } } },
      retryBaseMs: 150,
      pollMs: 25,
    },
  };
  server = await startServer(config, { database, log: null });
});
afterAll(async () => {
  await server.close();
  await database.close();
  smtp.close();
  provider.close();
});

const call = async (method: string, path: string, token?: string, body?: unknown) => {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Tenant-Id': '1', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};
const signIn = async () => (await call('POST', '/api/users/login', undefined, { email: DEMO_ACCOUNTS.warehouseAdmin, password: DEMO_PASSWORD })).body.data.accessToken as string;

/** A customer of warehouse 1, set to Hindi by e-mail and WhatsApp; a complaint logged for them. */
const hindiComplaint = async (token: string, index: number) => {
  const customer = store.tenant('1').customers[index];
  expect((await call('PUT', `/v1/customers/${customer.id}`, token, { language: 'hi', channels: ['email', 'whatsapp'] })).status).toBe(200);
  const product = store.tenant('1').products[0];
  const complaint = await call('POST', '/api/complaints', token, { customerId: customer.id, productId: product.id, serialNo: `SN-WA-${index}`, description: 'Picture flickers' });
  expect(complaint.status).toBe(201);
  return { customer, product, complaintId: complaint.body.id as number };
};

const messagesOf = async (token: string, complaintId: number) => (await call('GET', `/api/messages?complaintId=${complaintId}&sort=id&order=ASC`, token)).body.data as any[];

describe('customer messages, delivered', () => {
  it('an e-mail and a WhatsApp message arrive in Hindi with the job link, which opens without signing in', async () => {
    const token = await signIn();
    const { customer, product, complaintId } = await hindiComplaint(token, 2);
    await vi.waitFor(async () => expect((await messagesOf(token, complaintId)).map((m) => m.status)).toEqual(['sent', 'sent']), { timeout: 15_000, interval: 50 });
    const [email, whatsapp] = await messagesOf(token, complaintId);
    expect(email).toMatchObject({ channel: 'email', attempts: 1, attemptLog: [{ ok: true, via: 'smtp' }] });
    expect(whatsapp).toMatchObject({ channel: 'whatsapp', attempts: 1, attemptLog: [{ ok: true, via: 'whatsapp-cloud' }] });

    const mail = mails.find((m) => m.subject === `सेवा अनुरोध #${complaintId} दर्ज हो गया`)!;
    expect(mail).toBeDefined();
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(customer.email);
    expect(mail.from?.value[0]).toMatchObject({ name: 'Service Centre', address: 'service@example.in' });
    expect(mail.text).toContain(`प्रिय ${customer.name}`);
    const link = mail.text!.match(/https:\/\/console\.example\.in\/track\/([\w.-]+)/)!;
    expect(link).not.toBeNull();

    const sent = calls.find((c) => c.body.template?.components?.[0]?.parameters?.[1]?.text === String(complaintId))!;
    expect(sent.path).toBe('/v21.0/1055/messages');
    expect(sent.auth).toBe('Bearer wa-token');
    expect(sent.body).toMatchObject({ messaging_product: 'whatsapp', to: customer.phone.replace(/\D/g, ''), type: 'template', template: { name: 'servicedesk_complaint_logged', language: { code: 'hi' } } });
    // The English body's placeholders in order: name, id, product, link.
    expect(sent.body.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual([customer.name, String(complaintId), product.name, link[0]]);

    const opened = await call('GET', `/api/track/${link[1]}`);
    expect(opened).toMatchObject({ status: 200, body: { id: complaintId, status: 'open', language: 'hi' } });
  });

  it('an SMS goes through the flow API with the DLT template id of its event and language, its values in the English order', async () => {
    const token = await signIn();
    const customer = store.tenant('1').customers[5];
    expect((await call('PUT', `/v1/customers/${customer.id}`, token, { language: 'hi', channels: ['sms'] })).status).toBe(200);
    const product = store.tenant('1').products[0];
    const complaintId = (await call('POST', '/api/complaints', token, { customerId: customer.id, productId: product.id, serialNo: 'SN-SMS-1', description: 'No power' })).body.id;
    await vi.waitFor(async () => expect((await messagesOf(token, complaintId)).map((m) => [m.channel, m.status])).toEqual([['sms', 'sent']]), { timeout: 15_000, interval: 50 });
    const sms = calls.find((c) => c.path === '/sms/flow' && c.body.recipients?.[0]?.VAR2 === String(complaintId))!;
    expect(sms.auth).toBe('sms-key');
    expect(sms.body).toMatchObject({ template_id: '1107160000000000002', recipients: [{ mobiles: customer.phone.replace(/\D/g, ''), VAR1: customer.name, VAR2: String(complaintId), VAR3: product.name }] });
    expect(sms.body.recipients[0].VAR4).toMatch(/^https:\/\/console\.example\.in\/track\//);
    expect((await messagesOf(token, complaintId))[0].attemptLog).toEqual([expect.objectContaining({ ok: true, via: 'sms-flow' })]);
  });

  it('a provider failing three times: retried with back-off, sent on the fourth try, each attempt recorded', async () => {
    const token = await signIn();
    failures = 3;
    const from = calls.length;
    const { complaintId } = await hindiComplaint(token, 3);
    await vi.waitFor(async () => expect((await messagesOf(token, complaintId)).find((m) => m.channel === 'whatsapp')?.status).toBe('sent'), { timeout: 15_000, interval: 50 });
    const whatsapp = (await messagesOf(token, complaintId)).find((m) => m.channel === 'whatsapp');
    expect(whatsapp.attempts).toBe(4);
    expect(whatsapp.attemptLog.map((a: { ok: boolean }) => a.ok)).toEqual([false, false, false, true]);
    expect(whatsapp.attemptLog[0].error).toMatch(/^WhatsApp answered 503/);
    // Waits of at least 150, 300 and 600 ms between the tries.
    const tries = calls.slice(from).filter((c) => c.body.template?.components[0].parameters[1].text === String(complaintId)).map((c) => c.at);
    expect(tries).toHaveLength(4);
    const gaps = tries.slice(1).map((t, i) => t - tries[i]);
    [150, 300, 600].forEach((least, i) => expect(gaps[i]).toBeGreaterThanOrEqual(least - 10));
  });

  it('a server stopped mid-send records the send before it stops; the next server sends nothing twice', async () => {
    const token = await signIn();
    let release = () => {};
    hold = new Promise<void>((r) => (release = r));
    const from = calls.length;
    const { complaintId } = await hindiComplaint(token, 4);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(from), { timeout: 15_000, interval: 20 });
    const closing = server.close();
    // Answered after the server's own shutdown steps are over (the idle connections' second of grace):
    // the stop waits for this send to be recorded.
    setTimeout(release, 1500);
    expect(await closing).toEqual({ forced: false });
    hold = null;

    // On the same database: the message is sent, once; a new server sends nothing more.
    server = await startServer(config, { database, log: null });
    await server.messages!.runOnce();
    const again = await signIn();
    const whatsapp = (await messagesOf(again, complaintId)).find((m) => m.channel === 'whatsapp');
    expect(whatsapp).toMatchObject({ status: 'sent', attempts: 1 });
    await server.messages!.runOnce();
    expect(calls.slice(from).filter((c) => c.body.template?.components[0].parameters[1].text === String(complaintId))).toHaveLength(1);
  });
});
