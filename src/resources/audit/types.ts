/** An audit-log row as GET /api/audit/logs returns it (spec part 2, section 3). */
export interface AuditLog {
  id: number;
  entityType: string;
  entityId: number | string | null;
  action: string;
  /** The user who made the change; null for the system. */
  actorId: number | null;
  createdAt: string;
}
