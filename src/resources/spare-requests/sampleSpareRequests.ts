import type { SpareRequest } from './types';

/**
 * The built-in spare requests shown after a failed load (spec part 1, section 8), always under
 * the 'Sample data' banner and with their row actions disabled
 * (README, "Deliberate departures from the spec").
 */
export const SAMPLE_SPARE_REQUESTS: SpareRequest[] = [
  {
    id: 1,
    bookingId: 1,
    status: 'pending',
    requestedItems: [
      { partName: 'LED backlight strip', partNumber: 'BL-55-SAMPLE', quantity: 2, estimatedCost: 850, description: '55 inch panel' },
      { partName: 'Power supply board', partNumber: 'PSU-SAMPLE', quantity: 1, estimatedCost: 1450, description: '' },
    ],
    requestNotes: 'Parts needed for on-site repair',
    requestedBy: 1,
    totalEstimatedCost: 3150,
    createdAt: '2025-01-15T10:30:00.000Z',
  },
];
