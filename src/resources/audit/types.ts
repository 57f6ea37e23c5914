import type { z } from 'zod';
import type * as R from '../../schemas/records';
/** An audit-log row as GET /api/audit/logs returns it (src/schemas/records.ts). */
export type AuditLog = z.infer<typeof R.AuditLogView>;
