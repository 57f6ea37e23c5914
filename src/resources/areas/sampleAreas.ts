import type { Area } from './types';

const area = (id: number, city: string, pincode: string, state: string, region: string, coverage: Area['coverage'], active = true): Area => ({
  id,
  city,
  pincode,
  state,
  region,
  coverage,
  serviceTypes: ['repair', 'installation', 'maintenance'],
  maxResponseTimeHours: 24,
  serviceCharge: 50,
  travelCharge: 20,
  active,
  notes: '',
});

/**
 * The built-in areas shown after a failed load (spec part 2, section 8), always under the
 * 'Sample data' banner and with their row actions disabled (README, "Deliberate departures from the spec").
 */
export const SAMPLE_AREAS: Area[] = [
  area(1, 'Bengaluru', '560001', 'Karnataka', 'South', 'full'),
  area(2, 'Bengaluru', '560100', 'Karnataka', 'South', 'full'),
  area(3, 'Mumbai', '400001', 'Maharashtra', 'West', 'partial'),
  area(4, 'New Delhi', '110001', 'Delhi', 'North', 'partial'),
  area(5, 'Lucknow', '226001', 'Uttar Pradesh', 'North', 'none', false),
];
