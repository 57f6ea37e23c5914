// Made on first use: building an Intl formatter loads locale data (tens of ms), which a screen
// showing no money should not pay for on its cold load.
let inr: Intl.NumberFormat | null = null;

/** Rupees with lakh grouping, e.g. ₹1,23,456.00. */
export const formatINR = (value: number | string | null | undefined): string => {
  const n = Number(value);
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return inr.format(Number.isFinite(n) ? n : 0);
};

/** Round to paise (2 decimals), avoiding binary drift such as 1.005 -> 1.00. */
export const roundPaise = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;
