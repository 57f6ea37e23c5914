/**
 * A raw enum value as words, for a value no locale key names yet: 'in_progress' → 'In progress',
 * 'parts-request' → 'Parts request', 'IN' → 'In'. Never the raw value with its underscores. A
 * value that is not a plain word list ('issue: INV-1') is free text and is kept as it is.
 */
export const humanize = (value: unknown): string => {
  const text = String(value ?? '').trim();
  if (!/^[A-Za-z0-9]+([ _-][A-Za-z0-9]+)*$/.test(text)) return text;
  const words = text.replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * An audit action split into its word and the free text the server adds after ': '
 * ('reopen: customer called' → ['reopen', 'customer called']).
 */
export const splitAuditAction = (action: unknown): [string, string | null] => {
  const text = String(action ?? '');
  const at = text.indexOf(': ');
  return at < 0 ? [text, null] : [text.slice(0, at), text.slice(at + 2)];
};
