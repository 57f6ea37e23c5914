// Tax identity of warehouses and customers (issue 15 scope 1, docs/architecture.md, "Money: GST and warranty"): the state proposed for a
// PIN code, and the checks of a state + GSTIN pair. Pure: the demo backend and the forms call these.
import { findState, gstinProblem, normalizeGstin, stateByCode, unknownStateRefusal, type IndianState } from './gst';
import { refusal, type Refusal } from './refusal';

// ---------------------------------------------------------------------------------------------
// PIN code -> GST state, by the postal circles of the first digits. A PIN prefix does not follow
// state borders everywhere (a few border towns, Mohali, Daman, Yanam, Mahe...), so the state found
// here is only a PROPOSAL: a form fills it in for the user, who may change it.

/** [first prefix, last prefix, GST state code]: prefixes of 2 or 3 digits, inclusive. */
const PIN_CIRCLES: readonly (readonly [string, string, string])[] = [
  ['11', '11', '07'], // Delhi
  ['12', '13', '06'], // Haryana
  ['14', '16', '03'], // Punjab
  ['160', '160', '04'], // Chandigarh
  ['17', '17', '02'], // Himachal Pradesh
  ['18', '19', '01'], // Jammu and Kashmir
  ['194', '194', '38'], // Ladakh
  ['20', '28', '09'], // Uttar Pradesh
  ['246', '249', '05'], // Uttarakhand
  ['262', '263', '05'],
  ['30', '34', '08'], // Rajasthan
  ['36', '39', '24'], // Gujarat
  ['40', '44', '27'], // Maharashtra
  ['403', '403', '30'], // Goa
  ['45', '48', '23'], // Madhya Pradesh
  ['49', '49', '22'], // Chhattisgarh
  ['500', '509', '36'], // Telangana
  ['51', '53', '37'], // Andhra Pradesh
  ['56', '59', '29'], // Karnataka
  ['60', '64', '33'], // Tamil Nadu
  ['605', '605', '34'], // Puducherry
  ['67', '69', '32'], // Kerala
  ['70', '74', '19'], // West Bengal
  ['737', '737', '11'], // Sikkim
  ['744', '744', '35'], // Andaman and Nicobar Islands
  ['75', '77', '21'], // Odisha
  ['78', '78', '18'], // Assam
  ['790', '792', '12'], // Arunachal Pradesh
  ['793', '794', '17'], // Meghalaya
  ['795', '795', '14'], // Manipur
  ['796', '796', '15'], // Mizoram
  ['797', '798', '13'], // Nagaland
  ['799', '799', '16'], // Tripura
  ['80', '85', '10'], // Bihar
  ['814', '816', '20'], // Jharkhand
  ['822', '835', '20'],
];

/** Prefix (2 or 3 digits) -> state code; a 3-digit prefix is more precise than its 2-digit circle. */
const BY_PREFIX = new Map<string, string>();
for (const [from, to, code] of PIN_CIRCLES) {
  for (let n = Number(from); n <= Number(to); n += 1) BY_PREFIX.set(String(n).padStart(from.length, '0'), code);
}

/** A PIN code as people type it: six digits, maybe with a space after the third. Not 0 or 9 first (9 is the army's). */
export const PINCODE_PATTERN = /^[1-8]\d{5}$/;

/**
 * The GST state PROPOSED for an Indian PIN code, from its postal circle; undefined for an unknown
 * or malformed PIN. Postal circles do not follow state borders everywhere: a form fills the state
 * in from this and the user may change it; nothing stores it unasked.
 */
export const stateForPincode = (pincode: string | number | null | undefined): IndianState | undefined => {
  const pin = String(pincode ?? '').replace(/\s+/g, '');
  if (!PINCODE_PATTERN.test(pin)) return undefined;
  const code = BY_PREFIX.get(pin.slice(0, 3)) ?? BY_PREFIX.get(pin.slice(0, 2));
  return code ? stateByCode(code) : undefined;
};

// ---------------------------------------------------------------------------------------------
// A state and a GSTIN together.

export interface TaxIdentity {
  /** A GST state code ('29') or a state name ('Karnataka'); blank: none given. */
  stateCode?: string | number | null;
  gstin?: string | null;
}

/** What is wrong with a tax identity (its kind, for a form to pick the field), and its refusal. */
export type TaxIdentityIssue =
  | { kind: 'unknownState'; value: string; refusal: Refusal }
  | { kind: 'gstinRequired'; refusal: Refusal }
  | { kind: 'gstin'; refusal: Refusal }
  | { kind: 'gstinElsewhere'; registeredIn: IndianState; state: IndianState; refusal: Refusal };

export const GSTIN_REQUIRED = refusal('serverText.gstinRequired');

const blank = (value: unknown) => String(value ?? '').trim() === '';

/** `GSTIN is registered in Karnataka (29), not in Maharashtra`. */
export const gstinElsewhereRefusal = (registeredIn: IndianState, state: IndianState): Refusal =>
  refusal('serverText.gstinElsewhere', { registeredIn: registeredIn.name, code: registeredIn.code, state: state.name });

/** The first issue (unknown state, then a missing or bad GSTIN, then a GSTIN of another state), or null. */
export const taxIdentityIssue = (identity: TaxIdentity, { gstinRequired = false }: { gstinRequired?: boolean } = {}): TaxIdentityIssue | null => {
  const { stateCode, gstin } = identity;
  const state = blank(stateCode) ? undefined : findState(stateCode);
  if (!blank(stateCode) && !state) {
    const value = String(stateCode).trim();
    return { kind: 'unknownState', value, refusal: unknownStateRefusal(value) };
  }
  if (blank(gstin)) return gstinRequired ? { kind: 'gstinRequired', refusal: GSTIN_REQUIRED } : null;
  const problem = gstinProblem(gstin);
  if (problem) return { kind: 'gstin', refusal: problem };
  const registeredIn = stateByCode(normalizeGstin(gstin).slice(0, 2))!;
  if (state && registeredIn.code !== state.code) {
    return { kind: 'gstinElsewhere', registeredIn, state, refusal: gstinElsewhereRefusal(registeredIn, state) };
  }
  return null;
};

/**
 * null, or the first problem of a state and GSTIN: `Unknown state: X`, a GSTIN's problem
 * (gstinProblem's), or `GSTIN is registered in <state> (<code>), not in <state>`.
 * A blank state is not checked; a blank GSTIN is refused only with `gstinRequired`.
 */
export const taxIdentityProblem = (identity: TaxIdentity, options: { gstinRequired?: boolean } = {}): Refusal | null =>
  taxIdentityIssue(identity, options)?.refusal ?? null;
