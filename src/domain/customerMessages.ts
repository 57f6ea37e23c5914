// Messages to the customer of a service job (issue 30; docs/architecture.md, "Customer messages"):
// which events write one, by which channels and in which language, and how a failed delivery is
// retried. A message is written to the warehouse's outbox in the same change (so the same database
// transaction) as the event; the server's worker delivers it later. Pure: no clock, no I/O.

import { CHANNELS, CUSTOMER_EVENTS, MESSAGE_LANGUAGES, MESSAGE_STATUSES, type Channel, type CustomerEvent, type MessageLanguage, type MessageStatus } from './messageKinds';

export { CHANNELS, CUSTOMER_EVENTS, MESSAGE_LANGUAGES, MESSAGE_STATUSES, type Channel, type CustomerEvent, type MessageLanguage, type MessageStatus };

/** What of a customer record the messages need. */
export interface Recipient {
  email: string;
  phone: string;
  language?: string | null;
  channels?: readonly string[] | null;
}

const isChannel = (value: string): value is Channel => (CHANNELS as readonly string[]).includes(value);

/** The address a channel writes to: the e-mail, or the phone number for SMS and WhatsApp. */
export const addressFor = (channel: Channel, recipient: Recipient): string => (channel === 'email' ? recipient.email : recipient.phone).trim();

/**
 * The channels a customer is written to: those chosen on their record that they have an address for;
 * when none is chosen, the e-mail if they have one, else SMS. Empty: nobody to write to.
 */
export const channelsOf = (recipient: Recipient): Channel[] => {
  const chosen = (recipient.channels ?? []).filter(isChannel);
  const wanted: Channel[] = chosen.length ? [...new Set(chosen)] : recipient.email.trim() ? ['email'] : ['sms'];
  return wanted.filter((channel) => addressFor(channel, recipient) !== '');
};

export const languageOf = (recipient: Recipient): MessageLanguage => (recipient.language === 'hi' ? 'hi' : 'en');

/** One message to write to the outbox for an event: a row per channel. */
export interface MessageDraft {
  event: CustomerEvent;
  channel: Channel;
  to: string;
  language: MessageLanguage;
}

export const draftsFor = (event: CustomerEvent, recipient: Recipient): MessageDraft[] =>
  channelsOf(recipient).map((channel) => ({ event, channel, to: addressFor(channel, recipient), language: languageOf(recipient) }));

// ---- Delivery and retries ------------------------------------------------------------------------

/** Attempts before a message is given up as failed (it can still be sent again from the console). */
export const MAX_ATTEMPTS = 6;
/** The wait after the first failure; each next failure doubles it, up to `MAX_RETRY_DELAY_MS`. */
export const RETRY_BASE_MS = 30_000;
export const MAX_RETRY_DELAY_MS = 3_600_000;

/** How long to wait after the `failures`th failed attempt (1, 2, ...): base, 2 x base, 4 x base, ... capped. */
export const retryDelayMs = (failures: number, baseMs = RETRY_BASE_MS): number => Math.min(baseMs * 2 ** Math.max(0, failures - 1), MAX_RETRY_DELAY_MS);

export interface Attempt {
  at: string;
  ok: boolean;
  /** The provider's or the mail server's answer when it failed. */
  error?: string;
  /** Who delivered it: the provider's name, or `log` when no provider is configured for the channel. */
  via: string;
}

export interface DeliveryState {
  status: MessageStatus;
  attempts: number;
  /** When the worker may try it (again); null once sent or failed. */
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  attemptLog: Attempt[];
}

export const queuedState = (now: Date): DeliveryState => ({ status: 'queued', attempts: 0, nextAttemptAt: now.toISOString(), lastError: null, sentAt: null, attemptLog: [] });

/** The state after one attempt: sent, queued again after its back-off, or failed after `MAX_ATTEMPTS`. */
export const afterAttempt = (state: DeliveryState, attempt: Attempt, now: Date, baseMs = RETRY_BASE_MS): DeliveryState => {
  const attempts = state.attempts + 1;
  const attemptLog = [...state.attemptLog, attempt];
  if (attempt.ok) return { status: 'sent', attempts, nextAttemptAt: null, lastError: null, sentAt: attempt.at, attemptLog };
  const lastError = attempt.error ?? 'failed';
  if (attempts >= MAX_ATTEMPTS) return { status: 'failed', attempts, nextAttemptAt: null, lastError, sentAt: null, attemptLog };
  return { status: 'queued', attempts, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, baseMs)).toISOString(), lastError, sentAt: null, attemptLog };
};

/** Whether the worker should try it now. */
export const isDue = (state: Pick<DeliveryState, 'status' | 'nextAttemptAt'>, now: Date): boolean =>
  state.status === 'queued' && state.nextAttemptAt !== null && Date.parse(state.nextAttemptAt) <= now.getTime();

/** Sent again from the console: queued now with a new series of attempts; the earlier ones stay in the log. */
export const resentState = (state: DeliveryState, now: Date): DeliveryState => ({ ...state, status: 'queued', attempts: 0, nextAttemptAt: now.toISOString(), lastError: null });

/**
 * A visit's date as the customer reads it in a message (Indian order, dd/mm/yyyy: `2026-12-09` ->
 * `09/12/2026`) and its time window as booked, the parameters of the visit messages.
 */
export const visitTextParams = (visit: { scheduledDate: string; scheduledTime: string }): { date: string; window: string } => ({
  date: visit.scheduledDate.split('-').reverse().join('/'),
  window: visit.scheduledTime,
});
