import type { CommissionRule, Party, RuleType } from '../../domain/commission';

/** A rule row as GET /v1/commission-rules returns it (spec part 2, section 3). */
export type { CommissionRule, Party, RuleType };

/** One tier row as the form holds it: blank inputs are null (a blank max means no maximum). */
export interface TierFormValues {
  minValue: number | null;
  maxValue: number | null;
  rate: number | null;
}

/** The create-rule and edit-rule form. Applicable areas are the comma-separated text as typed. */
export interface CommissionRuleFormValues {
  party: Party;
  type: RuleType;
  value: number | null;
  serviceCategory: string;
  minOrderValue: number | null;
  maxOrderValue: number | null;
  applicableAreas: string;
  priority: number | null;
  tieredRates: TierFormValues[];
  /** Only in the edit dialog. */
  isActive?: boolean;
}

/** The calculator form (spec: party, order value, service category, area). */
export interface CalculatorFormValues {
  party: Party;
  orderValue: number | null;
  serviceCategory: string;
  area: string;
}

/** The answer of POST /v1/commission-rules/calculate. */
export interface CalculationAnswer {
  applicable: boolean;
  message?: string;
  commissionAmount: number | null;
  rateApplied: number | null;
  ruleType: string | null;
  paidBy: string | null;
}

export interface RuleActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}

export const PARTIES: Party[] = ['vendor', 'technician'];
export const RULE_TYPES: RuleType[] = ['percentage', 'tiered'];
