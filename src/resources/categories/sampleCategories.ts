import type { Category } from './types';

/**
 * Shown after a failed load (spec part 1, section 8: 'Failed to load categories' with a sample
 * fallback), always under the 'Sample data' banner and with edit and delete disabled
 * (README, "Deliberate departures from the spec").
 */
export const SAMPLE_CATEGORIES: Category[] = [
  { id: 1, categoryName: 'Display Panels', createdAt: '2025-01-06T09:00:00.000Z' },
  { id: 2, categoryName: 'Mainboards', createdAt: '2025-01-06T09:05:00.000Z' },
  { id: 3, categoryName: 'Power Supply Boards', createdAt: '2025-01-06T09:10:00.000Z' },
  { id: 4, categoryName: 'Remote Controls', createdAt: '2025-01-06T09:15:00.000Z' },
];
