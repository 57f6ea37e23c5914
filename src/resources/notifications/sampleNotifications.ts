import type { Notification } from './types';

/**
 * The built-in notifications shown after a failed load (spec part 2, section 8), always under the
 * 'Sample data' banner and with Mark Read disabled (README, "Deliberate departures from the spec").
 */
export const SAMPLE_NOTIFICATIONS: Notification[] = [
  {
    id: 1,
    title: 'Complaint assigned',
    message: 'A new complaint was auto-assigned to a vendor',
    isRead: false,
    createdAt: '2025-01-20T09:15:00.000Z',
  },
  {
    id: 2,
    title: 'Stock low',
    message: 'Power Supply PSU-150W is below its threshold',
    isRead: true,
    createdAt: '2025-01-19T16:40:00.000Z',
  },
];
