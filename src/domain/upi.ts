// Paying an invoice by UPI (issue 30; docs/architecture.md, "Customer messages"): the warehouse's UPI
// id (VPA) and an invoice's amount due make a `upi://pay` link, which the job link page shows as a
// QR code any UPI app scans. NPCI's deep-link parameters: pa (payee VPA), pn (payee name), am
// (amount, rupees with two decimals), cu (INR) and tn (a note). Pure.
import type { RefusalKey } from './refusal';

/** A VPA: a handle, '@', and the provider's name (`servicedesk.blr@okhdfcbank`). */
const VPA = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,64}$/;

export const vpaRefusal = (value: string): RefusalKey | null => (VPA.test(value.trim()) ? null : 'serverText.upiVpaInvalid');

/** The `upi://pay` link of a payment of `amount` rupees to `vpa`. */
export const upiPayUri = ({ vpa, payee, amount, note }: { vpa: string; payee: string; amount: number; note: string }): string => {
  const params = new URLSearchParams({ pa: vpa.trim(), pn: payee, am: amount.toFixed(2), cu: 'INR', tn: note });
  // URLSearchParams writes a space as '+'; UPI apps read %20.
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
};
