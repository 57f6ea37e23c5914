import type { Role } from '../../domain/access';

/** A user row as GET /api/users returns it (spec part 1, section 3; the password never comes back). */
export interface User {
  id: number;
  email: string;
  username?: string;
  firstName: string;
  lastName: string;
  role: Role | string;
  isActive: boolean;
  tenantId?: number | null;
  createdAt?: string;
}

export interface UserActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
