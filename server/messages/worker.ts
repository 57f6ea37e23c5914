// The customer messages' worker (docs/architecture.md, "Customer messages"): every `pollMs` it takes
// the messages due, in a write of its own (the store's `exclusive`: with several processes on one
// PostgreSQL, one takes each), marks them taken until `claimMs` from now, sends each by its
// channel's transport and records the attempt (src/domain/customerMessages.ts `afterAttempt`).
// A message taken by a process that died is taken again once its claim has run out.
import { db, unwrapped } from '../../mocks/db';
import type { Message } from '../../mocks/types';
import { afterAttempt, isDue, type Attempt } from '../../src/domain/customerMessages';
import type { Logger } from '../logger';
import type { Transport } from './transports';

export interface MessageWorkerOptions {
  transports: Partial<Record<Message['channel'], Transport>>;
  log: Logger;
  pollMs: number;
  retryBaseMs: number;
  /** How long a message stays taken by this process: longer than a send can take (the transports time out at 15 s). */
  claimMs?: number;
  /** At most this many messages a round. */
  batch?: number;
}

export interface MessageWorker {
  /** Takes nothing more, and resolves once the sends in flight are recorded. */
  stop: () => Promise<void>;
  /** One round now (tests): resolves when its sends are recorded. */
  runOnce: () => Promise<void>;
}

interface Taken {
  tenantId: string;
  message: Message;
}

const isClaimed = (m: Message, now: number) => !!m.claimedUntil && Date.parse(m.claimedUntil) > now;

export const startMessageWorker = ({ transports, log, pollMs, retryBaseMs, claimMs = 60_000, batch = 20 }: MessageWorkerOptions): MessageWorker => {
  let stopping = false;
  let round: Promise<void> = Promise.resolve();

  /** Marks the due messages taken, in one saved change; answers copies to send. */
  const take = () =>
    db.exclusive(async (): Promise<Taken[]> => {
      const now = new Date();
      const taken: Taken[] = [];
      for (const tenantId of Object.keys(db.state.data)) {
        // Scanned in memory (the store holds every row); an index by due time is the next step if outboxes grow large.
        const due = (db.state.data[tenantId].messages ?? []).filter((m) => isDue(m, now) && !isClaimed(m, now.getTime()));
        if (!due.length) continue;
        const tracked = db.tenant(tenantId).messages;
        for (const { id } of due.slice(0, batch - taken.length)) {
          const message = tracked.find((m) => m.id === id)!;
          message.claimedUntil = new Date(now.getTime() + claimMs).toISOString();
          taken.push({ tenantId, message: structuredClone(unwrapped(message)) });
        }
        if (taken.length >= batch) break;
      }
      if (taken.length) await db.save();
      return taken;
    });

  /** Sends one message; never throws (a failure is the attempt's result). */
  const send = async ({ message }: Taken): Promise<Attempt> => {
    const at = new Date().toISOString();
    const transport = transports[message.channel];
    if (!transport) {
      // Nothing configured for the channel: written to the log, never lost (and recorded as sent by `log`).
      log.info({ messageId: message.id, channel: message.channel, to: message.to, subject: message.subject, body: message.body }, `customer message #${message.id} (${message.channel}, no transport configured): logged`);
      return { at, ok: true, via: 'log' };
    }
    try {
      const { via } = await transport(message);
      return { at, ok: true, via };
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      log.warn({ messageId: message.id, channel: message.channel, err: error }, `customer message #${message.id} not sent: ${error}`);
      return { at, ok: false, error: error.slice(0, 500), via: message.channel };
    }
  };

  /** Records the attempt on the stored message, in a saved change. */
  const record = ({ tenantId, message }: Taken, attempt: Attempt) =>
    db.exclusive(async () => {
      const stored = db.tenant(tenantId).messages?.find((m) => m.id === message.id);
      if (!stored) return;
      Object.assign(stored, afterAttempt(stored, attempt, new Date(), retryBaseMs));
      stored.claimedUntil = null;
      await db.save();
    });

  const runOnce = async () => {
    const taken = await take();
    await Promise.all(
      taken.map(async (t) => {
        const attempt = await send(t);
        await record(t, attempt).catch((e: unknown) => log.error({ err: e, messageId: t.message.id }, 'could not record a message attempt'));
      }),
    );
  };

  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    round = runOnce()
      .catch((e: unknown) => log.error({ err: e }, 'message worker round failed'))
      .finally(() => {
        if (!stopping) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      await round;
    },
    runOnce: () => (round = round.then(runOnce)),
  };
};
