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

// An invited customer is a customer of the warehouse (issue 27): the account staff invite is linked to
// the warehouse's customer record with the same e-mail, or to a new one made from the invite, so that
// it sees its own products and jobs. A sign-up is not linked (staff link it later). Used by the demo
// backend's and the server's POST /api/users/register (mocks/handlers/auth.ts).

/** Whether a new account staff invite is linked to a customer record: a customer's, of a warehouse. */
export const linksInvitedCustomer = (role: string, tenantId: number | null): boolean => role === 'customer' && tenantId !== null;

/** The customer record with this e-mail, in any case, if any. */
export const customerWithEmail = <C extends { email: string }>(customers: readonly C[], email: string): C | undefined =>
  customers.find((c) => c.email.toLowerCase() === email.toLowerCase());

/** A customer record made from an invite, before its id and date: named as the invite names the person (else by the e-mail), nothing else known yet. */
export interface InvitedCustomer {
  name: string;
  email: string;
  phone: string;
  pincode: string;
  city: string;
  address: string;
  stateCode: null;
  gstin: null;
}

export const invitedCustomer = (invite: { email: string; firstName: string; lastName: string }): InvitedCustomer => ({
  name: [invite.firstName, invite.lastName].filter(Boolean).join(' ') || invite.email,
  email: invite.email,
  phone: '',
  pincode: '',
  city: '',
  address: '',
  stateCode: null,
  gstin: null,
});
