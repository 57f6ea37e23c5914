import type { CommissionRule } from './types';

/**
 * The built-in rules shown after a failed load, always under the 'Sample data' banner and with
 * Edit and Delete disabled (README, "Deliberate departures from the spec"). They follow the spec's create
 * defaults.
 */
export const SAMPLE_COMMISSION_RULES: CommissionRule[] = [
  {
    id: 1,
    party: 'vendor',
    type: 'percentage',
    value: 15,
    tieredRates: null,
    serviceCategory: 'Mobile Repair',
    minOrderValue: 100,
    maxOrderValue: 10000,
    applicableAreas: ['560100', '400001'],
    priority: 1,
    effectiveFrom: '2025-01-01T00:00:00.000Z',
    effectiveUntil: '2026-01-01T00:00:00.000Z',
    description: 'Percentage commission for vendor',
    isActive: true,
  },
  {
    id: 2,
    party: 'technician',
    type: 'tiered',
    value: null,
    tieredRates: [
      { minValue: 0, maxValue: 1000, rate: 10 },
      { minValue: 1000, maxValue: null, rate: 7.5 },
    ],
    serviceCategory: null,
    minOrderValue: 0,
    maxOrderValue: null,
    applicableAreas: [],
    priority: 1,
    effectiveFrom: '2025-01-01T00:00:00.000Z',
    effectiveUntil: '2026-01-01T00:00:00.000Z',
    description: 'Tiered commission for technician',
    isActive: true,
  },
];
