import { authHandlers } from './auth';
import { complaintHandlers } from './complaints';
import { dashboardHandlers } from './dashboard';
import { notificationHandlers } from './notifications';
import { peopleHandlers } from './people';
import { demoHandlers } from './demo';
import { catalogHandlers } from './catalog';
import { inventoryHandlers } from './inventory';
import { bomHandlers } from './boms';
import { warrantyHandlers } from './warranties';
import { serviceHandlers } from './service';
import { vendorHandlers } from './vendors';
import { financeHandlers } from './finance';
import { adminHandlers } from './admin';
import { timelineHandlers } from './timeline';
import { searchHandlers } from './search';
import { suggestionHandlers } from './suggestions';
import { warrantyClaimHandlers } from './warrantyClaims';
import { entityHandlers } from './entities';
import { customerMessageHandlers } from './customerMessages';
import { estimateHandlers } from './estimates';

export const handlers = [
  ...authHandlers,
  ...complaintHandlers,
  ...dashboardHandlers,
  ...notificationHandlers,
  ...peopleHandlers,
  ...demoHandlers,
  ...catalogHandlers,
  ...inventoryHandlers,
  ...bomHandlers,
  ...warrantyHandlers,
  ...serviceHandlers,
  ...vendorHandlers,
  ...financeHandlers,
  ...adminHandlers,
  ...timelineHandlers,
  ...searchHandlers,
  ...suggestionHandlers,
  ...warrantyClaimHandlers,
  ...entityHandlers,
  ...customerMessageHandlers,
  ...estimateHandlers,
];
