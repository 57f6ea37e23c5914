/** A notification as GET /api/notifications returns it (src/domain/ownership.ts). */
export type { NotificationRecord as Notification } from '../../domain/ownership';

export interface NotificationActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
