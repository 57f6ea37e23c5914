import { describe, expect, it } from 'vitest';
import {
  GST_RATES,
  LABOUR_SAC,
  STATES,
  findGstRate,
  findState,
  gstRateFor,
  gstRateProblem,
  gstinCheckChar,
  gstinProblem,
  gstinState,
  stateByCode,
  stateByName,
  stateProblem,
  taxLines,
  type TaxLineInput,
} from '../../src/domain/gst';
import { said, saidThrown } from './said';

// Issue 15 scope 2, docs/architecture.md, "Money: GST and warranty".

describe('states and GST state codes', () => {
  it.each([
    ['29', 'Karnataka'], ['27', 'Maharashtra'], ['07', 'Delhi'], ['33', 'Tamil Nadu'],
    ['36', 'Telangana'], ['37', 'Andhra Pradesh'], ['38', 'Ladakh'], ['97', 'Other Territory'],
  ])('code %s is %s', (code, name) => {
    expect(stateByCode(code)?.name).toBe(name);
    expect(stateByName(name)?.code).toBe(code);
  });

  it('finds a state by name whatever the case, with & for and, and by a one-digit code', () => {
    expect(stateByName('  tamil NADU ')?.code).toBe('33');
    expect(stateByName('Jammu & Kashmir')?.code).toBe('01');
    expect(stateByName('Orissa')?.code).toBe('21');
    expect(findState(7)?.name).toBe('Delhi');
    expect(findState('karnataka')?.code).toBe('29');
  });

  it('has unique two-digit codes and names; retired 25 and 28 are not states', () => {
    expect(new Set(STATES.map((s) => s.code)).size).toBe(STATES.length);
    expect(new Set(STATES.map((s) => s.name.toLowerCase())).size).toBe(STATES.length);
    expect(STATES.every((s) => /^\d{2}$/.test(s.code))).toBe(true);
    expect(stateByCode('25')).toBeUndefined();
    expect(stateByCode('28')).toBeUndefined();
  });

  it('says clearly which state is unknown', () => {
    expect(said(stateProblem('Atlantis'))).toBe('Unknown state: Atlantis');
    expect(said(stateProblem('00'))).toBe('Unknown state: 00');
    expect(said(stateProblem(''))).toBe('Unknown state: ');
    expect(stateProblem('Kerala')).toBeNull();
  });
});

describe('GSTIN', () => {
  // 27AAPFU0939F1ZV by hand (values 0-9, A-Z = 0..35; factor 1 at odd, 2 at even positions):
  //  2x1=2 -> 2; 7x2=14 -> 14; A 10x1=10 -> 10; A 10x2=20 -> 20; P 25x1=25 -> 25; F 15x2=30 -> 30;
  //  U 30x1=30 -> 30; 0x2=0 -> 0; 9x1=9 -> 9; 3x2=6 -> 6; 9x1=9 -> 9; F 15x2=30 -> 30; 1x1=1 -> 1;
  //  Z 35x2=70 -> floor(70/36) + 70%36 = 1 + 34 = 35. Sum 221; 221 % 36 = 5; (36 - 5) % 36 = 31 = V.
  it('computes the mod-36 check character (worked by hand above)', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it.each([
    ['27AAPFU0939F1ZV', 'Maharashtra'],
    ['29AAGCB7383J1Z4', 'Karnataka'],
    ['07AAACH7409R1Z3', 'Delhi'],
    ['33ABCDE1234F1Z7', 'Tamil Nadu'],
    ['36AABCT1332L1ZF', 'Telangana'],
    ['29ABCDE1234F2ZV', 'Karnataka'],
    [' 29aagcb7383j1z4 ', 'Karnataka'],
  ])('%s is valid, registered in %s', (gstin, state) => {
    expect(gstinProblem(gstin)).toBeNull();
    expect(gstinState(gstin)?.name).toBe(state);
  });

  it.each([
    ['', 'GSTIN must be 15 characters (this one has 0)'],
    ['27AAPFU0939F1Z', 'GSTIN must be 15 characters (this one has 14)'],
    ['27AAPFU0939F1ZVX', 'GSTIN must be 15 characters (this one has 16)'],
    ['2AAAPFU0939F1ZV', 'GSTIN must start with a 2-digit state code'],
    ['27AAPF10939F1ZV', 'GSTIN characters 3 to 12 must be a PAN: 5 letters, 4 digits, 1 letter'],
    ['27AAPFU093AF1ZV', 'GSTIN characters 3 to 12 must be a PAN: 5 letters, 4 digits, 1 letter'],
    ['27AAPFU0939F0ZV', 'GSTIN character 13 (entity number) must be 1-9 or A-Z'],
    ['27AAPFU0939F1YV', 'GSTIN character 14 must be Z'],
    ['27AAPFU0939F1Z-', 'GSTIN check character must be a digit or a letter'],
    ['00AAPFU0939F1ZV', 'GSTIN state code 00 is not a known state code'],
    ['28AAPFU0939F1ZV', 'GSTIN state code 28 is not a known state code'],
    ['27AAPFU0939F1ZW', 'GSTIN check character is wrong'],
    ['29AAPFU0939F1ZV', 'GSTIN check character is wrong'],
  ])('%j: %s', (gstin, message) => {
    expect(said(gstinProblem(gstin))).toBe(message);
    expect(gstinState(gstin)).toBeUndefined();
  });
});

describe('GST rates by HSN/SAC', () => {
  it('finds TVs, remotes, cables and repair labour at 18% (GST 2.0 moved TVs from 28%)', () => {
    expect(gstRateFor('8528')).toBe(18);
    expect(findGstRate('85287217')?.prefix).toBe('8528');
    expect(gstRateFor('854370')).toBe(18);
    expect(gstRateFor('8544 42')).toBe(18);
    expect(LABOUR_SAC).toBe('998719');
    expect(findGstRate(LABOUR_SAC)?.prefix).toBe('9987');
    expect(gstRateFor(LABOUR_SAC)).toBe(18);
  });

  it('takes the longest matching prefix from the table it is given', () => {
    const table = [...GST_RATES, { prefix: '85', rate: 28, description: 'Electrical machinery' }];
    expect(findGstRate('852872', table)?.rate).toBe(18);
    expect(findGstRate('8516', table)?.rate).toBe(28);
    expect(findGstRate('8516')).toBeUndefined();
  });

  it('names an unknown or malformed code', () => {
    expect(said(gstRateProblem('1234'))).toBe('No GST rate for HSN/SAC code 1234');
    expect(said(gstRateProblem('85A8'))).toBe('HSN/SAC code must be 4 to 8 digits: 85A8');
    expect(said(gstRateProblem(''))).toBe('HSN/SAC code must be 4 to 8 digits: (empty)');
    expect(gstRateProblem('998719')).toBeNull();
    expect(saidThrown(() => gstRateFor('1234'))).toBe('No GST rate for HSN/SAC code 1234');
  });
});

const line = (quantity: number, unitPrice: number, gstRate: number, hsnSac = '8528'): TaxLineInput => ({
  description: `${hsnSac} at ${gstRate}%`,
  hsnSac,
  quantity,
  unitPrice,
  gstRate,
});
const TV = line(1, 32999, 18);
const LABOUR = line(1, 499, 18, LABOUR_SAC);
const KA = { supplierState: '29', placeOfSupply: 'Karnataka' };
const KA_TO_MH = { supplierState: 'Karnataka', placeOfSupply: '27' };

describe('taxLines', () => {
  it('intra-state: CGST and SGST at half the rate each', () => {
    const r = taxLines([TV, LABOUR], KA);
    expect(r.intraState).toBe(true);
    expect(r.stateTaxLabel).toBe('SGST');
    expect(r.lines[0]).toMatchObject({ taxableValue: 32999, cgstRate: 9, cgst: 2969.91, sgstRate: 9, sgst: 2969.91, igstRate: 0, igst: 0, tax: 5939.82, total: 38938.82 });
    expect(r.lines[1]).toMatchObject({ taxableValue: 499, cgst: 44.91, sgst: 44.91, igst: 0, total: 588.82 });
    expect(r.totals).toEqual({ taxable: 33498, cgst: 3014.82, sgst: 3014.82, igst: 0, tax: 6029.64, grandTotal: 39527.64 });
  });

  it('inter-state: IGST at the full rate, no CGST or SGST', () => {
    const r = taxLines([TV, LABOUR], KA_TO_MH);
    expect(r.intraState).toBe(false);
    expect(r.placeOfSupply.name).toBe('Maharashtra');
    expect(r.lines[0]).toMatchObject({ cgstRate: 0, cgst: 0, sgst: 0, igstRate: 18, igst: 5939.82, total: 38938.82 });
    expect(r.totals).toEqual({ taxable: 33498, cgst: 0, sgst: 0, igst: 6029.64, tax: 6029.64, grandTotal: 39527.64 });
  });

  it('odd paise: 3 x 333.33 at 18% is 999.99 taxable, 90.00 + 90.00 or IGST 180.00', () => {
    const intra = taxLines([line(3, 333.33, 18)], KA).lines[0];
    expect(intra).toMatchObject({ taxableValue: 999.99, cgst: 90, sgst: 90, tax: 180, total: 1179.99 });
    expect(taxLines([line(3, 333.33, 18)], KA_TO_MH).lines[0]).toMatchObject({ igst: 180, total: 1179.99 });
  });

  it('rounds each half on its own: 10.30 at 18% is 0.93 + 0.93 within a state, IGST 1.85 across', () => {
    expect(taxLines([line(1, 10.3, 18)], KA).totals).toMatchObject({ cgst: 0.93, sgst: 0.93, tax: 1.86, grandTotal: 12.16 });
    expect(taxLines([line(1, 10.3, 18)], KA_TO_MH).totals).toMatchObject({ igst: 1.85, tax: 1.85, grandTotal: 12.15 });
  });

  it('mixed rates (5, 12, 18, 28) with a zero-value line: summary by rate, totals reconcile', () => {
    const r = taxLines(
      [line(2, 150, 5, '8544'), line(1, 1000, 12, '8543'), line(3, 333.33, 18), line(1, 45999, 28), line(1, 0, 18, LABOUR_SAC)],
      KA,
    );
    expect(r.lines[4]).toMatchObject({ taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
    expect(r.byRate).toEqual([
      { rate: 5, taxable: 300, cgst: 7.5, sgst: 7.5, igst: 0, tax: 15 },
      { rate: 12, taxable: 1000, cgst: 60, sgst: 60, igst: 0, tax: 120 },
      { rate: 18, taxable: 999.99, cgst: 90, sgst: 90, igst: 0, tax: 180 },
      { rate: 28, taxable: 45999, cgst: 6439.86, sgst: 6439.86, igst: 0, tax: 12879.72 },
    ]);
    expect(r.totals).toEqual({ taxable: 48298.99, cgst: 6597.36, sgst: 6597.36, igst: 0, tax: 13194.72, grandTotal: 61493.71 });
  });

  it('totals are the sums of the rounded lines, to the paisa, over many odd amounts', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const rates = [0, 0.25, 3, 5, 12, 18, 28, 40];
    const lines = Array.from({ length: 60 }, () => line(1 + Math.floor(next() * 7), Math.round(next() * 9999999) / 100, rates[Math.floor(next() * rates.length)]));
    for (const where of [KA, KA_TO_MH]) {
      const r = taxLines(lines, where);
      const paise = (key: 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total') => r.lines.reduce((s, l) => s + Math.round(l[key] * 100), 0);
      expect(Math.round(r.totals.taxable * 100)).toBe(paise('taxableValue'));
      expect(Math.round(r.totals.cgst * 100)).toBe(paise('cgst'));
      expect(Math.round(r.totals.sgst * 100)).toBe(paise('sgst'));
      expect(Math.round(r.totals.igst * 100)).toBe(paise('igst'));
      expect(Math.round(r.totals.grandTotal * 100)).toBe(paise('total'));
      expect(r.totals.cgst).toBe(r.totals.sgst);
      const byRateTax = r.byRate.reduce((s, b) => s + Math.round(b.tax * 100), 0);
      expect(byRateTax).toBe(Math.round(r.totals.tax * 100));
      for (const l of r.lines) expect(Math.round(l.total * 100)).toBe(Math.round(l.taxableValue * 100) + Math.round(l.tax * 100));
    }
  });

  it('labels the state part UTGST in a union territory without a legislature', () => {
    expect(taxLines([TV], { supplierState: 'Chandigarh', placeOfSupply: '04' }).stateTaxLabel).toBe('UTGST');
    expect(taxLines([TV], { supplierState: 'Delhi', placeOfSupply: 'delhi' }).stateTaxLabel).toBe('SGST');
  });

  it('refuses an unknown state or a bad line with a clear message', () => {
    expect(saidThrown(() => taxLines([TV], { supplierState: '29', placeOfSupply: 'Atlantis' }))).toBe('Unknown state: Atlantis');
    expect(saidThrown(() => taxLines([TV], { supplierState: '99', placeOfSupply: '29' }))).toBe('Unknown state: 99');
    expect(saidThrown(() => taxLines([TV, line(-1, 10, 18)], KA))).toBe('Line 2: Quantity must be a number of 0 or more');
    expect(saidThrown(() => taxLines([line(1, Number.NaN, 18)], KA))).toBe('Line 1: Unit price must be an amount of 0 or more');
    expect(saidThrown(() => taxLines([line(1, 10, 180)], KA))).toBe('Line 1: GST rate must be a percentage from 0 to 100');
  });

  it('an invoice with no lines is all zeros', () => {
    const r = taxLines([], KA);
    expect(r.totals).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0, tax: 0, grandTotal: 0 });
    expect(r.byRate).toEqual([]);
  });
});
