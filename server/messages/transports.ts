// How a customer message leaves the server, one transport per channel (docs/architecture.md,
// "Customer messages"): e-mail by nodemailer over SMTP_URL; WhatsApp by the WhatsApp Cloud API's
// template messages; SMS by an MSG91-style flow API with India's DLT template ids. A transport
// resolves with who delivered it, or throws with the provider's answer (the worker retries).
// The two HTTP adapters are a few lines over fetch each: the providers' SDKs are larger than the
// calls they make.
import nodemailer from 'nodemailer';
import type { Channel } from '../../src/domain/customerMessages';
import type { Message } from '../../mocks/types';
import type { MessagingConfig } from '../config';

export type Transport = (message: Message) => Promise<{ via: string }>;

/** A provider's template takes the text's values one by one, in the order its English body names them. */
export const templateValues = (message: Message, englishBody: string): string[] =>
  [...englishBody.matchAll(/%\{(\w+)\}/g)].map(([, name]) => String(message.params[name] ?? ''));

/** The template of an event at a provider: `servicedesk_<event in snake case>`. */
export const templateName = (event: string) => `servicedesk_${event.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

/** A provider's failure as one line: the status and the start of its answer. */
const refused = async (provider: string, response: Response) => {
  const text = (await response.text().catch(() => '')).slice(0, 200);
  return new Error(`${provider} answered ${response.status}${text ? `: ${text}` : ''}`);
};

const email = (config: MessagingConfig): Transport | undefined => {
  if (!config.smtpUrl) return undefined;
  const mailer = nodemailer.createTransport(config.smtpUrl);
  return async (message) => {
    await mailer.sendMail({
      from: config.smtpFrom,
      to: message.to,
      subject: message.subject,
      text: message.body,
      // The same id for every attempt of the message: a mail server that took it once can tell a retry.
      messageId: `<message-${message.id}-${message.createdAt.replace(/\D/g, '')}@servicedesk>`,
    });
    return { via: 'smtp' };
  };
};

const whatsapp = (config: MessagingConfig, englishBody: (event: string) => string): Transport | undefined => {
  const api = config.whatsapp;
  if (!api) return undefined;
  return async (message) => {
    const response = await fetch(`${api.url}/${api.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: message.to.replace(/\D/g, ''),
        type: 'template',
        template: {
          name: templateName(message.event),
          language: { code: message.language },
          components: [{ type: 'body', parameters: templateValues(message, englishBody(message.event)).map((text) => ({ type: 'text', text })) }],
        },
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw await refused('WhatsApp', response);
    return { via: 'whatsapp-cloud' };
  };
};

const sms = (config: MessagingConfig, englishBody: (event: string) => string): Transport | undefined => {
  const api = config.sms;
  if (!api) return undefined;
  return async (message) => {
    const templateId = api.templates[message.event]?.[message.language] ?? api.templates[message.event]?.en;
    // No DLT template registered for the event: an operator's gap, not a passing failure.
    if (!templateId) throw new Error(`no DLT template id for ${message.event} (${message.language}) in SMS_TEMPLATES`);
    const values = Object.fromEntries(templateValues(message, englishBody(message.event)).map((v, i) => [`VAR${i + 1}`, v]));
    const response = await fetch(api.url, {
      method: 'POST',
      headers: { authkey: api.authKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ template_id: templateId, short_url: '0', recipients: [{ mobiles: message.to.replace(/\D/g, ''), ...values }] }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw await refused('SMS', response);
    return { via: 'sms-flow' };
  };
};

/** The configured transport of each channel; a channel without one is logged by the worker. */
export const transportsOf = (config: MessagingConfig, englishBody: (event: string) => string): Partial<Record<Channel, Transport>> => ({
  email: email(config),
  whatsapp: whatsapp(config, englishBody),
  sms: sms(config, englishBody),
});
