import type { z } from 'zod';
import type * as R from '../../schemas/records';

/** A user as GET /api/users returns it (src/schemas/records.ts; the password never comes back). */
export type User = z.infer<typeof R.User>;

export interface UserActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
