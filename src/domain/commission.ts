import { roundPaise } from './money';
import { refusal, type Refusal } from './refusal';

export type Party = 'vendor' | 'technician';
export type RuleType = 'percentage' | 'tiered';

export interface Tier {
  minValue: number;
  maxValue?: number | null;
  rate: number;
}

export interface CommissionRule {
  id: number;
  party: Party;
  type: RuleType;
  value?: number | null;
  tieredRates?: Tier[] | null;
  serviceCategory?: string | null;
  minOrderValue?: number | null;
  maxOrderValue?: number | null;
  applicableAreas?: string[] | null;
  priority?: number | null;
  effectiveFrom?: string | null;
  effectiveUntil?: string | null;
  description?: string | null;
  isActive: boolean;
}

export interface CalculationInput {
  party: Party;
  orderValue: number;
  serviceCategory?: string | null;
  area?: string | null;
}

/** The notice of a calculation no rule applies to: `No applicable commission rule` (an answer, not a refusal). */
export const NO_RULE = refusal('serverText.noCommissionRule');

export type CalculationResult =
  | { applicable: true; ruleId: number; commissionAmount: number; rateApplied: number; ruleType: RuleType }
  | { applicable: false; notice: typeof NO_RULE };

/** Ascending, contiguous, non-overlapping; returns the first problem or null. */
export const validateTiers = (tiers: Tier[] | null | undefined): Refusal | null => {
  if (!tiers || tiers.length === 0) return refusal('serverText.tierNeeded');
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i];
    const min = Number(t.minValue);
    const max = t.maxValue === null || t.maxValue === undefined || (t.maxValue as unknown) === '' ? null : Number(t.maxValue);
    const tier = i + 1;
    if (!Number.isFinite(min) || min < 0) return refusal('serverText.tierMinimum', { tier });
    if (!Number.isFinite(Number(t.rate)) || Number(t.rate) < 0) return refusal('serverText.tierRate', { tier });
    if (max !== null && !(max > min)) return refusal('serverText.tierMaximum', { tier });
    if (max === null && i < tiers.length - 1) return refusal('serverText.tierLastOpen', { tier });
    if (i > 0) {
      const prevMax = tiers[i - 1].maxValue;
      if (Number(prevMax) !== min) {
        return Number(prevMax) > min
          ? refusal('serverText.tierOverlaps', { tier, previous: i })
          : refusal('serverText.tierGap', { tier, previous: i, end: String(prevMax) });
      }
    }
  }
  return null;
};

const inWindow = (rule: CommissionRule, now: Date) => {
  const from = rule.effectiveFrom ? new Date(rule.effectiveFrom).getTime() : -Infinity;
  const until = rule.effectiveUntil ? new Date(rule.effectiveUntil).getTime() : Infinity;
  const t = now.getTime();
  return t >= from && t <= until;
};

export const ruleMatches = (rule: CommissionRule, input: CalculationInput, now: Date = new Date()): boolean => {
  if (!rule.isActive || rule.party !== input.party || !inWindow(rule, now)) return false;
  const category = (rule.serviceCategory ?? '').trim().toLowerCase();
  if (category && input.serviceCategory && category !== input.serviceCategory.trim().toLowerCase()) return false;
  if (category && !input.serviceCategory) return false;
  const areas = (rule.applicableAreas ?? []).map((a) => String(a).trim()).filter(Boolean);
  if (areas.length && !(input.area && areas.includes(String(input.area).trim()))) return false;
  const v = Number(input.orderValue);
  if (rule.minOrderValue != null && v < Number(rule.minOrderValue)) return false;
  if (rule.maxOrderValue != null && v > Number(rule.maxOrderValue)) return false;
  return true;
};

/** Highest priority wins; ties go to the lowest id. */
export const pickRule = (rules: CommissionRule[], input: CalculationInput, now: Date = new Date()) =>
  rules
    .filter((r) => ruleMatches(r, input, now))
    .sort((a, b) => (Number(b.priority ?? 1) - Number(a.priority ?? 1)) || a.id - b.id)[0] ?? null;

/** Slab: the whole order value at the rate of the tier with min <= value < max (no max = infinity). */
export const rateFor = (rule: CommissionRule, orderValue: number): number | null => {
  if (rule.type === 'percentage') return Number(rule.value ?? 0);
  const tier = (rule.tieredRates ?? []).find(
    (t) => orderValue >= Number(t.minValue) && (t.maxValue == null || orderValue < Number(t.maxValue)),
  );
  return tier ? Number(tier.rate) : null;
};

export const calculateCommission = (
  rules: CommissionRule[],
  input: CalculationInput,
  now: Date = new Date(),
): CalculationResult => {
  const candidates = rules
    .filter((r) => ruleMatches(r, input, now))
    .sort((a, b) => (Number(b.priority ?? 1) - Number(a.priority ?? 1)) || a.id - b.id);
  for (const rule of candidates) {
    const rate = rateFor(rule, Number(input.orderValue));
    if (rate === null) continue;
    return {
      applicable: true,
      ruleId: rule.id,
      rateApplied: rate,
      ruleType: rule.type,
      commissionAmount: roundPaise((Number(input.orderValue) * rate) / 100),
    };
  }
  return { applicable: false, notice: NO_RULE };
};
