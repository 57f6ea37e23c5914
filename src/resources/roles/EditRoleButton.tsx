import { EditDialogButton } from '../../ui/EditDialogButton';
import { RoleFormFields, toRoleInput } from './RoleFormFields';
import type { RoleFormValues, RoleRecord } from './types';

const TEXTS = {
  label: 'roles.edit.label',
  title: 'roles.edit.title',
  cancel: 'roles.edit.cancel',
  save: 'roles.edit.save',
  success: 'roles.edit.success',
  failure: 'roles.edit.failure',
};

const formValuesOf = (record: RoleRecord): RoleFormValues => ({
  name: record.name ?? '',
  description: record.description ?? '',
  scope: record.scope === 'global' ? 'global' : 'tenant',
  isActive: record.isActive !== false,
});

/** 'Edit' row action: PUT /v1/roles/{id} with name, description, scope and active; hidden for roles that may not edit roles. */
export const EditRoleButton = ({ disabled = false }: { disabled?: boolean }) => (
  <EditDialogButton<RoleRecord, RoleFormValues>
    resource="user-role-permission"
    texts={TEXTS}
    titleArgs={(record) => ({ name: record.name })}
    successArgs={(sent) => ({ name: sent.name })}
    defaultValues={formValuesOf}
    transform={(values) => toRoleInput(values)}
    disabled={disabled}
  >
    <RoleFormFields columns={2} />
  </EditDialogButton>
);
