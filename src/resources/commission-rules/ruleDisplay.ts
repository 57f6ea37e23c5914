import { formatINR } from '../../domain/money';
import type { CommissionRule } from './types';

const plain = (value: number | string | null | undefined) => String(Number(value ?? 0));
const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The Rates column: '15%' for a percentage rule, '0–1000: 10%, 1000–∞: 7.5%' for a tiered one. */
export const ratesText = (rule: Pick<CommissionRule, 'type' | 'value' | 'tieredRates'>): string => {
  if (rule.type !== 'tiered') return hasValue(rule.value) ? `${plain(rule.value)}%` : '—';
  const tiers = rule.tieredRates ?? [];
  if (!tiers.length) return '—';
  return tiers
    .map((t) => `${plain(t.minValue)}–${hasValue(t.maxValue) ? plain(t.maxValue) : '∞'}: ${plain(t.rate)}%`)
    .join(', ');
};

/** The order-value range in rupees, min to max, '∞' when there is no max. */
export const orderRangeText = (rule: Pick<CommissionRule, 'minOrderValue' | 'maxOrderValue'>): string =>
  `${formatINR(rule.minOrderValue ?? 0)} – ${hasValue(rule.maxOrderValue) ? formatINR(rule.maxOrderValue) : '∞'}`;
