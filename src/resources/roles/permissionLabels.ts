import { RESOURCES, type AccessAction, type AccessResource } from '../../domain/access';
import { SCREENS } from '../../screens';

/**
 * Row labels of the permission matrix: the side menu's name of the first screen each row opens
 * (src/screens.ts), so a new screen's row needs no line here. tests/unit/permission-labels.test.ts
 * holds every row to a screen.
 */
export const RESOURCE_LABEL_KEYS = Object.fromEntries(RESOURCES.map((resource) => [resource, SCREENS.find((s) => s.access === resource)?.titleKey ?? ''])) as Record<AccessResource, string>;

/** Column labels of the permission matrix. */
export const ACTION_LABEL_KEYS: Record<AccessAction, string> = {
  list: 'roles.actions.list',
  show: 'roles.actions.show',
  create: 'roles.actions.create',
  edit: 'roles.actions.edit',
  delete: 'roles.actions.delete',
  assign: 'roles.actions.assign',
  'parts-request': 'roles.actions.partsRequest',
  'parts-approval': 'roles.actions.partsApproval',
  status: 'roles.actions.status',
};
