import type { AuditLog } from './types';

/**
 * The built-in audit rows shown after a failed load (spec part 2, section 8), always under the
 * 'Sample data' banner (README, "Deliberate departures from the spec").
 */
export const SAMPLE_AUDIT_LOGS: AuditLog[] = [
  { id: 1, entityType: 'user', entityId: 1, action: 'create', actorId: 1, actorName: 'Sample Admin', createdAt: '2025-01-15T10:30:00.000Z' },
  { id: 2, entityType: 'user', entityId: 2, action: 'update', actorId: 1, actorName: 'Sample Admin', createdAt: '2025-01-14T09:00:00.000Z' },
  { id: 3, entityType: 'complaint', entityId: 12, action: 'create', actorId: 2, actorName: 'Sample Technician', createdAt: '2025-01-13T16:20:00.000Z' },
];
