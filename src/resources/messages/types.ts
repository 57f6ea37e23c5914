import type { z } from 'zod';
import type * as R from '../../schemas/records';

/** A message to a customer as GET /api/messages returns it (src/schemas/records.ts). */
export type Message = z.infer<typeof R.Message>;
