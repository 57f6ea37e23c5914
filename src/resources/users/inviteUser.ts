import { http } from '../../providers/http';
import type { Role } from '../../domain/access';
import type { User } from './types';

/**
 * The invite payload (spec part 1, section 3) plus the warehouse, which we send
 * (docs/architecture.md, "Roles and access").
 */
export interface InviteUserInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The warehouse the user joins; absent for a super admin, who works across warehouses. */
  tenantId?: number;
}

export interface InviteUserResponse {
  success?: boolean;
  message?: string;
  data?: User;
}

/** The form as typed: every field text, the warehouse id included. */
export interface InviteFormValues {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  warehouseId: string;
  password: string;
}

/** What is wrong with the form, as an i18n key, or null when it may be sent. */
export const inviteProblem = (values: InviteFormValues): string | null => {
  if (!values.email.trim() || !values.password) return 'users.invite.required';
  if (values.role === 'super_admin') return null;
  const warehouseId = values.warehouseId.trim();
  if (!warehouseId) return 'users.invite.warehouseRequired';
  if (!/^\d+$/.test(warehouseId) || Number(warehouseId) <= 0) return 'users.invite.warehouseInvalid';
  return null;
};

/** E-mail and names trimmed; the warehouse id as a number, only for roles bound to a warehouse. */
export const toInviteInput = (values: InviteFormValues): InviteUserInput => ({
  email: values.email.trim(),
  password: values.password,
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  role: values.role,
  ...(values.role === 'super_admin' ? {} : { tenantId: Number(values.warehouseId.trim()) }),
});

/**
 * POST /api/users/register. The server answers `{ success, message, data }`; an answer that says
 * `success: false` is a failure too, carrying its message.
 */
export const inviteUser = async (input: InviteUserInput): Promise<InviteUserResponse> => {
  const response = await http.post<InviteUserResponse>('/api/users/register', input);
  if (response && response.success === false) throw new Error(response.message || 'Registration failed');
  return response;
};
