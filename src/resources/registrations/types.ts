import type { z } from 'zod';
import type * as R from '../../schemas/records';

/** A warranty registration as GET /api/warranties returns it (src/schemas/records.ts). */
export type Registration = z.infer<typeof R.RegistrationView>;

export interface RegistrationActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
