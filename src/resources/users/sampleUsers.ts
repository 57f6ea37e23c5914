import type { User } from './types';

/**
 * The built-in users shown after a failed load (spec part 1, section 8), always under the
 * 'Sample data' banner and with their row actions disabled (README, "Deliberate departures from the spec").
 */
export const SAMPLE_USERS: User[] = [
  { id: 1, email: 'superadmin@example.in', firstName: 'Sunita', lastName: 'Rao', role: 'super_admin', isActive: true, tenantId: 1, createdAt: '2025-01-01T00:00:00.000Z' },
  { id: 2, email: 'admin@example.in', firstName: 'Rakesh', lastName: 'Menon', role: 'warehouse_admin', isActive: true, tenantId: 1, createdAt: '2025-01-01T00:00:00.000Z' },
  { id: 3, email: 'tech@example.in', firstName: 'Imran', lastName: 'Khan', role: 'technician', isActive: true, tenantId: 1, createdAt: '2025-01-01T00:00:00.000Z' },
  { id: 4, email: 'customer@example.in', firstName: 'Ananya', lastName: 'Iyer', role: 'customer', isActive: false, tenantId: 1, createdAt: '2025-01-01T00:00:00.000Z' },
];
