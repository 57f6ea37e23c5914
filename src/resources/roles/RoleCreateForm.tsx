import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { EMPTY_ROLE, RoleFormFields, toRoleInput } from './RoleFormFields';
import type { RoleFormValues, RoleRecord } from './types';

/**
 * 'Create Role': POST /v1/roles (name, description, scope, active) with an empty matrix; the new
 * role's permissions are then ticked in the matrix below. A refusal keeps what was typed.
 */
export const RoleCreateForm = ({ onCreated }: { onCreated?: (role: RoleRecord) => void }) => (
  <CreateFormCard<Partial<RoleFormValues>>
    resource="user-role-permission"
    texts="roles.create"
    submitIcon={<AddCircleOutlineIcon />}
    defaultValues={EMPTY_ROLE}
    transform={toRoleInput}
    columns={false}
    successArgs={(values) => ({ name: toRoleInput(values).name })}
    onCreated={(role) => onCreated?.(role as RoleRecord)}
  >
    <RoleFormFields />
  </CreateFormCard>
);
