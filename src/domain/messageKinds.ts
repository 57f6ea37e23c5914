// The kinds of customer messages (issue 30): events, channels, languages, statuses, and the length of
// a rating's comment. Apart from the rules of customerMessages.ts and feedback.ts, which only the demo
// backend and the server run: the schemas and the customer form read these, and they come with the
// console's rules chunk (vite.config.ts), the rules do not.

/** The customer-facing events; each has its texts under `customerMessages.<event>` in the locale files. */
export const CUSTOMER_EVENTS = ['complaintLogged', 'visitBooked', 'visitMoved', 'estimateReady', 'jobCompleted', 'invoiceIssued', 'feedbackAsked'] as const;
export type CustomerEvent = (typeof CUSTOMER_EVENTS)[number];

export const CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The languages a customer can be written to in (the console's languages). */
export const MESSAGE_LANGUAGES = ['en', 'hi'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The longest comment a customer may leave with a rating on their link. */
export const FEEDBACK_COMMENT_MAX = 1000;
