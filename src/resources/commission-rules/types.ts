import type { z } from 'zod';
import type { CommissionRule, Party, RuleType } from '../../domain/commission';
import type * as N from '../../schemas/answers';

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

/** The answer of POST /v1/commission-rules/calculate (src/schemas/answers.ts). */
export type CalculationAnswer = z.infer<typeof N.CommissionCalculation>;

export interface RuleActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}

export const PARTIES: Party[] = ['vendor', 'technician'];
export const RULE_TYPES: RuleType[] = ['percentage', 'tiered'];
