import { describe, expect, it } from 'vitest';
import { calculateCommission, NO_RULE, validateTiers, type CommissionRule } from '../../src/domain/commission';
import { said } from './said';
import { roundPaise } from '../../src/domain/money';

const now = new Date('2026-11-21T12:00:00Z');
const rule = (over: Partial<CommissionRule>): CommissionRule => ({
  id: 1,
  party: 'vendor',
  type: 'percentage',
  value: 10,
  tieredRates: null,
  serviceCategory: null,
  minOrderValue: null,
  maxOrderValue: null,
  applicableAreas: [],
  priority: 1,
  effectiveFrom: '2026-01-01T00:00:00Z',
  effectiveUntil: '2027-01-01T00:00:00Z',
  isActive: true,
  ...over,
});
const tiered = rule({
  id: 2,
  type: 'tiered',
  value: null,
  tieredRates: [
    { minValue: 0, maxValue: 1000, rate: 10 },
    { minValue: 1000, maxValue: 5000, rate: 8 },
    { minValue: 5000, maxValue: null, rate: 6 },
  ],
});
const calc = (rules: CommissionRule[], orderValue: number, extra: Partial<{ serviceCategory: string; area: string; party: 'vendor' | 'technician' }> = {}) =>
  calculateCommission(rules, { party: 'vendor', orderValue, ...extra }, now);

describe('commission calculation', () => {
  it('percentage: value % of the order value', () => {
    expect(calc([rule({ value: 15 })], 1000)).toMatchObject({ applicable: true, commissionAmount: 150, rateApplied: 15, ruleType: 'percentage' });
  });
  it.each([
    [0, 10, 0],
    [999.99, 10, 100],
    [1000, 8, 80],
    [4999.99, 8, 400],
    [5000, 6, 300],
    [250000, 6, 15000],
  ])('tiered slab at %d uses rate %d', (value, rate, amount) => {
    expect(calc([tiered], value)).toMatchObject({ rateApplied: rate, commissionAmount: amount, ruleType: 'tiered' });
  });
  it('highest priority wins; ties go to the lowest id', () => {
    const a = rule({ id: 5, value: 5, priority: 1 });
    const b = rule({ id: 7, value: 7, priority: 3 });
    const c = rule({ id: 6, value: 6, priority: 3 });
    expect(calc([a, b, c], 100)).toMatchObject({ ruleId: 6, rateApplied: 6 });
  });
  it('empty category and areas match anything; set ones must match', () => {
    const scoped = rule({ id: 3, value: 12, priority: 2, serviceCategory: 'Installation', applicableAreas: ['560100'] });
    const any = rule({ id: 4, value: 9 });
    expect(calc([scoped, any], 1000, { serviceCategory: 'installation', area: '560100' })).toMatchObject({ ruleId: 3 });
    expect(calc([scoped, any], 1000, { serviceCategory: 'Repair', area: '560100' })).toMatchObject({ ruleId: 4 });
    expect(calc([scoped, any], 1000, { serviceCategory: 'Installation', area: '400001' })).toMatchObject({ ruleId: 4 });
  });
  it('honours the effective window, the active flag, the party and the order-value range', () => {
    expect(calc([rule({ effectiveFrom: '2026-12-01T00:00:00Z' })], 100).applicable).toBe(false);
    expect(calc([rule({ effectiveUntil: '2026-11-20T00:00:00Z' })], 100).applicable).toBe(false);
    expect(calc([rule({ isActive: false })], 100).applicable).toBe(false);
    expect(calc([rule({ party: 'technician' })], 100).applicable).toBe(false);
    expect(calc([rule({ minOrderValue: 100, maxOrderValue: 10000 })], 99).applicable).toBe(false);
    expect(calc([rule({ minOrderValue: 100, maxOrderValue: 10000 })], 10000).applicable).toBe(true);
  });
  it('no applicable rule is a clear result, not zero', () => {
    expect(calc([], 1000)).toEqual({ applicable: false, notice: { key: 'serverText.noCommissionRule' } });
    expect(said(NO_RULE)).toBe('No applicable commission rule');
  });
  it('rounds to paise', () => {
    expect(calc([rule({ value: 12.5 })], 333.33)).toMatchObject({ commissionAmount: 41.67 });
    expect(roundPaise(1.005)).toBe(1.01);
  });
});

describe('tier validation', () => {
  it('accepts ascending, contiguous tiers with an open last tier', () => {
    expect(validateTiers(tiered.tieredRates)).toBeNull();
  });
  it.each([
    [[], 'A tiered rule needs at least one tier'],
    [[{ minValue: 0, maxValue: 1000, rate: 10 }, { minValue: 1200, maxValue: null, rate: 5 }], 'Tier 2 must start where tier 1 ends (1000)'],
    [[{ minValue: 0, maxValue: 1000, rate: 10 }, { minValue: 800, maxValue: null, rate: 5 }], 'Tier 2 overlaps tier 1'],
    [[{ minValue: 500, maxValue: 100, rate: 10 }], 'Tier 1: maximum must be greater than minimum'],
    [[{ minValue: 0, maxValue: null, rate: 10 }, { minValue: 1000, maxValue: 2000, rate: 5 }], 'Tier 1: only the last tier may have no maximum'],
    [[{ minValue: 0, maxValue: 100, rate: -1 }], 'Tier 1: rate must be a number of 0 or more'],
  ])('refuses %j', (tiers, message) => expect(said(validateTiers(tiers as any))).toBe(message));
});
