import { validateTiers, type Party, type RuleType, type Tier } from '../../domain/commission';
import { splitList } from '../../domain/service';
import type { CalculatorFormValues, CommissionRule, CommissionRuleFormValues, TierFormValues } from './types';

const DAY_MS = 86_400_000;
/** Spec part 2, section 9: a created rule is effective from now for 365 days. */
export const RULE_EFFECTIVE_DAYS = 365;

/** Spec part 2, section 9: the first tier (and the pattern of a new one) is 0 to 1000 at rate 10. */
export const FIRST_TIER: TierFormValues = { minValue: 0, maxValue: 1000, rate: 10 };

/** Spec part 2, section 9 (Commission create defaults). */
export const RULE_DEFAULTS: CommissionRuleFormValues = {
  party: 'vendor',
  type: 'percentage',
  value: 15,
  serviceCategory: 'Mobile Repair',
  minOrderValue: 100,
  maxOrderValue: 10000,
  applicableAreas: '560100, 400001',
  priority: 1,
  tieredRates: [],
};

/** Spec part 2, section 9 (Calculator defaults); the service category is optional. */
export const CALCULATOR_DEFAULTS: CalculatorFormValues = {
  party: 'vendor',
  orderValue: 1000,
  serviceCategory: '',
  area: '560100',
};

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
const numberOrNull = (value: unknown) => (isBlank(value) ? null : Number(value));

/**
 * A tier added with 'Add Tier': the first is 0 to 1000 at 10 (the spec's default); a later one
 * starts where the last one ends and spans 1000 more at the same rate 10, so the rows stay
 * contiguous instead of starting with an overlap.
 */
export const nextTier = (tiers: TierFormValues[]): TierFormValues => {
  const last = tiers[tiers.length - 1];
  if (!last) return { ...FIRST_TIER };
  const end = numberOrNull(last.maxValue);
  const start = end !== null && Number.isFinite(end) ? end : Number(last.minValue) || 0;
  return { minValue: start, maxValue: start + 1000, rate: FIRST_TIER.rate };
};

/**
 * The tiers as domain values. A blank minimum or rate becomes NaN, so validateTiers() names it
 * instead of taking it for 0; a blank maximum is null (no maximum).
 */
export const toTiers = (rows: TierFormValues[] | null | undefined): Tier[] =>
  (rows ?? []).map((row) => ({
    minValue: isBlank(row.minValue) ? Number.NaN : Number(row.minValue),
    maxValue: numberOrNull(row.maxValue),
    rate: isBlank(row.rate) ? Number.NaN : Number(row.rate),
  }));

/** Spec part 2, section 9: the description is generated from the type and party. */
export const describeRule = (type: RuleType, party: Party) =>
  `${type === 'tiered' ? 'Tiered' : 'Percentage'} commission for ${party}`;

/** The rule fields the create and edit calls share (spec part 2, section 7). */
export const toRuleFields = (values: CommissionRuleFormValues) => ({
  party: values.party,
  type: values.type,
  value: values.type === 'percentage' ? numberOrNull(values.value) : null,
  serviceCategory: String(values.serviceCategory ?? '').trim(),
  minOrderValue: numberOrNull(values.minOrderValue),
  maxOrderValue: numberOrNull(values.maxOrderValue),
  // Spec part 2, section 5: comma-separated, trimmed into a list of pincodes.
  applicableAreas: splitList(values.applicableAreas),
  priority: numberOrNull(values.priority),
  tieredRates: values.type === 'tiered' ? toTiers(values.tieredRates) : null,
});

/** POST /v1/commission-rules: the fields, effective now for 365 days, with the generated description. */
export const toCreateRuleBody = (values: CommissionRuleFormValues, now: Date = new Date()) => ({
  ...toRuleFields(values),
  effectiveFrom: now.toISOString(),
  effectiveUntil: new Date(now.getTime() + RULE_EFFECTIVE_DAYS * DAY_MS).toISOString(),
  description: describeRule(values.type, values.party),
});

/**
 * PUT /v1/commission-rules/{id}: the fields and isActive. The effective window stays; a generated
 * description follows a change of type or party, a hand-written one is kept.
 */
export const toUpdateRuleBody = (values: CommissionRuleFormValues, previous: CommissionRule) => {
  const generated = !previous.description || previous.description === describeRule(previous.type, previous.party);
  return {
    ...toRuleFields(values),
    isActive: Boolean(values.isActive),
    ...(generated ? { description: describeRule(values.type, values.party) } : {}),
  };
};

/** The edit dialog's starting values. */
export const formValuesOf = (rule: CommissionRule): CommissionRuleFormValues => ({
  party: rule.party,
  type: rule.type,
  value: rule.value ?? null,
  serviceCategory: rule.serviceCategory ?? '',
  minOrderValue: rule.minOrderValue ?? null,
  maxOrderValue: rule.maxOrderValue ?? null,
  applicableAreas: (rule.applicableAreas ?? []).join(', '),
  priority: rule.priority ?? 1,
  tieredRates: (rule.tieredRates ?? []).map((t) => ({ minValue: t.minValue, maxValue: t.maxValue ?? null, rate: t.rate })),
  isActive: rule.isActive,
});

/** The calculate call's body: blank category and area are sent as null (any). */
export const toCalculationInput = (values: CalculatorFormValues) => ({
  party: values.party,
  orderValue: Number(values.orderValue),
  serviceCategory: String(values.serviceCategory ?? '').trim() || null,
  area: String(values.area ?? '').trim() || null,
});

/** A tiered rule's tiers must be ascending, contiguous and non-overlapping: their refusal (validateTiers, src/domain/commission.ts), or null. */
export const tierRefusal = (values: CommissionRuleFormValues) => (values.type === 'tiered' ? validateTiers(toTiers(values.tieredRates)) : null);
