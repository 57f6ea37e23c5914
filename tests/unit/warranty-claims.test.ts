import { describe, expect, it } from 'vitest';
import { brandOf, canMoveClaim, claimFromJob, claimMoveRefusal, claimTotals, claimsTotal, WARRANTY_CLAIM_STATUSES } from '../../src/domain/warrantyClaims';
import { said } from './said';

// Issue 15 scope 6: a warranty claim's life (open -> submitted -> settled | rejected), its amounts,
// and the claim a completed job under warranty raises against the product's brand.

describe('warranty claim moves', () => {
  it('goes open -> submitted -> settled or rejected, and nowhere else', () => {
    expect(WARRANTY_CLAIM_STATUSES).toEqual(['open', 'submitted', 'settled', 'rejected']);
    const allowed = WARRANTY_CLAIM_STATUSES.flatMap((from) => WARRANTY_CLAIM_STATUSES.filter((to) => canMoveClaim(from, to)).map((to) => `${from}->${to}`));
    expect(allowed).toEqual(['open->submitted', 'submitted->settled', 'submitted->rejected']);
  });

  it.each([
    ['open', 'settled', 'Submit the claim to the brand first'],
    ['open', 'rejected', 'Submit the claim to the brand first'],
    ['open', 'open', 'This claim is already open'],
    ['submitted', 'submitted', 'This claim is already submitted'],
    ['submitted', 'open', 'A claim cannot go back to open'],
    ['settled', 'rejected', 'A settled claim cannot be changed'],
    ['rejected', 'submitted', 'A rejected claim cannot be changed'],
    ['open', 'paid', 'Unknown claim status: paid'],
  ])('refuses %s -> %s with "%s"', (from, to, text) => expect(said(claimMoveRefusal(from, to))).toBe(text));
});

describe('claim amounts', () => {
  it('rounds parts and labour to paise and adds them up', () => {
    expect(claimTotals(1850.005, 700.1)).toEqual({ partsCost: 1850.01, labourCost: 700.1, totalCost: 2550.11 });
    expect(claimTotals(-5, Number.NaN)).toEqual({ partsCost: 0, labourCost: 0, totalCost: 0 });
  });

  it('sums a set of claims to the paisa', () => {
    const claims = [claimTotals(0.1, 0.2), claimTotals(0.2, 0.1), claimTotals(1000, 0)];
    expect(claimsTotal(claims)).toEqual({ partsCost: 1000.3, labourCost: 0.3, totalCost: 1000.6, count: 3 });
  });
});

describe('claimFromJob', () => {
  const complaint = { id: 7, productId: 3, serialNo: 'VST434K100200', isUnderWarranty: true, productRegistrationId: 11 };
  const product = { id: 3, brand: 'Vistara', name: 'Vistara 43" 4K UHD Smart TV' };

  it("claims a job under warranty from the product's brand with parts and labour", () => {
    expect(
      claimFromJob({ complaint, booking: { id: 40 }, product, registration: { id: 11, serialNo: 'VST434K100200' }, partsCost: 4200, labourCost: 650 }),
    ).toEqual({
      complaintId: 7,
      bookingId: 40,
      registrationId: 11,
      productId: 3,
      brand: 'Vistara',
      serialNo: 'VST434K100200',
      partsCost: 4200,
      labourCost: 650,
      totalCost: 4850,
      status: 'open',
    });
  });

  it('raises nothing out of warranty', () => {
    expect(claimFromJob({ complaint: { ...complaint, isUnderWarranty: false }, booking: { id: 40 }, product, partsCost: 100, labourCost: 100 })).toBeNull();
  });

  it("a product without a brand is claimed from its name's first word; no product at all: 'Unbranded'", () => {
    expect(brandOf({ name: 'Nilgiri 32" HD Ready TV' })).toBe('Nilgiri');
    expect(brandOf({ brand: '  ', name: '' })).toBe('Unbranded');
    const claim = claimFromJob({ complaint: { ...complaint, productRegistrationId: null }, booking: { id: 1 }, product: null, partsCost: 0, labourCost: 500 });
    expect(claim).toMatchObject({ brand: 'Unbranded', productId: 3, registrationId: null, serialNo: 'VST434K100200', totalCost: 500 });
  });
});
