// The customer in the loop (issue 30; docs/architecture.md, "Customer messages"): the outbox a
// customer-facing event writes to, in the same change as the event (so in the same database
// transaction on the server), the job link `/track/<token>` its messages carry, and the calls that
// list and resend messages and open a link. Delivery is the server's worker (server/messages).
import { http as rest } from 'msw';
import { customerMessages as englishTexts } from '../../i18n/en.json';
import { db } from '../db';
import type { Complaint, JobLink, Message, TenantData } from '../types';
import { decided, estimateDecisionRefusal } from '../../src/domain/estimates';
import { feedbackRefusal, ratedRecords, ratingAfter } from '../../src/domain/feedback';
import { draftsFor, queuedState, resentState, visitTextParams, type CustomerEvent, type MessageLanguage } from '../../src/domain/customerMessages';
import { JOB_LINK_TTL_MS, linkRecordRefusal, signJobLink, verifyJobLink } from '../../src/domain/jobLink';
import { RateLimit } from '../../src/domain/rateLimit';
import { customerComplaint, givenToCustomer } from '../../src/domain/customerView';
import { formatINR } from '../../src/domain/money';
import { upiPayUri } from '../../src/domain/upi';
import { randomHex, signingKey } from '../../src/domain/tokens';
import { api, audit, authorize, commit, fail, findOr404, idIs, json, listPage, numericId, parse, queryOf, type RequestContext } from './util';
import { clientAddress } from './sessions';
import { shownInvoice } from './invoiceLife';
import { format, type TextParams } from './serverTexts';

// ---- Where links point ---------------------------------------------------------------------------

let publicUrl = 'http://localhost:5173';
/** The console's origin, used in the links messages carry (the server's PUBLIC_URL; the demo's page origin). */
export const setPublicUrl = (url: string) => {
  publicUrl = url.replace(/\/+$/, '');
};
export const trackUrl = (token: string) => `${publicUrl}/track/${token}`;

// ---- The link key --------------------------------------------------------------------------------
// Kept with the store (`sessions['job-link-key']`), not JWT_SECRET: a link must open after a restart
// (a development server makes a new JWT_SECRET each start) and in every process sharing the database.

const LINK_KEY_ID = 'job-link-key';
let keyCache: { secret: string; key: Promise<CryptoKey> } | null = null;
const linkKey = (create: boolean): Promise<CryptoKey> | null => {
  let record = db.state.sessions[LINK_KEY_ID];
  if (record?.kind !== 'signing-key') {
    if (!create) return null;
    record = { kind: 'signing-key', secret: randomHex(32) };
    db.state.sessions[LINK_KEY_ID] = record;
  }
  if (keyCache?.secret !== record.secret) keyCache = { secret: record.secret, key: signingKey(record.secret) };
  return keyCache.key;
};

/** The complaint's link that still opens, or a new one (in the handler's change). */
const openLink = (ctx: RequestContext, complaint: Complaint, now: Date): JobLink => {
  ctx.t.jobLinks ??= [];
  const open = ctx.t.jobLinks.find((l) => l.complaintId === complaint.id && !l.revokedAt && Date.parse(l.expiresAt) > now.getTime());
  if (open) return open;
  const link: JobLink = { id: db.nextId('jobLinks'), complaintId: complaint.id, createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + JOB_LINK_TTL_MS).toISOString(), revokedAt: null };
  ctx.t.jobLinks.push(link);
  return link;
};

/** The URL of the complaint's open link (made when it has none). */
export const jobLinkUrl = async (ctx: RequestContext, complaint: Complaint, now = new Date()): Promise<string> => {
  const link = openLink(ctx, complaint, now);
  const token = await signJobLink((await linkKey(true))!, { tenantId: ctx.tenantId, complaintId: complaint.id, linkId: link.id }, now.getTime(), Date.parse(link.expiresAt));
  return trackUrl(token);
};

// ---- The outbox ----------------------------------------------------------------------------------

type EventTexts = Record<string, { subject: string; body: string }>;

/**
 * A language's `customerMessages` of its locale file. English is here already (its part only); another
 * language's file is fetched when a message is first written in it: the demo backend would otherwise
 * put the whole Hindi file on every console's first load (docs/performance.md).
 */
const textsOf = async (language: MessageLanguage): Promise<EventTexts> =>
  language === 'hi' ? ((await import('../../i18n/hi.json')).default as { customerMessages: EventTexts }).customerMessages : englishTexts;

/** An event's subject and body in a language (the locale files' `customerMessages.<event>`). */
export const customerMessageText = async (language: MessageLanguage, event: CustomerEvent, params: TextParams) => {
  const texts = (await textsOf(language))[event] ?? (englishTexts as EventTexts)[event];
  return { subject: format(texts.subject, params), body: format(texts.body, params) };
};

/**
 * Writes an event's messages to the warehouse's outbox, one per channel of the complaint's customer,
 * in the customer's language and with the job link; part of the handler's change, so saved (or not)
 * with it. `params` adds the event's own values (a visit's date, an invoice's amount).
 */
export const queueCustomerMessages = async (ctx: RequestContext, event: CustomerEvent, complaint: Complaint, params: TextParams = {}) => {
  const customer = ctx.t.customers.find((c) => c.id === complaint.customerId);
  if (!customer) return;
  const drafts = draftsFor(event, customer);
  if (!drafts.length) return;
  const now = new Date();
  const link = await jobLinkUrl(ctx, complaint, now);
  const product = ctx.t.products.find((p) => p.id === complaint.productId)?.name ?? '';
  const values: TextParams = { name: customer.name, id: complaint.id, product, link, ...params };
  ctx.t.messages ??= [];
  for (const draft of drafts) {
    const message: Message = {
      id: db.nextId('messages'),
      complaintId: complaint.id,
      customerId: customer.id,
      ...draft,
      ...(await customerMessageText(draft.language, event, values)),
      params: values,
      ...queuedState(now),
      createdAt: now.toISOString(),
    };
    ctx.t.messages.push(message);
  }
};

/** A visit's date and time as the visit messages say them (src/domain/customerMessages.ts). */
export const visitParams = (booking: { scheduledDate: string; scheduledTime: string }): TextParams => visitTextParams(booking);

/** An invoice issued to the customer of a job: its number and amount, on the job's complaint. */
export const queueInvoiceMessage = async (ctx: RequestContext, invoice: { bookingId: number | null; number?: string | null; totalAmount: number; id: number }) => {
  const booking = ctx.t.bookings.find((b) => b.id === invoice.bookingId);
  const complaint = booking && ctx.t.complaints.find((c) => c.id === booking.complaintId);
  if (complaint) await queueCustomerMessages(ctx, 'invoiceIssued', complaint, { number: invoice.number ?? `#${invoice.id}`, amount: formatINR(invoice.totalAmount) });
};

/** A message as the API shows it: without the worker's claim. */
const shown = ({ claimedUntil: _claim, ...message }: Message) => message;

// ---- The link's complaint ------------------------------------------------------------------------

interface Linked {
  tenantId: string;
  t: TenantData;
  complaint: Complaint;
}

/** The complaint a link opens, or the refusal to answer (rate limit, a token that does not verify, a revoked or expired link). */
const linkedComplaint = async (request: Request, token: string): Promise<Linked | Response> => {
  const wait = trackLimit.take(clientAddress(request) || 'local', Date.now());
  if (wait !== null) {
    const response = fail(429, 'serverText.tooManyLinkRequests', { seconds: wait });
    response.headers.set('Retry-After', String(wait));
    return response;
  }
  const key = linkKey(false);
  const claims = key ? await verifyJobLink(await key, token, Date.now()) : 'serverText.jobLinkInvalid';
  // Every refusal is a 404 whose key says why: nothing tells a guesser more than the page does.
  if (typeof claims === 'string') return fail(404, claims);
  const t = db.state.data[claims.tenantId];
  const refusal = t ? linkRecordRefusal((t.jobLinks ?? []).find((l) => l.id === claims.linkId), claims, Date.now()) : 'serverText.jobLinkInvalid';
  const complaint = t?.complaints.find((c) => c.id === claims.complaintId);
  if (refusal || !t || !complaint) return fail(404, refusal ?? 'serverText.jobLinkInvalid');
  return { tenantId: claims.tenantId, t, complaint };
};

/** The complaint as its customer reads it on the link, with the customer's language. */
const trackedView = ({ tenantId, t, complaint }: Linked) => {
  const visits = t.bookings.filter((b) => b.complaintId === complaint.id);
  const visitIds = new Set(visits.map((b) => b.id));
  const customer = t.customers.find((c) => c.id === complaint.customerId);
  const view = customerComplaint(
    complaint,
    { customerName: customer?.name ?? null, productName: t.products.find((p) => p.id === complaint.productId)?.name ?? null },
    visits,
    (id) => t.vendors.find((v) => v.id === id)?.name,
    // As the console shows them: a sent invoice past its due date is overdue.
    t.invoices.filter((i) => visitIds.has(i.bookingId)).map((i) => shownInvoice(i)),
  );
  // Each invoice still to pay, as a UPI link for its amount to the warehouse's UPI id.
  const tenant = db.state.tenants.find((w) => String(w.id) === tenantId);
  const payments = tenant?.upiVpa
    ? view.invoices
        .filter((i) => i.status === 'sent' || i.status === 'overdue')
        .map((i) => ({
          invoiceId: i.id,
          number: i.number,
          amount: i.totalAmount,
          upi: upiPayUri({ vpa: tenant.upiVpa!, payee: tenant.legalName || tenant.name, amount: i.totalAmount, note: `Invoice ${i.number ?? i.id}` }),
        }))
    : [];
  return { ...view, language: customer?.language ?? 'en', payments };
};

/** An audit row of a change the customer made on their link (no user: `actorId` null). */
const systemAudit = (tenantId: string, entityType: string, entityId: number, action: string, details?: Record<string, unknown>) => {
  const t = db.tenant(tenantId);
  t.auditLogs.push({ id: db.nextId('auditLogs'), entityType, entityId, action, actorId: null, createdAt: new Date().toISOString(), ...(details ? { details } : {}) });
};

// ---- The calls -----------------------------------------------------------------------------------

/** The job link's calls: at most 60 a minute from one address (src/domain/rateLimit.ts). */
export const trackLimit = new RateLimit(60, 60_000);

const STATUSES = new Set(['queued', 'sent', 'failed']);
const CHANNEL_NAMES = new Set(['email', 'sms', 'whatsapp']);

export const customerMessageHandlers = [
  // Staff who may edit complaints read the messages their customers were sent.
  rest.get(api('/messages'), async ({ request }) => {
    const ctx = authorize(request, 'complaints', 'edit');
    const q = queryOf(request);
    const complaintId = q.get('complaintId');
    const status = q.get('status');
    const channel = q.get('channel');
    ctx.t.messages ??= [];
    const page = await listPage(ctx, 'messages', 'messages', request, [
      ...(complaintId ? [idIs('complaintId', complaintId)] : []),
      ...(status && STATUSES.has(status) ? [{ field: 'status', op: 'eq' as const, value: status }] : []),
      ...(channel && CHANNEL_NAMES.has(channel) ? [{ field: 'channel', op: 'eq' as const, value: channel }] : []),
    ]);
    return json({ ...page, data: page.data.map((m) => shown(m as Message)) });
  }),
  // Sent again: queued now for a new series of attempts (one waiting to be sent is refused).
  rest.post(api('/messages/:id/resend'), async ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'edit');
    ctx.t.messages ??= [];
    const message = findOr404(ctx.t.messages, numericId(params.id as string), 'Message');
    if (message.status === 'queued') return fail(409, 'serverText.messageNotSendable', { id: message.id });
    Object.assign(message, resentState(message, new Date()));
    message.claimedUntil = null;
    audit(ctx, 'message', message.id, 'resend');
    return commit(json(shown(message)));
  }),
  // The complaint's link for staff to open or pass on ("Open the customer's link"): made if it has none.
  rest.post(api('/complaints/:id/job-link'), async ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'edit');
    const complaint = findOr404(ctx.t.complaints, numericId(params.id as string), 'Complaint');
    const url = await jobLinkUrl(ctx, complaint);
    return commit(json({ url }));
  }),
  // Revokes the complaint's links: they stop opening at once.
  rest.delete(api('/complaints/:id/job-link'), async ({ request, params }) => {
    const ctx = authorize(request, 'complaints', 'edit');
    const complaint = findOr404(ctx.t.complaints, numericId(params.id as string), 'Complaint');
    ctx.t.jobLinks ??= [];
    const now = new Date().toISOString();
    for (const link of ctx.t.jobLinks) if (link.complaintId === complaint.id && !link.revokedAt) link.revokedAt = now;
    audit(ctx, 'complaint', complaint.id, 'revoke-link');
    return commit(json({ success: true }));
  }),
  // The customer's view of one complaint, by its link, without signing in.
  rest.get(api('/track/:token'), async ({ request, params }) => {
    const linked = await linkedComplaint(request, String(params.token));
    if (linked instanceof Response) return linked;
    return json(trackedView(linked));
  }),
  // One document the customer was given for this job, whole (its lines, parties and GST), for its PDF.
  rest.get(api('/track/:token/invoices/:id'), async ({ request, params }) => {
    const linked = await linkedComplaint(request, String(params.token));
    if (linked instanceof Response) return linked;
    const t = db.tenant(linked.tenantId);
    const visitIds = new Set(t.bookings.filter((b) => b.complaintId === linked.complaint.id).map((b) => b.id));
    const found = t.invoices.find((i) => i.id === Number(params.id) && visitIds.has(i.bookingId));
    const invoice = found && shownInvoice(found);
    if (!invoice || !givenToCustomer(invoice)) return fail(404, 'serverText.linkInvoiceMissing');
    return json(invoice);
  }),
  // The customer approves or declines a visit's estimate on their link.
  rest.post(api('/track/:token/estimate'), async ({ request, params }) => {
    const linked = await linkedComplaint(request, String(params.token));
    if (linked instanceof Response) return linked;
    const body = await parse((s) => s.TrackEstimateBody, request);
    const booking = db.tenant(linked.tenantId).bookings.find((b) => b.id === body.bookingId && b.complaintId === linked.complaint.id);
    if (!booking) return fail(404, 'serverText.estimateMissing');
    const refused = estimateDecisionRefusal(booking.estimate);
    if (refused) return fail(409, refused);
    booking.estimate = decided(booking.estimate!, body.decision, { kind: 'customer' }, new Date());
    systemAudit(linked.tenantId, 'booking', booking.id, `estimate-${body.decision}`);
    return commit(json(trackedView({ ...linked, t: db.tenant(linked.tenantId) })));
  }),
  // The customer rates the resolved job, once: the complaint keeps it, the vendor's and technician's ratings move.
  rest.post(api('/track/:token/feedback'), async ({ request, params }) => {
    const linked = await linkedComplaint(request, String(params.token));
    if (linked instanceof Response) return linked;
    const body = await parse((s) => s.FeedbackBody, request);
    const t = db.tenant(linked.tenantId);
    const complaint = t.complaints.find((c) => c.id === linked.complaint.id)!;
    const refused = feedbackRefusal(complaint.status, !!complaint.feedback);
    if (refused) return fail(409, refused);
    complaint.feedback = { rating: body.rating, comment: body.comment ?? '', at: new Date().toISOString() };
    for (const vendorId of ratedRecords(complaint, t.bookings)) {
      const vendor = t.vendors.find((v) => v.id === vendorId);
      if (vendor) Object.assign(vendor, ratingAfter(vendor.rating, vendor.ratingCount, body.rating));
    }
    systemAudit(linked.tenantId, 'complaint', complaint.id, 'feedback', { rating: body.rating });
    return commit(json(trackedView({ ...linked, t, complaint })));
  }),
];
