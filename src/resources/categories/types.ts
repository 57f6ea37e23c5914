import type { z } from 'zod';
import type * as R from '../../schemas/records';
/** A category as GET /api/categories returns it (src/schemas/records.ts). */
export type Category = z.infer<typeof R.Category>;
