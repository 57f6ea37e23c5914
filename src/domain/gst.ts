// GST rules (issue 15 scope 2, docs/architecture.md, "Money: GST and warranty"): states and their GST codes, GSTIN validation,
// rates by HSN/SAC and the CGST + SGST / IGST split. Pure: the demo backend and the screens call these.
// A problem is a refusal (src/domain/refusal.ts): a key of i18n/en.json and its parameters.
import { refusal, RefusalError, type Refusal } from './refusal';

/** An Indian state or union territory with its two-digit GST state code. */
export interface IndianState {
  code: string;
  name: string;
  /** A union territory without a legislature charges UTGST instead of SGST (same amount). */
  utgst: boolean;
}

const st = (code: string, name: string, utgst = false): IndianState => ({ code, name, utgst });

/** The GST state codes in use (25 Daman and Diu and 28 undivided Andhra Pradesh are retired). */
export const STATES: readonly IndianState[] = [
  st('01', 'Jammu and Kashmir'), st('02', 'Himachal Pradesh'), st('03', 'Punjab'),
  st('04', 'Chandigarh', true), st('05', 'Uttarakhand'), st('06', 'Haryana'), st('07', 'Delhi'),
  st('08', 'Rajasthan'), st('09', 'Uttar Pradesh'), st('10', 'Bihar'), st('11', 'Sikkim'),
  st('12', 'Arunachal Pradesh'), st('13', 'Nagaland'), st('14', 'Manipur'), st('15', 'Mizoram'),
  st('16', 'Tripura'), st('17', 'Meghalaya'), st('18', 'Assam'), st('19', 'West Bengal'),
  st('20', 'Jharkhand'), st('21', 'Odisha'), st('22', 'Chhattisgarh'), st('23', 'Madhya Pradesh'),
  st('24', 'Gujarat'), st('26', 'Dadra and Nagar Haveli and Daman and Diu', true),
  st('27', 'Maharashtra'), st('29', 'Karnataka'), st('30', 'Goa'), st('31', 'Lakshadweep', true),
  st('32', 'Kerala'), st('33', 'Tamil Nadu'), st('34', 'Puducherry'),
  st('35', 'Andaman and Nicobar Islands', true), st('36', 'Telangana'), st('37', 'Andhra Pradesh'),
  st('38', 'Ladakh', true), st('97', 'Other Territory', true),
];

/** Other spellings people type, normalised (see normName). */
const ALIASES: Record<string, string> = {
  'nct of delhi': '07', 'new delhi': '07', orissa: '21', pondicherry: '34', 'andaman and nicobar': '35',
  'dadra and nagar haveli': '26', 'daman and diu': '26', 'j and k': '01',
};

const normName = (s: string): string => s.trim().toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ');

const byCode = new Map(STATES.map((s) => [s.code, s]));
const byName = new Map<string, IndianState>([
  ...STATES.map((s) => [normName(s.name), s] as const),
  ...Object.entries(ALIASES).map(([alias, code]) => [alias, byCode.get(code)!] as const),
]);

/** `Unknown state: <value>`. */
export const unknownStateRefusal = (value: unknown): Refusal => refusal('serverText.unknownState', { state: String(value ?? '').trim() });

/** By GST state code: '29', also 29 or '7' for 07. */
export const stateByCode = (code: string | number | null | undefined): IndianState | undefined => {
  const text = String(code ?? '').trim();
  return /^\d{1,2}$/.test(text) ? byCode.get(text.padStart(2, '0')) : undefined;
};

/** By name, case-insensitive; '&' reads as 'and'; a few old names (Orissa, Pondicherry) too. */
export const stateByName = (name: string | null | undefined): IndianState | undefined =>
  byName.get(normName(String(name ?? '')));

/** By code or by name. */
export const findState = (value: string | number | null | undefined): IndianState | undefined =>
  stateByCode(value) ?? (typeof value === 'number' ? undefined : stateByName(value));

/** null for a known state (code or name), else `Unknown state: <value>`. */
export const stateProblem = (value: string | number | null | undefined): Refusal | null =>
  findState(value) ? null : unknownStateRefusal(value);

// ---------------------------------------------------------------------------------------------
// GSTIN: state code (2 digits) + PAN (5 letters, 4 digits, 1 letter) + entity (1-9, A-Z) + Z + check.

export const GSTIN_LENGTH = 15;
const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Trimmed and upper-case: the form to validate and to store. */
export const normalizeGstin = (value: string | null | undefined): string => String(value ?? '').trim().toUpperCase();

/**
 * The check character of a GSTIN from its first 14 characters (mod-36): each character's value
 * (0-9, A-Z = 0..35) times 1 at odd and 2 at even positions from the left; each product adds
 * floor(product / 36) + product % 36; check = (36 - sum % 36) % 36 as a code point.
 */
export const gstinCheckChar = (first14: string): string => {
  const text = normalizeGstin(first14).slice(0, 14);
  let sum = 0;
  for (let i = 0; i < text.length; i += 1) {
    const value = CODE_POINTS.indexOf(text[i]);
    if (value < 0) throw new Error(`GSTIN character ${i + 1} must be a digit or a letter`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CODE_POINTS[(36 - (sum % 36)) % 36];
};

/** null for a valid GSTIN (after normalizeGstin), else what is wrong with it. */
export const gstinProblem = (value: string | null | undefined): Refusal | null => {
  const g = normalizeGstin(value);
  if (g.length !== GSTIN_LENGTH) return refusal('serverText.gstinLength', { count: g.length });
  if (!/^\d{2}$/.test(g.slice(0, 2))) return refusal('serverText.gstinStateDigits');
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(g.slice(2, 12))) return refusal('serverText.gstinPan');
  if (!/^[1-9A-Z]$/.test(g[12])) return refusal('serverText.gstinEntity');
  if (g[13] !== 'Z') return refusal('serverText.gstinChar14');
  if (!/^[0-9A-Z]$/.test(g[14])) return refusal('serverText.gstinCheckKind');
  if (!byCode.has(g.slice(0, 2))) return refusal('serverText.gstinStateUnknown', { code: g.slice(0, 2) });
  if (gstinCheckChar(g) !== g[14]) return refusal('serverText.gstinCheckWrong');
  return null;
};

/** The state a valid GSTIN is registered in; undefined for an invalid GSTIN. */
export const gstinState = (gstin: string | null | undefined): IndianState | undefined =>
  gstinProblem(gstin) ? undefined : byCode.get(normalizeGstin(gstin).slice(0, 2));

// ---------------------------------------------------------------------------------------------
// Rates by HSN (goods) / SAC (services) prefix: data, not code. The longest matching prefix wins.

export interface GstRateEntry {
  prefix: string;
  /** Percent, e.g. 18. */
  rate: number;
  description: string;
}

/** Repair and maintenance labour: SAC heading 9987 (998719, other machinery and equipment). */
export const LABOUR_SAC = '998719';

export const GST_RATES: readonly GstRateEntry[] = [
  // GST 2.0 (22 September 2025) moved TVs from 28% to 18%.
  { prefix: '8528', rate: 18, description: 'Televisions, monitors and projectors' },
  { prefix: '8529', rate: 18, description: 'Parts of televisions (panels, boards)' },
  { prefix: '8543', rate: 18, description: 'Electrical apparatus (remote controls)' },
  { prefix: '8544', rate: 18, description: 'Insulated wire and cables' },
  { prefix: '8302', rate: 18, description: 'Base metal mountings (TV wall mounts)' },
  { prefix: '9987', rate: 18, description: 'Maintenance, repair and installation services' },
];

const digitsOnly = (code: string | null | undefined): string => String(code ?? '').replace(/\s+/g, '');

/** The entry with the longest prefix of `code`, or undefined. */
export const findGstRate = (code: string | null | undefined, table: readonly GstRateEntry[] = GST_RATES): GstRateEntry | undefined => {
  const c = digitsOnly(code);
  if (!/^\d{4,8}$/.test(c)) return undefined;
  let best: GstRateEntry | undefined;
  for (const entry of table) {
    if (c.startsWith(entry.prefix) && (!best || entry.prefix.length > best.prefix.length)) best = entry;
  }
  return best;
};

/** null when a rate is known for the code, else why not (a blank code is named `(empty)`, as the spec's text has it). */
export const gstRateProblem = (code: string | null | undefined, table: readonly GstRateEntry[] = GST_RATES): Refusal | null => {
  const c = digitsOnly(code);
  if (!/^\d{4,8}$/.test(c)) return refusal('serverText.hsnDigitsOf', { code: c || '(empty)' });
  return findGstRate(c, table) ? null : refusal('serverText.noGstRateFor', { code: c });
};

/** The rate in percent for a code; throws the gstRateProblem refusal when there is none. */
export const gstRateFor = (code: string | null | undefined, table: readonly GstRateEntry[] = GST_RATES): number => {
  const entry = findGstRate(code, table);
  if (!entry) throw new RefusalError(gstRateProblem(code, table) ?? refusal('serverText.noGstRate'));
  return entry.rate;
};

// ---------------------------------------------------------------------------------------------
// Tax: place of supply = the customer's state; same as the supplier's: CGST + SGST at half the rate
// each, each rounded to paise on its own; otherwise IGST at the full rate. Totals add rounded lines.

export interface TaxLineInput {
  description: string;
  hsnSac: string;
  quantity: number;
  unitPrice: number;
  /** Percent, e.g. 18. */
  gstRate: number;
}

export interface TaxLine extends TaxLineInput {
  taxableValue: number;
  cgstRate: number;
  cgst: number;
  sgstRate: number;
  sgst: number;
  igstRate: number;
  igst: number;
  tax: number;
  total: number;
}

export interface TaxTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  grandTotal: number;
}

export interface RateSummary extends Omit<TaxTotals, 'grandTotal'> {
  rate: number;
}

export interface TaxResult {
  supplierState: IndianState;
  placeOfSupply: IndianState;
  intraState: boolean;
  /** 'UTGST' where the place of supply is a union territory without a legislature. */
  stateTaxLabel: 'SGST' | 'UTGST';
  lines: TaxLine[];
  totals: TaxTotals;
  /** One row per rate, ascending. */
  byRate: RateSummary[];
}

export const MAX_GST_RATE = 100;

/** null for a line that can be taxed, else what is wrong with it. */
export const taxLineProblem = (line: Partial<TaxLineInput>): Refusal | null => {
  const { quantity, unitPrice, gstRate } = line;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 0) return refusal('serverText.lineQuantity');
  if (typeof unitPrice !== 'number' || !Number.isFinite(unitPrice) || unitPrice < 0) return refusal('serverText.lineUnitPrice');
  if (typeof gstRate !== 'number' || !Number.isFinite(gstRate) || gstRate < 0 || gstRate > MAX_GST_RATE)
    return refusal('serverText.gstRatePercent', { max: MAX_GST_RATE });
  return null;
};

// Money is added in whole paise so that sums carry no binary drift.
const toPaise = (rupees: number): number => Math.round(rupees * 100);
const fromPaise = (paise: number): number => paise / 100;

/** Taxes the lines; throws (a RefusalError) `Unknown state: X` or `Line N: ` and the taxLineProblem. */
export const taxLines = (
  lines: readonly TaxLineInput[],
  { supplierState, placeOfSupply }: { supplierState: string; placeOfSupply: string },
): TaxResult => {
  const supplier = findState(supplierState);
  if (!supplier) throw new RefusalError(unknownStateRefusal(supplierState));
  const place = findState(placeOfSupply);
  if (!place) throw new RefusalError(unknownStateRefusal(placeOfSupply));
  const intraState = supplier.code === place.code;

  const sums = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  const rates = new Map<number, typeof sums>();
  const taxed = lines.map((line, index) => {
    const problem = taxLineProblem(line);
    if (problem) throw new RefusalError(refusal('serverText.taxLineProblem', { line: index + 1, problem }));
    const taxable = Math.round(line.quantity * toPaise(line.unitPrice));
    const half = intraState ? Math.round((taxable * line.gstRate) / 200) : 0;
    const igst = intraState ? 0 : Math.round((taxable * line.gstRate) / 100);
    const paise = { taxable, cgst: half, sgst: half, igst };
    const bucket = rates.get(line.gstRate) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    for (const key of ['taxable', 'cgst', 'sgst', 'igst'] as const) {
      sums[key] += paise[key];
      bucket[key] += paise[key];
    }
    rates.set(line.gstRate, bucket);
    return {
      ...line,
      taxableValue: fromPaise(taxable),
      cgstRate: intraState ? line.gstRate / 2 : 0,
      cgst: fromPaise(half),
      sgstRate: intraState ? line.gstRate / 2 : 0,
      sgst: fromPaise(half),
      igstRate: intraState ? 0 : line.gstRate,
      igst: fromPaise(igst),
      tax: fromPaise(2 * half + igst),
      total: fromPaise(taxable + 2 * half + igst),
    };
  });

  const money = (p: typeof sums) => ({
    taxable: fromPaise(p.taxable),
    cgst: fromPaise(p.cgst),
    sgst: fromPaise(p.sgst),
    igst: fromPaise(p.igst),
    tax: fromPaise(p.cgst + p.sgst + p.igst),
  });
  return {
    supplierState: supplier,
    placeOfSupply: place,
    intraState,
    stateTaxLabel: place.utgst ? 'UTGST' : 'SGST',
    lines: taxed,
    totals: { ...money(sums), grandTotal: fromPaise(sums.taxable + sums.cgst + sums.sgst + sums.igst) },
    byRate: [...rates.entries()].sort(([a], [b]) => a - b).map(([rate, p]) => ({ rate, ...money(p) })),
  };
};
