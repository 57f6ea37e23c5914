import { describe, expect, it } from 'vitest';
import { gstinCheckChar } from '../../src/domain/gst';
import { GSTIN_REQUIRED, stateForPincode, taxIdentityIssue, taxIdentityProblem } from '../../src/domain/taxIdentity';
import { said } from './said';

// Issue 15 scope 1, docs/architecture.md, "Money: GST and warranty": the state proposed for a PIN code,
// and a state + GSTIN checked together.

/** A valid GSTIN of a state: the same PAN, entity 1, its check character. */
const gstinOf = (stateCode: string) => `${stateCode}AABCV1234F1Z` + gstinCheckChar(`${stateCode}AABCV1234F1Z`);

describe('stateForPincode: the postal circle of the first digits', () => {
  it.each([
    ['110001', 'Delhi'], ['122001', 'Haryana'], ['131001', 'Haryana'], ['141001', 'Punjab'], ['151001', 'Punjab'],
    ['160017', 'Chandigarh'], ['171001', 'Himachal Pradesh'], ['180001', 'Jammu and Kashmir'], ['190001', 'Jammu and Kashmir'],
    ['194101', 'Ladakh'], ['226001', 'Uttar Pradesh'], ['201301', 'Uttar Pradesh'], ['248001', 'Uttarakhand'],
    ['249401', 'Uttarakhand'], ['263001', 'Uttarakhand'], ['250001', 'Uttar Pradesh'], ['302001', 'Rajasthan'],
    ['380015', 'Gujarat'], ['400050', 'Maharashtra'], ['411057', 'Maharashtra'], ['403001', 'Goa'],
    ['452001', 'Madhya Pradesh'], ['492001', 'Chhattisgarh'], ['500081', 'Telangana'], ['509001', 'Telangana'],
    ['520001', 'Andhra Pradesh'], ['530001', 'Andhra Pradesh'], ['560034', 'Karnataka'], ['590001', 'Karnataka'],
    ['600040', 'Tamil Nadu'], ['605001', 'Puducherry'], ['641001', 'Tamil Nadu'], ['682001', 'Kerala'],
    ['700091', 'West Bengal'], ['737101', 'Sikkim'], ['744101', 'Andaman and Nicobar Islands'], ['751001', 'Odisha'],
    ['781001', 'Assam'], ['791111', 'Arunachal Pradesh'], ['793001', 'Meghalaya'], ['795001', 'Manipur'],
    ['796001', 'Mizoram'], ['797001', 'Nagaland'], ['799001', 'Tripura'], ['800001', 'Bihar'],
    ['814101', 'Jharkhand'], ['834001', 'Jharkhand'], ['821101', 'Bihar'], ['841101', 'Bihar'],
  ])('%s is proposed as %s', (pin, state) => {
    expect(stateForPincode(pin)?.name).toBe(state);
  });

  it('reads a PIN typed with a space or as a number', () => {
    expect(stateForPincode(' 560 001 ')?.code).toBe('29');
    expect(stateForPincode(110001)?.code).toBe('07');
  });

  it.each([[''], [null], [undefined], ['56000'], ['5600011'], ['56A001'], ['012345'], ['999999'], ['350001']])(
    'proposes nothing for %s (malformed, army post or a prefix of no circle)',
    (pin) => {
      expect(stateForPincode(pin as string)).toBeUndefined();
    },
  );
});

describe('taxIdentityProblem', () => {
  it('accepts a known state with or without a GSTIN of that state, by code or by name', () => {
    expect(taxIdentityProblem({ stateCode: '29', gstin: gstinOf('29') })).toBeNull();
    expect(taxIdentityProblem({ stateCode: 'Karnataka', gstin: gstinOf('29').toLowerCase() })).toBeNull();
    expect(taxIdentityProblem({ stateCode: '29', gstin: '' })).toBeNull();
    expect(taxIdentityProblem({ stateCode: '', gstin: gstinOf('27') })).toBeNull();
    expect(taxIdentityProblem({})).toBeNull();
  });

  it('refuses an unknown state first, with the state as typed', () => {
    expect(said(taxIdentityProblem({ stateCode: 'Atlantis', gstin: 'bad' }))).toBe('Unknown state: Atlantis');
    expect(said(taxIdentityProblem({ stateCode: '25' }))).toBe('Unknown state: 25');
  });

  it("refuses a bad GSTIN with gstinProblem's text", () => {
    expect(said(taxIdentityProblem({ stateCode: '29', gstin: '29AABCV1234F1Z' }))).toBe('GSTIN must be 15 characters (this one has 14)');
    const wrongCheck = gstinOf('29').slice(0, 14) + (gstinOf('29').endsWith('A') ? 'B' : 'A');
    expect(said(taxIdentityProblem({ stateCode: '29', gstin: wrongCheck }))).toBe('GSTIN check character is wrong');
  });

  it('refuses a GSTIN registered in another state, naming both', () => {
    expect(said(taxIdentityProblem({ stateCode: '27', gstin: gstinOf('29') }))).toBe('GSTIN is registered in Karnataka (29), not in Maharashtra');
    expect(taxIdentityIssue({ stateCode: 'Delhi', gstin: gstinOf('33') })).toMatchObject({ kind: 'gstinElsewhere', registeredIn: { code: '33' }, state: { code: '07' } });
  });

  it('asks for a GSTIN only when it is required', () => {
    expect(taxIdentityProblem({ stateCode: '29', gstin: ' ' }, { gstinRequired: true })).toBe(GSTIN_REQUIRED);
    expect(said(GSTIN_REQUIRED)).toBe('GSTIN is required');
    expect(taxIdentityProblem({ stateCode: '29', gstin: ' ' }, { gstinRequired: false })).toBeNull();
  });
});
