import { authHandlers } from './auth';
import { complaintHandlers } from './complaints';
import { dashboardHandlers } from './dashboard';
import { notificationHandlers } from './notifications';
import { peopleHandlers } from './people';
import { demoHandlers } from './demo';

export const handlers = [
  ...authHandlers,
  ...complaintHandlers,
  ...dashboardHandlers,
  ...notificationHandlers,
  ...peopleHandlers,
  ...demoHandlers,
];
