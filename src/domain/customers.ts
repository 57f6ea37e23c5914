// Customers as callers (issue 27): the same caller is found again by phone, however the number was
// typed (spaces, +91, a leading 0), and is not created twice.

/** A phone number's digits as a caller is known by: an Indian number's last 10 digits (+91 and a trunk 0 dropped), else every digit. */
export const phoneKey = (phone: string | null | undefined): string => {
  const digits = String(phone ?? '').replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
};

/** The customer already known by this phone number, if any (a number without digits matches no one). */
export const customerWithPhone = <C extends { phone: string }>(customers: readonly C[], phone: string): C | undefined => {
  const key = phoneKey(phone);
  return key ? customers.find((c) => phoneKey(c.phone) === key) : undefined;
};

/** A search that is a phone number (7 or more digits, with spaces, dashes, brackets or +): its digits to look for; else null. */
export const phoneSearch = (search: string): string | null => (/^[\d\s()+-]+$/.test(search) && search.replace(/\D/g, '').length >= 7 ? phoneKey(search) : null);
