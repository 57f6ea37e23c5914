import { describe, expect, it } from 'vitest';
import {
  afterAttempt,
  channelsOf,
  draftsFor,
  isDue,
  MAX_ATTEMPTS,
  MAX_RETRY_DELAY_MS,
  queuedState,
  resentState,
  retryDelayMs,
  visitTextParams,
  type DeliveryState,
} from '../../src/domain/customerMessages';
import { linkRecordRefusal, signJobLink, verifyJobLink } from '../../src/domain/jobLink';
import { signingKey } from '../../src/domain/tokens';
import { RateLimit } from '../../src/domain/rateLimit';
import { upiPayUri, vpaRefusal } from '../../src/domain/upi';
import { ratedRecords } from '../../src/domain/feedback';

const NOW = new Date('2026-12-07T10:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('customer messages: channels and language', () => {
  const customer = { email: 'ravi@example.in', phone: '+91 98765 43210' };
  it('by default the e-mail, else SMS; the chosen channels that have an address', () => {
    expect(channelsOf(customer)).toEqual(['email']);
    expect(channelsOf({ ...customer, email: ' ' })).toEqual(['sms']);
    expect(channelsOf({ ...customer, channels: ['whatsapp', 'email', 'whatsapp'] })).toEqual(['whatsapp', 'email']);
    expect(channelsOf({ email: '', phone: '', channels: ['email', 'sms'] })).toEqual([]);
    expect(channelsOf({ ...customer, channels: ['fax'] })).toEqual(['email']);
  });
  it('one draft per channel, in the customer language (English unless Hindi)', () => {
    expect(draftsFor('complaintLogged', { ...customer, language: 'hi', channels: ['email', 'whatsapp'] })).toEqual([
      { event: 'complaintLogged', channel: 'email', to: 'ravi@example.in', language: 'hi' },
      { event: 'complaintLogged', channel: 'whatsapp', to: '+91 98765 43210', language: 'hi' },
    ]);
    expect(draftsFor('jobCompleted', { ...customer, language: 'ta' })[0].language).toBe('en');
  });
});

describe('customer messages: delivery and retries', () => {
  it('backs off 30 s, 1 min, 2 min ... capped at an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(2, 100)).toBe(200);
  });

  it('three failures then a success: queued after each failure at its back-off, sent on the fourth, every attempt logged', () => {
    let state: DeliveryState = queuedState(NOW);
    expect(isDue(state, NOW)).toBe(true);
    for (let n = 1; n <= 3; n++) {
      state = afterAttempt(state, { at: NOW.toISOString(), ok: false, error: `503 busy ${n}`, via: 'fake' }, NOW, 100);
      expect(state).toMatchObject({ status: 'queued', attempts: n, lastError: `503 busy ${n}`, nextAttemptAt: at(100 * 2 ** (n - 1)).toISOString() });
      expect(isDue(state, at(100 * 2 ** (n - 1) - 1))).toBe(false);
      expect(isDue(state, at(100 * 2 ** (n - 1)))).toBe(true);
    }
    state = afterAttempt(state, { at: at(1000).toISOString(), ok: true, via: 'fake' }, at(1000));
    expect(state).toMatchObject({ status: 'sent', attempts: 4, nextAttemptAt: null, lastError: null, sentAt: at(1000).toISOString() });
    expect(state.attemptLog.map((a) => a.ok)).toEqual([false, false, false, true]);
    expect(isDue(state, at(10_000_000))).toBe(false);
  });

  it(`fails after ${MAX_ATTEMPTS} attempts; a resend starts a new series and keeps the log`, () => {
    let state = queuedState(NOW);
    for (let n = 0; n < MAX_ATTEMPTS; n++) state = afterAttempt(state, { at: NOW.toISOString(), ok: false, error: 'refused', via: 'smtp' }, NOW);
    expect(state).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null, lastError: 'refused' });
    const again = resentState(state, at(5));
    expect(again).toMatchObject({ status: 'queued', attempts: 0, lastError: null, nextAttemptAt: at(5).toISOString() });
    expect(again.attemptLog).toHaveLength(MAX_ATTEMPTS);
  });
});

describe('job link tokens', () => {
  const claims = { tenantId: '1', complaintId: 42, linkId: 7 };
  it('verifies its own token; refuses a changed one, another key and an expired one (as expired)', async () => {
    const key = await signingKey('k'.repeat(64));
    const token = await signJobLink(key, claims, NOW.getTime(), at(60_000).getTime());
    expect(await verifyJobLink(key, token, NOW.getTime())).toEqual(claims);
    expect(await verifyJobLink(key, `${token.slice(0, -3)}abc`, NOW.getTime())).toBe('serverText.jobLinkInvalid');
    expect(await verifyJobLink(await signingKey('o'.repeat(64)), token, NOW.getTime())).toBe('serverText.jobLinkInvalid');
    expect(await verifyJobLink(key, token, at(61_000).getTime())).toBe('serverText.jobLinkExpired');
    expect(await verifyJobLink(key, 'nonsense', NOW.getTime())).toBe('serverText.jobLinkInvalid');
  });
  it('the record decides the rest: missing or another complaint, revoked, expired', () => {
    const record = { complaintId: 42, expiresAt: at(60_000).toISOString(), revokedAt: null };
    expect(linkRecordRefusal(record, claims, NOW.getTime())).toBeNull();
    expect(linkRecordRefusal(undefined, claims, NOW.getTime())).toBe('serverText.jobLinkInvalid');
    expect(linkRecordRefusal({ ...record, complaintId: 43 }, claims, NOW.getTime())).toBe('serverText.jobLinkInvalid');
    expect(linkRecordRefusal({ ...record, revokedAt: NOW.toISOString() }, claims, NOW.getTime())).toBe('serverText.jobLinkRevoked');
    expect(linkRecordRefusal(record, claims, at(60_000).getTime())).toBe('serverText.jobLinkExpired');
  });
});

describe('rate limit', () => {
  it('allows `limit` a window per key, then says how long to wait; a new window starts afresh', () => {
    const limit = new RateLimit(2, 60_000);
    expect(limit.take('a', 0)).toBeNull();
    expect(limit.take('a', 1000)).toBeNull();
    expect(limit.take('a', 1500)).toBe(59);
    expect(limit.take('b', 1500)).toBeNull();
    expect(limit.take('a', 60_000)).toBeNull();
  });
});

describe('UPI', () => {
  it('a upi://pay link with the payee, the amount in rupees and paise, INR and a note; spaces as %20', () => {
    expect(upiPayUri({ vpa: ' servicedesk.blr@okhdfcbank ', payee: 'Vistara Service Centres', amount: 1534.5, note: 'Invoice BLR/26-27/00042' })).toBe(
      'upi://pay?pa=servicedesk.blr%40okhdfcbank&pn=Vistara%20Service%20Centres&am=1534.50&cu=INR&tn=Invoice%20BLR%2F26-27%2F00042',
    );
  });
  it('checks a UPI id: a handle, @, a provider', () => {
    expect(vpaRefusal('servicedesk.blr@okhdfcbank')).toBeNull();
    expect(vpaRefusal('9876543210@upi')).toBeNull();
    for (const bad of ['servicedesk', '@okaxis', 'a@', 'x y@bank', 'a@1bank']) expect(vpaRefusal(bad)).toBe('serverText.upiVpaInvalid');
  });
});

describe('visit messages and ratings', () => {
  it("a visit's date is said day first (dd/mm/yyyy), with its time window as booked", () => {
    expect(visitTextParams({ scheduledDate: '2026-12-09', scheduledTime: '14:30' })).toEqual({ date: '09/12/2026', window: '14:30' });
  });

  it("a rating moves the assigned vendor and the last completed visit's technician, each once", () => {
    const complaint = { id: 7, assignedVendorId: 3 };
    const visit = (complaintId: number, status: string, assignedTechnicianId: number | null) => ({ complaintId, status, assignedTechnicianId });
    expect(ratedRecords(complaint, [visit(7, 'completed', 11), visit(7, 'completed', 12), visit(7, 'cancelled', 13), visit(8, 'completed', 14)])).toEqual([3, 12]);
    // The vendor who did the work himself is rated once; nothing known, nothing moved.
    expect(ratedRecords(complaint, [visit(7, 'completed', 3)])).toEqual([3]);
    expect(ratedRecords({ id: 7, assignedVendorId: null }, [visit(7, 'scheduled', 5)])).toEqual([]);
  });
});
