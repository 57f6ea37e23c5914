import type { z } from 'zod';
import type * as R from '../../schemas/records';
import type * as N from '../../schemas/answers';

/** A coverage area as GET /v1/areas returns it (src/schemas/records.ts). */
export type Area = z.infer<typeof R.Area>;

/** GET /v1/areas/{id}/performance. */
export type AreaPerformance = z.infer<typeof N.AreaPerformance>;

/** The list filters: coverage, state, city, active ('true'/'false'); empty means any. */
export interface AreaFilterValues {
  coverage?: string;
  state?: string;
  city?: string;
  active?: string;
}

export interface AreaActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
