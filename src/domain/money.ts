const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Rupees with lakh grouping, e.g. ₹1,23,456.00. */
export const formatINR = (value: number | string | null | undefined): string => {
  const n = Number(value);
  return inr.format(Number.isFinite(n) ? n : 0);
};

/** Round to paise (2 decimals), avoiding binary drift such as 1.005 -> 1.00. */
export const roundPaise = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;
