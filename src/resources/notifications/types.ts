/** A notification as GET /api/notifications returns it (spec part 2 section 3). */
export interface Notification {
  id: number;
  title: string;
  message: string;
  /** The keys (notificationText.*) and parameters of `title` and `message`; absent on older notifications. */
  titleKey?: string;
  messageKey?: string;
  params?: Record<string, string | number>;
  isRead: boolean;
  createdAt: string;
}

export interface NotificationActionProps {
  /** True for the sample rows shown after a failed load: nothing may be sent for them. */
  disabled?: boolean;
}
